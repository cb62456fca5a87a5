import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '../../../core/format/dates.ts';
import type { RegisterRow } from '../../../core/formf/formf-register.ts';
import { sortIndicationCodes } from '../../../core/formf/indications.ts';
import type { Database, Db } from '../../../db/client.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import { patients } from '../../../db/schema/patients.ts';
import { pcpndtForms } from '../../../db/schema/pcpndt-forms.ts';
import { studies } from '../../../db/schema/studies.ts';
import type { RequestScope } from '../../app-deps.ts';
import type { FormFJoined } from './formf-presenter.ts';

/**
 * The form with the human ids. The clinic's and the doctor's details come from the form's own
 * snapshot, never live from Settings or the doctor's record (issue 23 item 3).
 */
export function selectJoined(db: Db) {
  return db
    .select({ form: pcpndtForms, patientCode: patients.patientId, studyCode: studies.studyId })
    .from(pcpndtForms)
    .innerJoin(patients, and(eq(patients.clinicId, pcpndtForms.clinicId), eq(patients.id, pcpndtForms.patientId)))
    .leftJoin(studies, and(eq(studies.clinicId, pcpndtForms.clinicId), eq(studies.id, pcpndtForms.studyId)));
}

export async function findFormF(db: Db, scope: RequestScope, id: string): Promise<FormFJoined | undefined> {
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

/** The clinic's time zone, for moments written out as text (the register CSV). */
export async function clinicTimeZoneOf(db: Database, scope: RequestScope): Promise<string> {
  const [row] = await db.select({ timeZone: clinics.timeZone }).from(clinics).where(eq(clinics.id, scope.clinicId));
  return row?.timeZone ?? DEFAULT_TIME_ZONE;
}

/**
 * The day a form belongs to in the register: the date of the procedure as recorded (Form F item
 * 13), so a scan corrected to 28 November is November's even if it was booked in December; the
 * scheduled date in the clinic's time zone while no procedure date is recorded. Needs `clinics`
 * joined.
 */
export const registerDay = sql<string>`coalesce(${pcpndtForms.procedureDate}, (${pcpndtForms.examDateTime} at time zone ${clinics.timeZone})::date)`;
/** The register's order: by that day, then the scan's time, then the form id. */
export const registerOrder = [asc(registerDay), asc(pcpndtForms.examDateTime), asc(pcpndtForms.formId)];
export const inRegisterMonth = (month: string) => sql`to_char(${registerDay}, 'YYYY-MM') = ${month}`;

/** A Form F not yet complete (the header bell's count and the register reminder's). */
export const incompleteFormF = sql`not ${pcpndtForms.isCompliant}`;

/**
 * Form F records of a register month that hold up its filing: incomplete or not yet submitted
 * (the register reminder of server/jobs counts these).
 */
export async function countOpenRegisterForms(db: Database, clinicId: string, month: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(pcpndtForms)
    .innerJoin(clinics, eq(clinics.id, pcpndtForms.clinicId))
    .where(
      and(
        eq(pcpndtForms.clinicId, clinicId),
        inRegisterMonth(month),
        sql`(${incompleteFormF} or ${pcpndtForms.submittedAt} is null)`,
      ),
    );
  return row?.n ?? 0;
}

/**
 * The month's register in serial order (Rule 9(1)), by the procedure's day (registerDay) in
 * the clinic's own calendar; "date first reported" is the day the woman was first registered
 * at the clinic.
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
    .where(and(eq(pcpndtForms.clinicId, scope.clinicId), inRegisterMonth(month)))
    .orderBy(...registerOrder);
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
