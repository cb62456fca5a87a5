import { createHash, randomUUID } from 'node:crypto';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue } from 'drizzle-orm/pg-core';
import { type Database, type Db, prepareOnce, type Tx } from '../../../db/client.ts';
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

export const p = sql.placeholder;

/**
 * A placeholder cast to its column's type. In INSERT ... SELECT (unlike VALUES) the target column
 * does not type a bare placeholder, so the type is spelled out.
 */
export const typedPlaceholder = (name: string, column: PgColumn) => sql`${p(name)}::${sql.raw(column.getSQLType())}`;

/** The counter rows a creation may take, study before report (the order every path locks them in). */
export const COUNTER_SERIES = sql`(values ('study', 1), ('report', 2)) as series(name, position)`;

/**
 * Takes the clinic's numbers for the series rows `from` yields. Taking a counter locks its row
 * until commit, and every creation of a busy clinic queues on that lock, so the statements that
 * use this run on their own (autocommit) wherever they can. A rollback gives the numbers back.
 */
export const takeNumbers = (db: Db, from: SQL) =>
  db.$with('taken', { name: sql<string>`name`, value: sql<number>`value` }).as(sql`
    insert into ${clinicCounters} (clinic_id, name, value)
    select ${p('clinicId')}::uuid, series.name, 1
    from ${from}
    order by series.position
    on conflict (clinic_id, name) do update set value = ${clinicCounters}.value + 1
    returning name, value`);

/** The report's human id, from the 'report' row of `taken`. */
export const REPORT_NUMBER = sql`(select ${humanIdSql('report', sql`taken.value`)} from taken where taken.name = 'report')`;

/** Inserts the new study, numbered by the 'study' row of `taken` that `from` yields. */
export const insertNewStudy = (from: SQL) => sql`
  insert into ${studies} (clinic_id, study_id, patient_id, study_type, scheduled_date, status, doctor, created_at, updated_at)
  select ${p('clinicId')}::uuid, ${humanIdSql('study', sql`taken.value`)}, ${p('patientId')}::uuid,
    ${p('studyType')}, ${p('now')}::timestamptz, ${p('studyStatus')}, ${p('doctor')},
    ${p('now')}::timestamptz, ${p('now')}::timestamptz
  from ${from}
  returning id, study_id`;

/** Moves the linked study on (in-progress or completed); returns no row when it is gone. */
export const updateLinkedStudy = (studyId: SQL) => sql`
  update ${studies} set status = ${p('studyStatus')}, updated_at = ${p('now')}::timestamptz
  where ${studies.clinicId} = ${p('clinicId')} and ${studies.id} = ${studyId}
  returning id, null::text as study_id`;

/** The audit row's columns, each bound as audit_<column> (the id is the table's own). */
const AUDIT_COLUMNS = Object.entries(getTableColumns(auditEvents)).filter(([key]) => key !== 'id');

/** The audit row of the creation, once per row of `from` (none: exactly once). */
export const insertAudit = (db: Db, from?: SQL) =>
  db.$with('audit', { id: sql<number>`id` }).as(sql`
    insert into ${auditEvents} (${sql.join(
      AUDIT_COLUMNS.map(([, column]) => sql.identifier(column.name)),
      sql`, `,
    )})
    select ${sql.join(
      AUDIT_COLUMNS.map(([key, column]) => typedPlaceholder(`audit_${key}`, column)),
      sql`, `,
    )}
    ${from ? sql`from ${from}` : sql``}
    returning id`);

/**
 * The statement that inserts a report once its study is known: takes the clinic's study (when
 * one is made) and report numbers, inserts the new study or moves the linked one on, inserts the
 * report with its ids and writes the audit row, with no client round trip in between. (Rows
 * inserted by a sibling CTE are visible to the foreign key checks, which run at the end of the
 * statement.) Every value is a placeholder, so the statement is built and planned once per shape.
 */
