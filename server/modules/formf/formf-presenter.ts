import { computeFormFCompliance } from '../../../core/formf/formf-compliance.ts';
import type { FormF } from '../../../core/formf/formf-schemas.ts';
import { sortIndicationCodes } from '../../../core/formf/indications.ts';
import type { pcpndtForms } from '../../../db/schema/pcpndt-forms.ts';

export type FormFRow = typeof pcpndtForms.$inferSelect;
export interface FormFJoined {
  form: FormFRow;
  patientCode: string;
  studyCode: string | null;
  doctorRegistrationNumber: string | null;
}

/** Whitelists the statutory fields; fetal_sex is never read out (it is NULL by constraint anyway). */
export function presentFormF({ form: f, patientCode, studyCode, doctorRegistrationNumber }: FormFJoined): FormF {
  const { isCompliant, missing } = computeFormFCompliance(f);
  return {
    id: f.id,
    formId: f.formId,
    reportId: f.reportId,
    studyId: f.studyId,
    studyCode,
    patientId: f.patientId,
    patientCode,
    formType: f.formType,
    patientName: f.patientName,
    patientAge: f.patientAge,
    spouseName: f.spouseName,
    patientAddress: f.patientAddress,
    patientPhone: f.patientPhone,
    numberOfChildren: f.numberOfChildren,
    childrenDetails: f.childrenDetails,
    referringDoctor: f.referringDoctor,
    referringDoctorRegNo: f.referringDoctorRegNo,
    isSelfreferred: f.isSelfreferred,
    indications: sortIndicationCodes(f.indications),
    otherIndication: f.otherIndication,
    lmp: f.lmp,
    gestationalAge: f.gestationalAge,
    obstetricHistory: f.obstetricHistory,
    pastIllness: f.pastIllness,
    familyHistory: f.familyHistory,
    examinationType: f.examinationType,
    examDateTime: f.examDateTime.toISOString(),
    findings: f.findings,
    patientDeclarationDate: f.patientDeclarationDate,
    procedureDate: f.procedureDate,
    resultConveyedTo: f.resultConveyedTo,
    resultConveyedOn: f.resultConveyedOn,
    mtpIndication: f.mtpIndication,
    invasiveTestAdvised: f.invasiveTestAdvised,
    invasiveTestReason: f.invasiveTestReason,
    patientDeclarationSigned: f.patientDeclarationSigned,
    doctorDeclarationSigned: f.doctorDeclarationSigned,
    doctorId: f.doctorId,
    doctorName: f.doctorName,
    doctorRegistrationNumber,
    isCompliant,
    missing,
    status: f.submittedAt ? 'submitted' : 'draft',
    submittedAt: f.submittedAt?.toISOString() ?? null,
    version: f.version,
    createdAt: f.createdAt.toISOString(),
    updatedAt: f.updatedAt.toISOString(),
  };
}
