import { computeFormFCompliance } from '../../../core/formf/formf-compliance.ts';
import { proposeFormFValues } from '../../../core/formf/formf-proposals.ts';
import type { FormF } from '../../../core/formf/formf-schemas.ts';
import { suggestIndications } from '../../../core/formf/indication-suggestions.ts';
import { sortIndicationCodes } from '../../../core/formf/indications.ts';
import type { pcpndtForms } from '../../../db/schema/pcpndt-forms.ts';

export type FormFRow = typeof pcpndtForms.$inferSelect;
export interface FormFJoined {
  form: FormFRow;
  patientCode: string;
  patientLanguage?: string | null;
  studyCode: string | null;
  /** The kinds of referral evidence attached to the form, for compliance (item 7). */
  evidenceKinds: string[];
  scanDay?: string | null;
  reportTechnique?: string | null;
  lastPlace?: string | null;
}

/** Whitelists the statutory fields; fetal_sex is never read out (it is NULL by constraint anyway). */
export function presentFormF(joined: FormFJoined): FormF {
  const { form: f, patientCode, patientLanguage, studyCode, evidenceKinds } = joined;
  const { isCompliant, missing } = computeFormFCompliance({ ...f, evidenceKinds });
  return {
    id: f.id,
    formId: f.formId,
    reportId: f.reportId,
    studyId: f.studyId,
    studyCode,
    patientId: f.patientId,
    patientCode,
    patientLanguage: patientLanguage ?? null,
    formType: f.formType,
    patientName: f.patientName,
    patientAge: f.patientAge,
    spouseName: f.spouseName,
    patientAddress: f.patientAddress,
    patientPhone: f.patientPhone,
    numberOfChildren: f.numberOfChildren,
    childrenDetails: f.childrenDetails,
    livingSons: f.livingSons,
    livingDaughters: f.livingDaughters,
    referringDoctor: f.referringDoctor,
    referringDoctorRegNo: f.referringDoctorRegNo,
    referringDoctorAddress: f.referringDoctorAddress,
    evidenceKinds: [...evidenceKinds],
    isSelfreferred: f.isSelfreferred,
    indications: sortIndicationCodes(f.indications),
    otherIndication: f.otherIndication,
    lmp: f.lmp,
    gestationalAge: f.gestationalAge,
    obstetricHistory: f.obstetricHistory,
    pastIllness: f.pastIllness,
    familyHistory: f.familyHistory,
    examinationType: f.examinationType,
    otherProcedure: f.otherProcedure,
    examDateTime: f.examDateTime.toISOString(),
    findings: f.findings,
    patientDeclarationDate: f.patientDeclarationDate,
    procedureDate: f.procedureDate,
    resultConveyedTo: f.resultConveyedTo,
    resultConveyedOn: f.resultConveyedOn,
    mtpIndication: f.mtpIndication,
    invasiveTestAdvised: f.invasiveTestAdvised,
    invasiveTestReason: f.invasiveTestReason,
    sectionBPlace: f.sectionBPlace,
    sectionBDate: f.sectionBDate,
    sectionC: f.sectionC,
    patientSignatureMode:
      f.patientSignatureMode === 'signature' || f.patientSignatureMode === 'thumb_impression'
        ? f.patientSignatureMode
        : null,
    witnessName: f.witnessName,
    witnessAge: f.witnessAge,
    witnessSex: f.witnessSex,
    witnessRelationship: f.witnessRelationship,
    witnessAddress: f.witnessAddress,
    patientDeclarationSigned: f.patientDeclarationSigned,
    doctorDeclarationSigned: f.doctorDeclarationSigned,
    doctorDeclarationDate: f.doctorDeclarationDate,
    doctorId: f.doctorId,
    doctorName: f.doctorName,
    doctorRegistrationNumber: f.doctorRegistrationNumber,
    clinicName: f.clinicName,
    clinicAddress: f.clinicAddress,
    clinicRegistrationNumber: f.clinicRegistrationNumber,
    formGDoctorId: f.formGDoctorId,
    formGDoctorName: f.formGDoctorName,
    formGDoctorRegistrationNumber: f.formGDoctorRegistrationNumber,
    // The report's indication is kept in otherIndication; ticked codes are not offered again.
    suggestedIndications: suggestIndications(f.otherIndication).filter((code) => !f.indications.includes(code)),
    isCompliant,
    missing,
    // Offered for the doctor to confirm; never part of the record or of its compliance until then.
    proposed: f.submittedAt
      ? {}
      : proposeFormFValues({
          procedureDate: f.procedureDate,
          examinationType: f.examinationType,
          sectionBPlace: f.sectionBPlace,
          scanDay: joined.scanDay ?? null,
          reportTechnique: joined.reportTechnique ?? null,
          lastPlace: joined.lastPlace ?? null,
          clinicAddress: f.clinicAddress,
        }),
    status: f.voidedAt ? 'void' : f.submittedAt ? 'submitted' : 'draft',
    voidReason: f.voidReason,
    voidedAt: f.voidedAt?.toISOString() ?? null,
    registerSerial: f.registerSerial,
    submittedAt: f.submittedAt?.toISOString() ?? null,
    version: f.version,
    createdAt: f.createdAt.toISOString(),
    updatedAt: f.updatedAt.toISOString(),
  };
}
