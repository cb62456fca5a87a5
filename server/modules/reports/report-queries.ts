import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { patients } from '../../../db/schema/patients.ts';
import { reports } from '../../../db/schema/reports.ts';
import { studies } from '../../../db/schema/studies.ts';
import type { RequestScope } from '../../app-deps.ts';
import { normaliseSearch } from '../patients/patient-queries.ts';
import type { ReportJoined } from './report-presenter.ts';

function selectJoined(db: Database) {
  return db
    .select({
      report: reports,
      patientFirstName: patients.firstName,
      patientLastName: patients.lastName,
      patientCode: patients.patientId,
      studyCode: studies.studyId,
    })
    .from(reports)
    .innerJoin(patients, and(eq(patients.clinicId, reports.clinicId), eq(patients.id, reports.patientId)))
    .leftJoin(studies, and(eq(studies.clinicId, reports.clinicId), eq(studies.id, reports.studyId)));
}

export async function findReport(db: Database, scope: RequestScope, id: string): Promise<ReportJoined | undefined> {
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
) {
  const conditions: SQL[] = [eq(reports.clinicId, scope.clinicId)];
  if (filter.status) conditions.push(eq(reports.status, filter.status));
  if (filter.reportType) conditions.push(eq(reports.reportType, filter.reportType));
  if (filter.patientId) conditions.push(eq(reports.patientId, filter.patientId));
  if (filter.search) {
    const pattern = `%${normaliseSearch(filter.search)}%`;
    conditions.push(
      sql`(lower(${reports.reportId}) like ${pattern} or ${patients.search} like ${pattern} or lower(coalesce(${studies.studyId}, '')) like ${pattern})`,
    );
  }
  const where = and(...conditions);
  const offset = (page - 1) * limit;
  // Only a search needs the joins; every report has its patient, so without one they change no count.
  const count = db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(reports);
  const counted = filter.search
    ? count
        .innerJoin(patients, and(eq(patients.clinicId, reports.clinicId), eq(patients.id, reports.patientId)))
        .leftJoin(studies, and(eq(studies.clinicId, reports.clinicId), eq(studies.id, reports.studyId)))
        .where(where)
    : count.where(where);
  // Without a search, page on reports alone (its index gives the newest rows directly), then join
  // just those; joining first lets the planner hash-join the clinic's whole patient table.
  const pageRows = filter.search
    ? selectJoined(db).where(where).orderBy(desc(reports.createdAt), desc(reports.id)).limit(limit).offset(offset)
    : db
        .select({ id: reports.id })
        .from(reports)
        .where(where)
        .orderBy(desc(reports.createdAt), desc(reports.id))
        .limit(limit)
        .offset(offset)
        .then((ids) =>
          ids.length === 0
            ? []
            : selectJoined(db)
                .where(
                  and(
                    eq(reports.clinicId, scope.clinicId),
                    inArray(
                      reports.id,
                      ids.map((r) => r.id),
                    ),
                  ),
                )
                .orderBy(desc(reports.createdAt), desc(reports.id)),
        );
  const [rows, totals] = await Promise.all([pageRows, counted]);
  return { rows, total: totals[0]?.n ?? 0 };
}
