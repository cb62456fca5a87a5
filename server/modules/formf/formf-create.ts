import { and, asc, eq, sql } from 'drizzle-orm';
import { ageOnDate, computeFormFCompliance } from '../../../core/formf/formf-compliance.ts';
import { isObstetricReportType } from '../../../core/reports/templates/template-types.ts';
import type { Database } from '../../../db/client.ts';
import { nextHumanId } from '../../../db/clinic-counters.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import { doctors } from '../../../db/schema/doctors.ts';
import { patients } from '../../../db/schema/patients.ts';
import { pcpndtForms } from '../../../db/schema/pcpndt-forms.ts';
import type { RequestScope } from '../../app-deps.ts';
import { type RequestMeta, recordAudit } from '../audit/record-audit.ts';
import type { ReportRow } from '../reports/report-presenter.ts';

/** The local calendar day of an instant in a time zone, as YYYY-MM-DD. */
export function localDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/**
 * Form F names a doctor of the centre (its FK requires one). The report's chosen doctor when
 * set; else the clinic's doctor of the same name; else the clinic's first doctor (made at
 * signup); and if the clinic has removed every doctor, one is recorded from the report's own
 * name and registration number, both of which a report requires.
 */
async function resolveDoctor(tx: Database, scope: RequestScope, report: ReportRow): Promise<string> {
  if (report.doctorId) return report.doctorId;
  const name = report.doctorName?.trim() ?? '';
  const [byName] = name
    ? await tx
        .select({ id: doctors.id })
        .from(doctors)
        .where(and(eq(doctors.clinicId, scope.clinicId), sql`lower(${doctors.name}) = lower(${name})`))
        .limit(1)
    : [];
  if (byName) return byName.id;
  const [first] = await tx
    .select({ id: doctors.id })
    .from(doctors)
    .where(eq(doctors.clinicId, scope.clinicId))
    .orderBy(asc(doctors.createdAt))
    .limit(1);
  if (first) return first.id;
  const [created] = await tx
    .insert(doctors)
    .values({
      clinicId: scope.clinicId,
      name: name || 'Not Provided',
      registrationNumber: report.doctorRegistrationNumber ?? 'Not Provided',
    })
    .returning({ id: doctors.id });
  if (!created) throw new Error('doctor insert returned nothing');
  return created.id;
}

function gestationalAgeOf(report: ReportRow): string | null {
  if (report.gestationalAge) return report.gestationalAge;
  if (report.pregnancyWeeks === null) return null;
  return `${report.pregnancyWeeks} weeks ${report.pregnancyDays ?? 0} days`;
}

/**
 * Rule 9(4): one Form F for every obstetric scan, repeat scans included. Called inside the
 * report's own transaction when it is (or becomes) finalized; a report gets at most one record,
 * by the unique (clinic_id, report_id). Only facts already recorded are pre-filled: the
 * referral choice, indications, declarations and result conveyance are left for the clinic.
 */
export async function createFormForFinalizedReport(
  tx: Database,
  scope: RequestScope,
  report: ReportRow,
  now: Date,
  meta: RequestMeta,
): Promise<void> {
  if (report.status === 'draft' || !isObstetricReportType(report.reportType)) return;
  const [existing] = await tx
    .select({ id: pcpndtForms.id })
    .from(pcpndtForms)
    .where(and(eq(pcpndtForms.clinicId, scope.clinicId), eq(pcpndtForms.reportId, report.id)));
  if (existing) return;
  const [patient] = await tx
    .select()
    .from(patients)
    .where(and(eq(patients.clinicId, scope.clinicId), eq(patients.id, report.patientId)));
  const [clinic] = await tx.select({ timeZone: clinics.timeZone }).from(clinics).where(eq(clinics.id, scope.clinicId));
  if (!patient || !clinic) throw new Error('report without its patient or clinic');
  const examAt = report.finalizedAt ?? now;
  const examDay = localDate(examAt, clinic.timeZone);
  const referrer = patient.referringDoctorName?.trim() || null;
  const values = {
    clinicId: scope.clinicId,
    formId: await nextHumanId(tx, scope.clinicId, 'form'),
    reportId: report.id,
    studyId: report.studyId,
    patientId: report.patientId,
    formType: report.reportType,
    patientName: `${patient.firstName} ${patient.lastName}`.slice(0, 100),
    patientAge: ageOnDate(patient.dateOfBirth, examDay),
    spouseName: patient.spouseName,
    patientAddress: patient.address,
    patientPhone: patient.phone,
    numberOfChildren: patient.maleChildren + patient.femaleChildren,
    // Item 4 of the 2014 form: living sons and daughters counted apart (their ages are not known yet).
    childrenDetails: `Living sons: ${patient.maleChildren}; living daughters: ${patient.femaleChildren}`,
    referringDoctor: referrer,
    // Self-referral is a statement by the performing doctor, so it is never assumed.
    isSelfreferred: false,
    indications: [] as string[],
    medicalIndication: '',
    otherIndication: report.medicalIndication,
    lmp: report.lastMenstrualPeriod,
    gestationalAge: gestationalAgeOf(report),
    examDateTime: examAt,
    procedureDate: examDay,
    findings: report.impression,
    doctorId: await resolveDoctor(tx, scope, report),
    doctorName: report.doctorName,
    createdAt: now,
    updatedAt: now,
  };
  const { isCompliant } = computeFormFCompliance({
    ...values,
    patientDeclarationDate: null,
    resultConveyedTo: null,
    resultConveyedOn: null,
    patientDeclarationSigned: false,
    doctorDeclarationSigned: false,
  });
  const [row] = await tx
    .insert(pcpndtForms)
    .values({ ...values, isCompliant })
    .returning({ id: pcpndtForms.id });
  if (!row) throw new Error('form insert returned nothing');
  await recordAudit(
    tx,
    {
      action: 'pcpndt_form.create',
      outcome: 'success',
      clinicId: scope.clinicId,
      actorUserId: scope.userId,
      entityType: 'pcpndt_form',
      entityId: row.id,
      details: { reportId: report.id },
    },
    meta,
    now,
  );
}
