import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { humanIdSql } from '../../../db/clinic-counters.ts';
import { clinicCounters } from '../../../db/schema/counters.ts';
import { reports } from '../../../db/schema/reports.ts';
import { studies } from '../../../db/schema/studies.ts';

/**
 * Gives a new report (and the study made for it, if any) their human ids, as the last statement
 * of the creating transaction. Taking a clinic's counter locks its row until commit, and every
 * creation of a busy clinic queues on that lock; taken first, the lock was held across all the
 * inserts (~100 creations/s per clinic at 50 connections); taken here, for one statement and the
 * commit. Both counters are taken in one statement, study before report as everywhere else, and
 * a rollback still gives the numbers back.
 */
export async function assignReportIds(
  tx: Database,
  clinicId: string,
  reportRowId: string,
  newStudyRowId: string | null,
): Promise<{ reportId: string; studyCode: string | null }> {
  const series = sql.raw(newStudyRowId ? `('study', 1), ('report', 2)` : `('report', 2)`);
  const result = await tx.execute(sql`
    with taken as (
      insert into ${clinicCounters} (clinic_id, name, value)
      select ${clinicId}::uuid, series.name, 1 from (values ${series}) as series(name, position) order by series.position
      on conflict (clinic_id, name) do update set value = ${clinicCounters}.value + 1
      returning name, value
    ), study as (
      update ${studies} set study_id = ${humanIdSql('study', sql`taken.value`)}
      from taken
      where taken.name = 'study' and ${studies.clinicId} = ${clinicId} and ${studies.id} = ${newStudyRowId}
      returning ${studies.studyId} as study_code
    )
    update ${reports} set report_id = ${humanIdSql('report', sql`taken.value`)}
    from taken
    where taken.name = 'report' and ${reports.clinicId} = ${clinicId} and ${reports.id} = ${reportRowId}
    returning ${reports.reportId} as report_id, (select study_code from study) as study_code`);
  const [row] = (result as unknown as { rows: { report_id: string; study_code: string | null }[] }).rows;
  // Without its id the report must not be committed with the stand-in.
  if (!row) throw new Error('report id assignment updated nothing');
  if (newStudyRowId && !row.study_code) throw new Error('study id assignment updated nothing');
  return { reportId: row.report_id, studyCode: row.study_code };
}
