import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { RegisterRow } from '../../../core/formf/formf-register.ts';
import { sortIndicationCodes } from '../../../core/formf/indications.ts';
import type { Database } from '../../../db/client.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import { doctors } from '../../../db/schema/doctors.ts';
import { patients } from '../../../db/schema/patients.ts';
import { pcpndtForms } from '../../../db/schema/pcpndt-forms.ts';
import { reports } from '../../../db/schema/reports.ts';
import { studies } from '../../../db/schema/studies.ts';
import type { RequestScope } from '../../app-deps.ts';
import type { FormFJoined } from './formf-presenter.ts';

/**
 * The form with the human ids and the performing doctor's registration number, which Section B
 * and the declaration print: the number the report was signed with, else the doctor record's.
 */
function selectJoined(db: Database) {
  return db
    .select({
      form: pcpndtForms,
      patientCode: patients.patientId,
      studyCode: studies.studyId,
      doctorRegistrationNumber: sql<
        string | null
      >`coalesce(${reports.doctorRegistrationNumber}, ${doctors.registrationNumber})`,
    })
    .from(pcpndtForms)
    .innerJoin(patients, and(eq(patients.clinicId, pcpndtForms.clinicId), eq(patients.id, pcpndtForms.patientId)))
    .leftJoin(studies, and(eq(studies.clinicId, pcpndtForms.clinicId), eq(studies.id, pcpndtForms.studyId)))
    .leftJoin(reports, and(eq(reports.clinicId, pcpndtForms.clinicId), eq(reports.id, pcpndtForms.reportId)))
    .leftJoin(doctors, and(eq(doctors.clinicId, pcpndtForms.clinicId), eq(doctors.id, pcpndtForms.doctorId)));
}

export async function findFormF(db: Database, scope: RequestScope, id: string): Promise<FormFJoined | undefined> {
  const [row] = await selectJoined(db).where(and(eq(pcpndtForms.clinicId, scope.clinicId), eq(pcpndtForms.id, id)));
  return row;
}

/** Newest first, with the clinic-wide figures of the four stat cards. */
export async function findFormFPage(
  db: Database,
  scope: RequestScope,
  filter: { patientId?: string | undefined; reportId?: string | undefined },
  page: number,
  limit: number,
) {
  const conditions: SQL[] = [eq(pcpndtForms.clinicId, scope.clinicId)];
  if (filter.patientId) conditions.push(eq(pcpndtForms.patientId, filter.patientId));
  if (filter.reportId) conditions.push(eq(pcpndtForms.reportId, filter.reportId));
  const [rows, totals, stats] = await Promise.all([
    selectJoined(db)
      .where(and(...conditions))
      .orderBy(desc(pcpndtForms.examDateTime), desc(pcpndtForms.formId))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(pcpndtForms)
      .where(and(...conditions)),
    db
      .select({
        total: sql<number>`count(*)`.mapWith(Number),
        compliant: sql<number>`count(*) filter (where ${pcpndtForms.isCompliant})`.mapWith(Number),
        submitted: sql<number>`count(*) filter (where ${pcpndtForms.submittedAt} is not null)`.mapWith(Number),
      })
      .from(pcpndtForms)
      .where(eq(pcpndtForms.clinicId, scope.clinicId)),
  ]);
  const s = stats[0] ?? { total: 0, compliant: 0, submitted: 0 };
  return { rows, total: totals[0]?.n ?? 0, stats: { ...s, draft: s.total - s.submitted } };
}

/**
 * The month's register in serial order (Rule 9(1)). The month is the clinic's own (its time
 * zone, Asia/Kolkata by default), by the date and time of the procedure; "date first reported"
 * is the day the woman was first registered at the clinic.
 */
export async function findRegisterRows(db: Database, scope: RequestScope, month: string): Promise<RegisterRow[]> {
  const rows = await db
    .select({
      form: pcpndtForms,
      firstReported: sql<string>`to_char(${patients.createdAt} at time zone ${clinics.timeZone}, 'YYYY-MM-DD')`,
    })
    .from(pcpndtForms)
    .innerJoin(clinics, eq(clinics.id, pcpndtForms.clinicId))
    .innerJoin(patients, and(eq(patients.clinicId, pcpndtForms.clinicId), eq(patients.id, pcpndtForms.patientId)))
    .where(
      and(
        eq(pcpndtForms.clinicId, scope.clinicId),
        sql`to_char(${pcpndtForms.examDateTime} at time zone ${clinics.timeZone}, 'YYYY-MM') = ${month}`,
      ),
    )
    .orderBy(asc(pcpndtForms.examDateTime), asc(pcpndtForms.formId));
  return rows.map(({ form: f, firstReported }, index) => ({
    serialNo: index + 1,
    formId: f.formId,
    patientName: f.patientName,
    patientAge: f.patientAge,
    spouseName: f.spouseName,
    patientAddress: f.patientAddress,
    dateFirstReported: firstReported,
    indications: sortIndicationCodes(f.indications),
    doctorName: f.doctorName,
    procedureDate: f.procedureDate,
    resultConveyedTo: f.resultConveyedTo,
    resultConveyedOn: f.resultConveyedOn,
    isCompliant: f.isCompliant,
    submittedAt: f.submittedAt?.toISOString() ?? null,
  }));
}
