import { getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { FORM_F_IF_PREGNANT_TYPES } from '../../../core/formf/formf-scope.ts';
import { PLANS } from '../../../core/plans/catalogue.ts';
import { limitFor } from '../../../core/subscriptions/plan-limits.ts';
import { type Database, prepareOnce } from '../../../db/client.ts';
import { reports } from '../../../db/schema/reports.ts';
import {
  COUNTER_SERIES,
  creationParams,
  insertAudit,
  insertNewStudy,
  type NewReport,
  p,
  REPORT_NUMBER,
  requireStudy,
  takeNumbers,
  typedPlaceholder,
  updateLinkedStudy,
  valueKeysShape,
} from './report-ids.ts';
import type { ReportJoined } from './report-presenter.ts';

/**
 * The study a new report belongs to, as a lateral subquery of the patient `p`: the one named (it
 * must be this patient's), else the patient's open study of the earliest date, if any.
 */
export function reportStudyLookup(namedStudyId: SQL | null): SQL {
  return namedStudyId
    ? sql`select s.id, s.study_id from studies s
        where s.clinic_id = p.clinic_id and s.id = ${namedStudyId} and s.patient_id = p.id`
    : // Written out (not as parameters) so the planner matches the partial index of open studies.
      sql`select s.id, s.study_id from studies s
        where s.clinic_id = p.clinic_id and s.patient_id = p.id and s.status in ('scheduled', 'in-progress')
        order by s.scheduled_date limit 1`;
}

/** Whether the doctor a report names is one of the patient `p`'s clinic. */
export const doctorOfClinic = (doctorId: SQL) =>
  sql`exists (select 1 from doctors d where d.clinic_id = p.clinic_id and d.id = ${doctorId})`;

/** The plan of the patient `p`'s organisation (its primary centre holds it); null without a subscription. */
export const planOfClinic = sql`(select s.plan_id from clinics c join organisations o on o.id = c.organisation_id
  join subscriptions s on s.clinic_id = o.primary_clinic_id where c.id = p.clinic_id)`;

/**
 * Plans without a monthly report limit: their creations need neither the count nor its lock. An
 * unknown plan id is not among them, as limitFor counts it as limited.
 */
const UNLIMITED_REPORT_PLANS = PLANS.map((plan) => plan.id).filter((id) => limitFor(id, 'reportsPerMonth') === null);

interface Shape {
  namedStudy: boolean;
  doctor: boolean;
  valueKeys: string[];
}

/**
 * What the column's default gives, for a column the report values leave out: INSERT ... SELECT
 * names every column, so DEFAULT cannot be left to PostgreSQL.
 */
function columnDefault(column: PgColumn): SQL {
  // A default computed in JS would be computed once, when the statement is built.
  if (column.defaultFn || column.onUpdateFn) throw new Error(`report column ${column.name} needs a value`);
  if (column.default === undefined) return sql`null`;
  return is(column.default, SQL)
    ? column.default
    : sql`${sql.param(column.default, column)}::${sql.raw(column.getSQLType())}`;
}

/**
 * A report creation's checks and writes as one statement (one round trip, planned once per shape).
 * `ok` holds the patient when everything a creation checks holds: the patient is the clinic's,
 * the doctor (when named) too, the plan does not limit reports, and the study named is this
 * patient's; it also finds the study being reported as loadCreationContext does. Every write
 * reads from `ok`, so when a check fails the statement writes nothing and takes no number, and
 * the caller finds out why the slow way. Counters are taken study (only when no study was
 * found) before report, as everywhere else.
 */
function buildOneStatement(db: Database, { namedStudy, doctor, valueKeys }: Shape) {
  const ok = db
    .$with('ok', {
      firstName: sql<string>`first_name`,
      lastName: sql<string>`last_name`,
      patientCode: sql<string>`patient_code`,
      studyRowId: sql<string | null>`study_row_id`,
      studyCode: sql<string | null>`study_code`,
    })
    .as(sql`
      select p.first_name, p.last_name, p.patient_id as patient_code, study.id as study_row_id, study.study_id as study_code
      from patients p ${namedStudy ? sql`join` : sql`left join`} lateral (${reportStudyLookup(
        namedStudy ? sql`${p('studyId')}::uuid` : null,
      )}) study on true
      where p.clinic_id = ${p('clinicId')}::uuid and p.id = ${p('patientId')}::uuid
        and ${doctor ? doctorOfClinic(sql`${p('doctorId')}::uuid`) : sql`true`}
        and coalesce(${planOfClinic} = any(${p('unlimitedPlans')}::text[]), true)
        and not (p.is_pregnant and ${p('reportType')}::text = any(${p('formFIfPregnantTypes')}::text[]))`);
  const taken = takeNumbers(
    db,
    sql`ok cross join ${COUNTER_SERIES} where series.name = 'report' or ok.study_row_id is null`,
  );
  const studyFields = { id: sql<string>`id`, code: sql<string | null>`study_id` };
  const newStudy = db.$with('new_study', studyFields).as(insertNewStudy(sql`ok join taken on taken.name = 'study'`));
  const linkedStudy = db.$with('linked_study', studyFields).as(updateLinkedStudy(sql`(select study_row_id from ok)`));
  const given = new Set(valueKeys);
  const computed: Record<string, SQL> = {
    id: typedPlaceholder('id', reports.id),
    clinicId: typedPlaceholder('clinicId', reports.clinicId),
    reportId: REPORT_NUMBER,
    // None when a linked study was gone by the time of the update: requireStudy refuses that.
    studyId: sql`coalesce((select id from linked_study), (select id from new_study))`,
  };
  // In the order Drizzle lists the insert's columns: all but those PostgreSQL always generates.
  const row = Object.entries(getTableColumns(reports))
    .filter(([, column]) => column.generated === undefined || column.generated.type === 'byDefault')
    .map(([key, column]) => computed[key] ?? (given.has(key) ? typedPlaceholder(key, column) : columnDefault(column)));
  return db
    .with(ok, taken, newStudy, linkedStudy, insertAudit(db, sql`ok`))
    .insert(reports)
    .select(sql`select ${sql.join(row, sql`, `)} from ok`)
    .returning({
      ...getTableColumns(reports),
      patientFirstName: sql<string>`(select first_name from ok)`,
      patientLastName: sql<string>`(select last_name from ok)`,
      patientCode: sql<string>`(select patient_code from ok)`,
      studyCode: sql<string | null>`coalesce((select study_code from ok), (select study_id from new_study))`,
    });
}

/**
 * Creates a report in one statement when nothing stands in its way (see buildOneStatement), on the
 * app's shared handle: autocommit holds the clinic's counter rows for the least time. Undefined
 * when it wrote nothing: the patient, doctor or study was not found, or the plan limits reports.
 */
export async function createReportInOneStatement(
  db: Database,
  report: Omit<NewReport, 'existingStudyId'>,
  namedStudyId: string | null,
): Promise<ReportJoined | undefined> {
  const valueKeys = Object.keys(report.values).sort();
  const shape = { namedStudy: namedStudyId !== null, doctor: Boolean(report.values.doctorId), valueKeys };
  const name = `report_create_one_${shape.namedStudy ? 'named' : 'open'}_${shape.doctor ? 'doctor' : 'any'}_${valueKeysShape(valueKeys)}`;
  const statement = prepareOnce(db, name, (shared) => buildOneStatement(shared, shape).prepare(name));
  // Added to the params object, not spread into a new one (see creationParams).
  const params = creationParams(report);
  params.studyId = namedStudyId;
  params.unlimitedPlans = UNLIMITED_REPORT_PLANS;
  // A pregnant woman's abdominal or pelvic scan needs its Form F: the long way makes it.
  params.formFIfPregnantTypes = FORM_F_IF_PREGNANT_TYPES;
  const [row] = await statement.execute(params);
  if (!row) return undefined;
  const { patientFirstName, patientLastName, patientCode, studyCode, ...inserted } = requireStudy(row);
  return { report: inserted, patientFirstName, patientLastName, patientCode, studyCode };
}
