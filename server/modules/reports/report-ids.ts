import { createHash, randomUUID } from 'node:crypto';
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { type Database, prepareOnce } from '../../../db/client.ts';
import { humanIdSql } from '../../../db/clinic-counters.ts';
import { auditEvents } from '../../../db/schema/audit.ts';
import { clinicCounters } from '../../../db/schema/counters.ts';
import { reports } from '../../../db/schema/reports.ts';
import { studies } from '../../../db/schema/studies.ts';
import { type AuditEntry, auditRow, type RequestMeta } from '../audit/record-audit.ts';

export interface NewReport {
  clinicId: string;
  /** The report row's id, chosen here so the audit row can name it in the same statement. */
  id: string;
  /** Everything else the report row holds, as Drizzle inserts it (report_id and study_id aside). */
  values: Omit<typeof reports.$inferInsert, 'id' | 'clinicId' | 'reportId' | 'studyId'>;
  /** The study being reported (named, or the patient's open one); null makes a new one. */
  existingStudyId: string | null;
  /** The new study's facts, when one is made. */
  newStudy: { patientId: string; studyType: string; doctor: string | null };
  /** The study's status after this report: in-progress for a draft, else completed. */
  studyStatus: string;
  now: Date;
  audit: { entry: AuditEntry; meta: RequestMeta };
}

export const newReportRowId = () => randomUUID();

const p = sql.placeholder;

/**
 * The statement that inserts a report: takes the clinic's study (when one is made) and report
 * numbers, inserts the new study or moves the linked one on, inserts the report with its ids and
 * writes the audit row. Taking a counter locks its row until commit, and every creation of a
 * busy clinic queues on that lock; run on its own (autocommit) the statement holds it for its
 * execution and the commit only, with no client round trip in between. Counters are taken study
 * before report, as everywhere else, and a rollback gives the numbers back. (Rows inserted by a
 * sibling CTE are visible to the foreign key checks, which run at the end of the statement.)
 * Every value is a placeholder, so the statement is built and planned once per shape.
 */
function buildCreation(db: Database, makesStudy: boolean, valueKeys: string[]) {
  const taken = db.$with('taken', { name: sql<string>`name`, value: sql<number>`value` }).as(sql`
    insert into ${clinicCounters} (clinic_id, name, value)
    select ${p('clinicId')}::uuid, series.name, 1
    from (values ${sql.raw(makesStudy ? `('study', 1), ('report', 2)` : `('report', 2)`)}) as series(name, position)
    order by series.position
    on conflict (clinic_id, name) do update set value = ${clinicCounters}.value + 1
    returning name, value`);
  const study = makesStudy
    ? db.$with('study', { id: sql<string>`id`, code: sql<string>`study_id` }).as(sql`
        insert into ${studies} (clinic_id, study_id, patient_id, study_type, scheduled_date, status, doctor, created_at, updated_at)
        select ${p('clinicId')}::uuid, ${humanIdSql('study', sql`taken.value`)}, ${p('patientId')}::uuid,
          ${p('studyType')}, ${p('now')}::timestamptz, ${p('studyStatus')}, ${p('doctor')},
          ${p('now')}::timestamptz, ${p('now')}::timestamptz
        from taken where taken.name = 'study'
        returning id, study_id`)
    : db.$with('study', { id: sql<string>`id`, code: sql<string>`study_id` }).as(sql`
        update ${studies} set status = ${p('studyStatus')}, updated_at = ${p('now')}::timestamptz
        where ${studies.clinicId} = ${p('clinicId')} and ${studies.id} = ${p('existingStudyId')}::uuid
        returning id, null::text as study_id`);
  const auditInsert = db
    .insert(auditEvents)
    .values(
      Object.fromEntries(AUDIT_KEYS.map((key) => [key, sql`${p(`audit_${key}`)}`])) as unknown as PgInsertValue<
        typeof auditEvents
      >,
    )
    .returning({ id: auditEvents.id });
  const audit = db.$with('audit', { id: sql<number>`id` }).as(sql`${auditInsert.getSQL()}`);
  return db
    .with(taken, study, audit)
    .insert(reports)
    .values({
      // Bare placeholders, encoded by toDriverValues.
      ...Object.fromEntries(valueKeys.map((key) => [key, sql`${p(key)}`])),
      id: p('id'),
      clinicId: p('clinicId'),
      reportId: sql`(select ${humanIdSql('report', sql`taken.value`)} from taken where taken.name = 'report')`,
      studyId: sql`(select id from study)`,
      // The keys are the report's own columns (NewReport.values), checked where they are built.
    } as unknown as PgInsertValue<typeof reports>)
    .returning({ ...getTableColumns(reports), newStudyCode: sql<string | null>`(select study_id from study)` });
}

/**
 * Inserts a report with its ids (see buildCreation). On the app's shared handle the statement is
 * prepared once per shape; inside a transaction it is prepared on that transaction's connection.
 */
export async function insertReportWithIds(db: Database, report: NewReport, inTransaction: boolean) {
  const makesStudy = report.existingStudyId === null;
  const valueKeys = Object.keys(report.values).sort();
  // The shape is which study CTE and which report columns: a new column gets a new statement.
  const shape = createHash('sha1').update(valueKeys.join(',')).digest('hex').slice(0, 12);
  const name = `report_create_${makesStudy ? 'new' : 'linked'}_${shape}`;
  const statement = inTransaction
    ? buildCreation(db, makesStudy, valueKeys).prepare(name)
    : prepareOnce(db, name, (shared) => buildCreation(shared, makesStudy, valueKeys).prepare(name));
  const { entry, meta } = report.audit;
  const [row] = await statement.execute({
    ...toDriverValues(reports, report.values),
    id: report.id,
    clinicId: report.clinicId,
    patientId: report.newStudy.patientId,
    studyType: report.newStudy.studyType,
    doctor: report.newStudy.doctor,
    studyStatus: report.studyStatus,
    existingStudyId: report.existingStudyId,
    now: report.now.toISOString(),
    ...prefixed('audit_', toDriverValues(auditEvents, auditRow({ ...entry, entityId: report.id }, meta, report.now))),
  });
  // A study that was to be linked but no longer matched leaves the report without one: refuse.
  if (!row?.studyId) throw new Error('report insert linked no study');
  const { newStudyCode, ...inserted } = row;
  return { report: inserted, newStudyCode };
}

/** The audit row's columns, each bound as audit_<column> (the id is the table's own). */
const AUDIT_KEYS = Object.keys(getTableColumns(auditEvents)).filter((key) => key !== 'id');

const prefixed = (prefix: string, values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [`${prefix}${key}`, value]));

/**
 * Each value as its column would send it (dates, jsonb, numerics), null kept null: the statement
 * binds bare placeholders, since Drizzle's own encoding of a placeholder does not pass null
 * through (a draft's finalized_at, an audit row without details).
 */
function toDriverValues(table: typeof reports | typeof auditEvents, values: Record<string, unknown>) {
  const columns = getTableColumns(table) as Record<string, { mapToDriverValue(value: unknown): unknown }>;
  const encoded: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const column = columns[key];
    encoded[key] = value === null || value === undefined || !column ? (value ?? null) : column.mapToDriverValue(value);
  }
  return encoded;
}
