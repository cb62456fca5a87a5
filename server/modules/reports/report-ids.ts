import { randomUUID } from 'node:crypto';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { humanIdSql } from '../../../db/clinic-counters.ts';
import { clinicCounters } from '../../../db/schema/counters.ts';
import { reports } from '../../../db/schema/reports.ts';
import { studies } from '../../../db/schema/studies.ts';

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
  /** The audit row's INSERT (auditInsert(...).getSQL()), run by the same statement. */
  audit: (reportRowId: string) => SQL;
}

export const newReportRowId = () => randomUUID();

/**
 * Inserts a report in one statement: takes the clinic's study (when one is made) and report
 * numbers, inserts the new study or moves the linked one on, inserts the report with its ids and
 * writes the audit row. Taking a counter locks its row until commit, and every creation of a
 * busy clinic queues on that lock; run on its own (autocommit) the statement holds it for its
 * execution and the commit only, with no client round trip in between. Counters are taken study
 * before report, as everywhere else, and a rollback gives the numbers back. (Rows inserted by a
 * sibling CTE are visible to the foreign key checks, which run at the end of the statement.)
 */
export async function insertReportWithIds(db: Database, report: NewReport) {
  const makesStudy = report.existingStudyId === null;
  const series = sql.raw(makesStudy ? `('study', 1), ('report', 2)` : `('report', 2)`);
  const { clinicId } = report;
  const now = report.now.toISOString();
  const taken = db.$with('taken', { name: sql<string>`name`, value: sql<number>`value` }).as(sql`
    insert into ${clinicCounters} (clinic_id, name, value)
    select ${clinicId}::uuid, series.name, 1 from (values ${series}) as series(name, position) order by series.position
    on conflict (clinic_id, name) do update set value = ${clinicCounters}.value + 1
    returning name, value`);
  const newStudy = db.$with('new_study', { id: sql<string>`id`, studyId: sql<string>`study_id` }).as(sql`
    insert into ${studies} (clinic_id, study_id, patient_id, study_type, scheduled_date, status, doctor, created_at, updated_at)
    select ${clinicId}::uuid, ${humanIdSql('study', sql`taken.value`)}, ${report.newStudy.patientId}::uuid,
      ${report.newStudy.studyType}, ${now}::timestamptz, ${report.studyStatus}, ${report.newStudy.doctor},
      ${now}::timestamptz, ${now}::timestamptz
    from taken where taken.name = 'study'
    returning id, study_id`);
  const linkedStudy = db.$with('linked_study', { id: sql<string>`id` }).as(sql`
    update ${studies} set status = ${report.studyStatus}, updated_at = ${now}::timestamptz
    where ${studies.clinicId} = ${clinicId} and ${studies.id} = ${report.existingStudyId}::uuid
    returning id`);
  const audit = db.$with('audit', { id: sql<number>`id` }).as(sql`${report.audit(report.id)} returning id`);
  const [row] = await db
    .with(taken, newStudy, linkedStudy, audit)
    .insert(reports)
    .values({
      ...report.values,
      id: report.id,
      clinicId,
      reportId: sql`(select ${humanIdSql('report', sql`taken.value`)} from taken where taken.name = 'report')`,
      studyId: sql`coalesce((select id from new_study), (select id from linked_study))`,
    })
    .returning({ ...getTableColumns(reports), newStudyCode: sql<string | null>`(select study_id from new_study)` });
  // A study that was to be linked but no longer matched leaves the report without one: refuse.
  if (!row?.studyId) throw new Error('report insert linked no study');
  const { newStudyCode, ...inserted } = row;
  return { report: inserted, newStudyCode };
}
