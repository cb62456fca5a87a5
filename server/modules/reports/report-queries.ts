import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Database, type Db, idAmong, prepareOnce } from '../../../db/client.ts';
import { patients } from '../../../db/schema/patients.ts';
import { reportCounts } from '../../../db/schema/report-counts.ts';
import { reports } from '../../../db/schema/reports.ts';
import { studies } from '../../../db/schema/studies.ts';
import type { RequestScope } from '../../app-deps.ts';
import { classifySearch, matchingPatientsInline, normaliseSearch } from '../patients/patient-search-match.ts';
import type { ReportJoined, ReportSummaryJoined } from './report-presenter.ts';

// Tenant joins carry the clinic too (DESIGN §1: keys include clinic_id, for Citus).
const patientOfReport = and(eq(patients.clinicId, reports.clinicId), eq(patients.id, reports.patientId));
const studyOfReport = and(eq(studies.clinicId, reports.clinicId), eq(studies.id, reports.studyId));

const joinedNames = {
  patientFirstName: patients.firstName,
  patientLastName: patients.lastName,
  patientCode: patients.patientId,
  studyCode: studies.studyId,
};

/**
 * A list row reads only these columns: the content (findings, section values, measurements,
 * obstetric fields) stays in the table, since the list is cached 30 s and the editors and
 * print load the report by id anyway.
 */
const summaryFields = {
  report: {
    id: reports.id,
    reportId: reports.reportId,
    studyId: reports.studyId,
    patientId: reports.patientId,
    reportType: reports.reportType,
    status: reports.status,
    version: reports.version,
    doctorName: reports.doctorName,
    finalizedAt: reports.finalizedAt,
    createdAt: reports.createdAt,
    updatedAt: reports.updatedAt,
  },
  ...joinedNames,
};

function selectJoined(db: Db) {
  return db
    .select({ report: reports, ...joinedNames })
    .from(reports)
    .innerJoin(patients, patientOfReport)
    .leftJoin(studies, studyOfReport);
}

export async function findReport(db: Db, scope: RequestScope, id: string): Promise<ReportJoined | undefined> {
  const [row] = await selectJoined(db).where(and(eq(reports.clinicId, scope.clinicId), eq(reports.id, id)));
  return row;
}

export interface ReportFilter {
  search?: string | undefined;
  status?: string | undefined;
  reportType?: string | undefined;
  patientId?: string | undefined;
}