function buildCreation(db: Db, makesStudy: boolean, valueKeys: string[]) {
  const taken = takeNumbers(db, makesStudy ? COUNTER_SERIES : sql`${COUNTER_SERIES} where series.name = 'report'`);
  const study = db
    .$with('study', { id: sql<string>`id`, code: sql<string>`study_id` })
    .as(
      makesStudy
        ? insertNewStudy(sql`taken where taken.name = 'study'`)
        : updateLinkedStudy(sql`${p('existingStudyId')}::uuid`),
    );
  return db
    .with(taken, study, insertAudit(db))
    .insert(reports)
    .values({
      // Bare placeholders, encoded by putDriverValues (creationParams).
      ...Object.fromEntries(valueKeys.map((key) => [key, sql`${p(key)}`])),
      id: p('id'),
      clinicId: p('clinicId'),
      reportId: REPORT_NUMBER,
      studyId: sql`(select id from study)`,
      // The keys are the report's own columns (NewReport.values), checked where they are built.
    } as unknown as PgInsertValue<typeof reports>)
    .returning({ ...getTableColumns(reports), newStudyCode: sql<string | null>`(select study_id from study)` });
}

/** A statement name's suffix for the report columns it binds: a new column gets a new statement. */
export function valueKeysShape(valueKeys: string[]): string {
  const keys = valueKeys.join(',');
  let shape = shapes.get(keys);
  if (shape === undefined) {
    shape = createHash('sha1').update(keys).digest('hex').slice(0, 12);
    shapes.set(keys, shape);
  }
  return shape;
}
// A handful of shapes (which optional report fields are sent), hashed once each, not per request.
const shapes = new Map<string, string>();

/**
 * Inserts a report with its ids (see buildCreation). On the app's shared handle the statement is
 * prepared once per shape; inside a transaction it is prepared on that transaction's connection.
 */
export async function insertReportWithIds(on: { db: Database } | { tx: Tx }, report: NewReport) {
  const makesStudy = report.existingStudyId === null;
  const valueKeys = Object.keys(report.values).sort();
  const name = `report_create_${makesStudy ? 'new' : 'linked'}_${valueKeysShape(valueKeys)}`;
  const statement =
    'tx' in on
      ? buildCreation(on.tx, makesStudy, valueKeys).prepare(name)
      : prepareOnce(on.db, name, (shared) => buildCreation(shared, makesStudy, valueKeys).prepare(name));
  const params = creationParams(report);
  params.existingStudyId = report.existingStudyId;
  const [row] = await statement.execute(params);
  const { newStudyCode, ...inserted } = requireStudy(row);
  return { report: inserted, newStudyCode };
}

/**
 * A study that was to be linked but was gone by the time of the insert leaves the report without
 * one: refuse rather than answer with a report no study holds.
 */
export function requireStudy<R extends { studyId: string | null }>(row: R | undefined): R {
  if (!row?.studyId) throw new Error('report insert linked no study');
  return row;
}

/**
 * The values every creation statement binds, whichever study it links. Written into one object:
 * a literal spreading the ~45 report values and then adding more costs ~60 µs in V8 (see
 * presentReport), more than the rest of a creation's JavaScript together.
 */
export function creationParams(report: Omit<NewReport, 'existingStudyId'>): Record<string, unknown> {
  const { entry, meta } = report.audit;
  const params: Record<string, unknown> = {};
  putDriverValues(params, reports, report.values);
  params.id = report.id;
  params.clinicId = report.clinicId;
  params.patientId = report.newStudy.patientId;
  params.studyType = report.newStudy.studyType;
  params.doctor = report.newStudy.doctor;
  params.studyStatus = report.studyStatus;
  params.now = report.now.toISOString();
  putDriverValues(params, auditEvents, auditRow({ ...entry, entityId: report.id }, meta, report.now), 'audit_');
  return params;
}

/**
 * Each value as its column would send it (dates, jsonb, numerics), null kept null, into `params`
 * under `prefix` + its key: the statements bind bare placeholders, since Drizzle's own encoding of
 * a placeholder does not pass null through (a draft's finalized_at, an audit row without details).
 */
function putDriverValues(
  params: Record<string, unknown>,
  table: typeof reports | typeof auditEvents,
  values: Record<string, unknown>,
  prefix = '',
): void {
  const columns = getTableColumns(table) as Record<string, { mapToDriverValue(value: unknown): unknown }>;
  for (const [key, value] of Object.entries(values)) {
    const column = columns[key];
    params[prefix + key] =
      value === null || value === undefined || !column ? (value ?? null) : column.mapToDriverValue(value);
  }
}
