import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '../../../core/format/dates.ts';
import type { RegisterRow } from '../../../core/formf/formf-register.ts';
import { sortIndicationCodes } from '../../../core/formf/indications.ts';
import type { Database, Db } from '../../../db/client.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import { patients } from '../../../db/schema/patients.ts';
import { pcpndtForms } from '../../../db/schema/pcpndt-forms.ts';
import { pcpndtFormAttachments } from '../../../db/schema/pcpndt-records.ts';
import { reports } from '../../../db/schema/reports.ts';
import { studies } from '../../../db/schema/studies.ts';
import type { RequestScope } from '../../app-deps.ts';
import { unregisteredMachinesOfStudies } from '../pcpndt-registration/unregistered-machines.ts';
import type { FormFJoined } from './formf-presenter.ts';

/** The kinds of referral evidence a form holds, as a correlated subquery (item 7's compliance). */
function evidenceKindsOf(clinicId: typeof pcpndtForms.clinicId, formId: typeof pcpndtForms.id) {
  return sql<string[]>`coalesce((select array_agg(distinct ${pcpndtFormAttachments.kind}) from ${pcpndtFormAttachments}
    where ${pcpndtFormAttachments.clinicId} = ${clinicId} and ${pcpndtFormAttachments.formId} = ${formId}), '{}')`;
}

/** The same, read inside a write (signing, amending, a new attachment) for one form. */
export async function evidenceKindsOfForm(db: Db, clinicId: string, formId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ kind: pcpndtFormAttachments.kind })
    .from(pcpndtFormAttachments)
    .where(and(eq(pcpndtFormAttachments.clinicId, clinicId), eq(pcpndtFormAttachments.formId, formId)));
  return rows.map((row) => row.kind);
}

/**
 * The form with the human ids. The clinic's and the doctor's details come from the form's own
 * snapshot, never live from Settings or the doctor's record (issue 23 item 3).
 */
export function selectJoined(db: Db) {
  return db
    .select({
      form: pcpndtForms,
      patientCode: patients.patientId,
      // Her reading language is the patient's, live: it is not a statutory field of the form.
      patientLanguage: patients.language,
      studyCode: studies.studyId,
      evidenceKinds: evidenceKindsOf(pcpndtForms.clinicId, pcpndtForms.id),
      // What the proposals of items 11, 13 and the place are made from (core/formf/formf-proposals.ts).
      scanDay: sql<
        string | null
      >`case when ${pcpndtForms.reportId} is null then null else to_char((${pcpndtForms.examDateTime} at time zone ${clinics.timeZone})::date, 'YYYY-MM-DD') end`,
      reportTechnique: reports.technique,
      lastPlace: sql<string | null>`(select latest.section_b_place from pcpndt_forms latest
        where latest.clinic_id = ${pcpndtForms.clinicId} and latest.section_b_place is not null
        order by latest.updated_at desc limit 1)`,
    })
    .from(pcpndtForms)
    .innerJoin(clinics, eq(clinics.id, pcpndtForms.clinicId))
    .leftJoin(reports, and(eq(reports.clinicId, pcpndtForms.clinicId), eq(reports.id, pcpndtForms.reportId)))
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
        total: sql<number>`count(*) filter (where ${liveForm})`.mapWith(Number),
        compliant: sql<number>`count(*) filter (where ${pcpndtForms.isCompliant} and ${liveForm})`.mapWith(Number),
        submitted: sql<number>`count(*) filter (where ${pcpndtForms.submittedAt} is not null)`.mapWith(Number),
        voided: sql<number>`count(*) filter (where not ${liveForm})`.mapWith(Number),
      })
      .from(pcpndtForms)
      .where(eq(pcpndtForms.clinicId, scope.clinicId)),
  ]);
  const s = stats[0] ?? { total: 0, compliant: 0, submitted: 0, voided: 0 };
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

/** A form that counts: not void (a cancelled or not attended scan's form is kept but never counted). */
export const liveForm = sql`${pcpndtForms.voidedAt} is null`;

/** A Form F not yet complete (the header bell's count and the register reminder's); a void one is not. */
export const incompleteFormF = sql`(not ${pcpndtForms.isCompliant} and ${liveForm})`;

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
        liveForm,
        sql`(${incompleteFormF} or ${pcpndtForms.submittedAt} is null)`,
      ),
    );
  return row?.n ?? 0;
}

/**
 * "Date first reported" (Rule 9(1)): the woman's first visit for this procedure, i.e. the earliest
 * day of her forms here (void ones left out) within the ten months before this form's day (one
 * pregnancy), not the day she was registered in the software.
 */
const firstReported = sql<string>`to_char(coalesce((
  select min(coalesce(earlier.procedure_date, (earlier.exam_date_time at time zone ${clinics.timeZone})::date))
  from pcpndt_forms earlier
  where earlier.clinic_id = ${pcpndtForms.clinicId} and earlier.patient_id = ${pcpndtForms.patientId}
    and earlier.voided_at is null
    and coalesce(earlier.procedure_date, (earlier.exam_date_time at time zone ${clinics.timeZone})::date)
      between ${registerDay} - 300 and ${registerDay}
), ${registerDay}), 'YYYY-MM-DD')`;

/**
 * The month's register (Rule 9(1)): the forms whose procedure day (registerDay, in the clinic's
 * own calendar) falls in the month. Each row carries its stored serial, given once when the form was made, so a void,
 * a correction or a later month never renumbers it; void rows stay listed, marked void.
 */
export async function findRegisterRows(db: Database, scope: RequestScope, month: string): Promise<RegisterRow[]> {
  const rows = await db
    .select({ form: pcpndtForms, firstReported })
    .from(pcpndtForms)
    .innerJoin(clinics, eq(clinics.id, pcpndtForms.clinicId))
    .where(and(eq(pcpndtForms.clinicId, scope.clinicId), inRegisterMonth(month)))
    // By serial: a form whose date was corrected into this month keeps its number, listed by it.
    .orderBy(asc(pcpndtForms.registerSerial));
  const unregistered = await unregisteredMachinesOfStudies(
    db,
    scope.clinicId,
    rows.map((row) => row.form.studyId),
  );
  return rows.map(({ form: f, firstReported }) => ({
    serialNo: f.registerSerial,
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
    voidReason: f.voidReason,
    unregisteredMachines: (f.studyId && unregistered.get(f.studyId)) || [],
  }));
}
