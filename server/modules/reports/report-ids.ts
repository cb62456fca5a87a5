import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { humanIdSql } from '../../../db/clinic-counters.ts';
import { clinicCounters } from '../../../db/schema/counters.ts';
import { reports } from '../../../db/schema/reports.ts';
import { studies } from '../../../db/schema/studies.ts';

export interface ReportCreationFinish {
  clinicId: string;
  /** The report row just inserted with a stand-in report id and no study yet. */
  reportRowId: string;
  /** The study being reported (named, or the patient's open one); null makes a new one. */
  existingStudyId: string | null;
  /** The new study's facts, when one is made. */
  newStudy: { patientId: string; studyType: string; doctor: string | null };
  /** The study's status after this report: in-progress for a draft, else completed. */
  studyStatus: string;
  now: Date;
  /** The audit row's INSERT (auditInsert), run as part of the same statement. */
  audit: SQL;
}

/**
 * Finishes a report's creation in one statement, the last of its transaction: takes the clinic's
 * study (when a study is made) and report numbers, inserts the new study or moves the linked one
 * on, gives the report its id and study, and writes the audit row. Taking a counter locks its row
 * until commit and every creation of a busy clinic queues on that lock, so it is held for this
 * statement and the commit only; one statement instead of five also saves four round trips per
 * report. Counters are taken study before report, as everywhere else, and a rollback gives the
 * numbers back. (Rows inserted in a sibling CTE are visible to the foreign key checks, which run
 * at the end of the statement.)
 */
export async function finishReportCreation(
  tx: Database,
  args: ReportCreationFinish,
): Promise<{ reportId: string; studyRowId: string; studyCode: string | null }> {
  const makesStudy = args.existingStudyId === null;
  const series = sql.raw(makesStudy ? `('study', 1), ('report', 2)` : `('report', 2)`);
  const { clinicId } = args;
  const now = args.now.toISOString();
  const result = await tx.execute(sql`
    with taken as (
      insert into ${clinicCounters} (clinic_id, name, value)
      select ${clinicId}::uuid, series.name, 1 from (values ${series}) as series(name, position) order by series.position
      on conflict (clinic_id, name) do update set value = ${clinicCounters}.value + 1
      returning name, value
    ), new_study as (
      insert into ${studies} (clinic_id, study_id, patient_id, study_type, scheduled_date, status, doctor, created_at, updated_at)
      select ${clinicId}::uuid, ${humanIdSql('study', sql`taken.value`)}, ${args.newStudy.patientId}::uuid,
        ${args.newStudy.studyType}, ${now}::timestamptz, ${args.studyStatus}, ${args.newStudy.doctor},
        ${now}::timestamptz, ${now}::timestamptz
      from taken where taken.name = 'study'
      returning id, study_id
    ), linked_study as (
      update ${studies} set status = ${args.studyStatus}, updated_at = ${now}::timestamptz
      where ${studies.clinicId} = ${clinicId} and ${studies.id} = ${args.existingStudyId}::uuid
      returning id
    ), audit as (${args.audit})
    update ${reports}
    set report_id = ${humanIdSql('report', sql`taken.value`)},
      study_id = coalesce((select id from new_study), (select id from linked_study))
    from taken
    where taken.name = 'report' and ${reports.clinicId} = ${clinicId} and ${reports.id} = ${args.reportRowId}
    returning ${reports.reportId} as report_id, ${reports.studyId} as study_row_id,
      (select study_id from new_study) as study_code`);
  const [row] = (
    result as unknown as { rows: { report_id: string; study_row_id: string | null; study_code: string | null }[] }
  ).rows;
  // Without its id and study the report must not be committed with the stand-in.
  if (!row?.study_row_id) throw new Error('report creation finished nothing');
  if (makesStudy && !row.study_code) throw new Error('study id assignment updated nothing');
  return { reportId: row.report_id, studyRowId: row.study_row_id, studyCode: row.study_code };
}