/** Newest first; search on report id, study id, patient name, patient id and phone. */
export async function findReportPage(
  db: Database,
  scope: RequestScope,
  filter: ReportFilter,
  page: number,
  limit: number,
): Promise<{ rows: ReportSummaryJoined[]; total: number }> {
  const offset = (page - 1) * limit;
  if (!filter.search) {
    const rows = await filteredPage(db, filter).execute({
      clinicId: scope.clinicId,
      status: filter.status,
      reportType: filter.reportType,
      patientId: filter.patientId,
      limit,
      offset,
    });
    // A page past the end has no row to carry the total.
    const total = rows[0]?.total ?? (await countReports(db, and(...filterConditions(scope, filter))));
    return { rows, total };
  }
  const byName = patientNameMatch(scope.clinicId, filter.search);
  const pattern = `%${normaliseSearch(filter.search)}%`;
  const where = and(
    ...filterConditions(scope, filter),
    byName
      ? sql`${reports.patientId} in (select id from (${byName}) as matched)`
      : sql`(lower(${reports.reportId}) like ${pattern} or ${patients.search} like ${pattern} or lower(coalesce(${studies.studyId}, '')) like ${pattern})`,
  );
  const counted = db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(reports);
  const newestFirst = [desc(reports.createdAt), desc(reports.id)];
  const joined = db
    .select(summaryFields)
    .from(reports)
    .innerJoin(patients, patientOfReport)
    .leftJoin(studies, studyOfReport);
  const [rows, totals] = await Promise.all([
    byName
      ? // The page's ids from reports alone, then only those joined (not every match before the limit).
        joined
          .where(
            and(
              eq(reports.clinicId, scope.clinicId),
              idAmong(
                reports.id,
                db
                  .select({ id: reports.id })
                  .from(reports)
                  .where(where)
                  .orderBy(...newestFirst)
                  .limit(limit)
                  .offset(offset),
              ),
            ),
          )
          .orderBy(...newestFirst)
      : joined
          .where(where)
          .orderBy(...newestFirst)
          .limit(limit)
          .offset(offset),
    // A name match names the reports' patients by id: the count needs no join.
    byName
      ? counted.where(where)
      : counted.innerJoin(patients, patientOfReport).leftJoin(studies, studyOfReport).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/**
 * A term of letters (two or more) can only occur in a patient's name: report and study ids are R-
 * and S- with digits, the patient id P- with digits, a phone digits. Its reports are then those of
 * the patients the patient search finds through the name-word index, instead of testing the text
 * of every report's patient, study and ids (~90 ms over a clinic's 60,000 reports). Null for any
 * other term, which is matched as text against all of them.
 */
function patientNameMatch(clinicId: string, term: string): SQL | null {
  const match = classifySearch(term);
  // At least two letters in all.
  if (match.kind !== 'name-words' || match.words.join('').length < 2) return null;
  return matchingPatientsInline(clinicId, match);
}

function filterConditions(scope: RequestScope, filter: ReportFilter): SQL[] {
  const conditions: SQL[] = [eq(reports.clinicId, scope.clinicId)];
  if (filter.status) conditions.push(eq(reports.status, filter.status));
  if (filter.reportType) conditions.push(eq(reports.reportType, filter.reportType));
  if (filter.patientId) conditions.push(eq(reports.patientId, filter.patientId));
  return conditions;
}

async function countReports(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(reports)
    .where(where);
  return row?.n ?? 0;
}

/**
 * The list without a search, one prepared statement per combination of filters: the page's ids
 * come from reports alone (its index gives the newest rows directly; joining first lets the
 * planner hash-join the clinic's whole patient table), then just those are joined. The total is
 * a sum over the clinic's report_counts rows (at most one per type and status, kept by a
 * trigger), or for one patient's reports a count of their few index entries, in the same round
 * trip (counting a clinic's 60,000 reports from an index took 7 ms on every page).
 */
function filteredPage(db: Database, filter: ReportFilter) {
  const has = { status: !!filter.status, reportType: !!filter.reportType, patientId: !!filter.patientId };
  const name = `report_page_${Number(has.status)}${Number(has.reportType)}${Number(has.patientId)}`;
  return prepareOnce(
    db,
    name,
    (shared) => {
      const conditions: SQL[] = [eq(reports.clinicId, sql.placeholder('clinicId'))];
      if (has.status) conditions.push(eq(reports.status, sql.placeholder('status')));
      if (has.reportType) conditions.push(eq(reports.reportType, sql.placeholder('reportType')));
      if (has.patientId) conditions.push(eq(reports.patientId, sql.placeholder('patientId')));
      const where = and(...conditions);
      // Inside these subqueries "reports" names their own FROM, so the same conditions apply there.
      const pageIds = shared
        .select({ id: reports.id })
        .from(reports)
        .where(where)
        .orderBy(desc(reports.createdAt), desc(reports.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'));
      return shared
        .select({ ...summaryFields, total: totalOf(has, where) })
        .from(reports)
        .innerJoin(patients, patientOfReport)
        .leftJoin(studies, studyOfReport)
        .where(and(eq(reports.clinicId, sql.placeholder('clinicId')), idAmong(reports.id, pageIds)))
        .orderBy(desc(reports.createdAt), desc(reports.id))
        .prepare(name);
    },
    { genericPlan: true },
  );
}

function totalOf(has: { status: boolean; reportType: boolean; patientId: boolean }, where: SQL | undefined) {
  if (has.patientId) return sql<number>`(select count(*) from ${reports} where ${where})`.mapWith(Number);
  const conditions: SQL[] = [eq(reportCounts.clinicId, sql.placeholder('clinicId'))];
  if (has.status) conditions.push(eq(reportCounts.status, sql.placeholder('status')));
  if (has.reportType) conditions.push(eq(reportCounts.reportType, sql.placeholder('reportType')));
  return sql<number>`(select coalesce(sum(${reportCounts.n}), 0) from ${reportCounts} where ${and(...conditions)})`.mapWith(
    Number,
  );
}
