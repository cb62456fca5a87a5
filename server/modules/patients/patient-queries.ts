import { and, count, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import { type Database, type Db, idAmong, prepareOnce } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { clinicCounters } from '../../../db/schema/counters.ts';
import { patients } from '../../../db/schema/patients.ts';
import { reports } from '../../../db/schema/reports.ts';
import type { RequestScope } from '../../app-deps.ts';
import type { PatientRow } from './patient-presenter.ts';
import { classifySearch, matchingPatientsInline } from './patient-search-match.ts';
import { findSearchPage } from './patient-search-pages.ts';

export interface PatientFilter {
  search?: string | undefined;
  gender?: string | undefined;
  withoutReports?: boolean;
}

function filterConditions(scope: RequestScope, filter: PatientFilter): SQL[] {
  const conditions: SQL[] = [eq(patients.clinicId, scope.clinicId)];
  if (filter.search) {
    // The same patients as the search alone finds (patient-search-match.ts).
    const matches = matchingPatientsInline(scope.clinicId, classifySearch(filter.search));
    conditions.push(sql`${patients.id} in (select id from (${matches}) as matched)`);
  }
  if (filter.gender) conditions.push(eq(patients.gender, filter.gender));
  if (filter.withoutReports) {
    conditions.push(
      sql`not exists (select 1 from ${reports} where ${reports.clinicId} = ${patients.clinicId} and ${reports.patientId} = ${patients.id})`,
    );
  }
  return conditions;
}

/**
 * One page of patients, newest first, with the exact total. A search alone is one prepared
 * statement (patient-search-pages.ts); a search with the gender or without-reports filter keeps
 * only the id and created_at of the matches in a MATERIALIZED CTE, so the planner uses the match's
 * own index instead of walking the created_at index hoping to stop early (stack notes G8: that
 * gamble cost 0.5-1.5 s at p99), and counts and pages them before reading the page's rows.
 */
export async function findPatientPage(
  db: Database,
  scope: RequestScope,
  filter: PatientFilter,
  page: number,
  limit: number,
): Promise<{ rows: PatientRow[]; total: number }> {
  // Built only where needed: the search alone and the plain list are prepared statements.
  const where = () => and(...filterConditions(scope, filter));
  const offset = (page - 1) * limit;
  if (filter.search && !filter.gender && !filter.withoutReports) {
    const found = await findSearchPage(db, scope.clinicId, classifySearch(filter.search), limit, offset);
    // A page past the end has no row to carry the total.
    const total = found.total ?? (await countPatients(db, where()));
    return { rows: found.rows, total };
  }
  if (filter.search) {
    const matched = db.select({ id: patients.id, createdAt: patients.createdAt }).from(patients).where(where());
    const rows = await queryRows<PatientSqlRow>(
      db,
      sql`with matched as materialized (${matched}),
          page as (
            select id, created_at, count(*) over () as total_count from matched
            order by created_at desc, id desc limit ${limit} offset ${offset}
          )
          select p.*, page.total_count from page
          join ${patients} p on p.clinic_id = ${scope.clinicId} and p.id = page.id
          order by page.created_at desc, page.id desc`,
    );
    const total = rows.length > 0 ? Number(rows[0]?.total_count) : await countPatients(db, where());
    return { rows: rows.map(rowFromSql), total };
  }
  if (!filter.gender && !filter.withoutReports) {
    const found = await unfilteredPage(db).execute({ clinicId: scope.clinicId, limit, offset });
    // A page past the end has no row to carry the total.
    const total = found[0]?.total ?? (await countAllPatients(db, scope));
    return { rows: found.map((row) => row.patient), total };
  }
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(patients)
      .where(where())
      .orderBy(desc(patients.createdAt), desc(patients.id))
      .limit(limit)
      .offset(offset),
    countPatients(db, where()),
  ]);
  return { rows, total };
}

/**
 * The plain list, the hottest patient query, prepared. The page's ids come from the
 * (clinic_id, created_at, id) index alone, so the rows skipped by the offset cost index entries,
 * not heap visits (page 50 read 1,000 rows for 20 before); then only the twenty are read in full.
 * Patients are never deleted, so the clinic's patient-id counter (taken in the same transaction
 * as each insert) is exactly its number of patients: one key lookup instead of counting 100,000
 * index entries on every page. A test keeps the two in agreement.
 */
const unfilteredPage = (db: Database) =>
  prepareOnce(
    db,
    'patient_page',
    (shared) => {
      const pageIds = shared
        .select({ id: patients.id })
        .from(patients)
        .where(eq(patients.clinicId, sql.placeholder('clinicId')))
        .orderBy(desc(patients.createdAt), desc(patients.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'));
      return shared
        .select({
          patient: patients,
          total: sql<number>`(select ${clinicCounters.value} from ${clinicCounters}
          where ${clinicCounters.clinicId} = ${sql.placeholder('clinicId')} and ${clinicCounters.name} = 'patient')`.mapWith(
            Number,
          ),
        })
        .from(patients)
        .where(and(eq(patients.clinicId, sql.placeholder('clinicId')), idAmong(patients.id, pageIds)))
        .orderBy(desc(patients.createdAt), desc(patients.id))
        .prepare('patient_page');
    },
    { genericPlan: true },
  );

async function countAllPatients(db: Database, scope: RequestScope): Promise<number> {
  const [row] = await db
    .select({ value: clinicCounters.value })
    .from(clinicCounters)
    .where(and(eq(clinicCounters.clinicId, scope.clinicId), eq(clinicCounters.name, 'patient')));
  return row?.value ?? 0;
}

async function countPatients(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(patients).where(where);
  return row?.n ?? 0;
}

/** Raw rows from the CTE come back with snake_case columns and driver-specific types. */
/** A patients row as raw SQL answers it (snake_case columns), with its page's total (a bigint: text). */
type PatientSqlRow = Record<string, unknown> & { total_count: string };

function rowFromSql(row: Record<string, unknown>): PatientRow {
  const date = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
  const dateOnly = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));
  const int = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    id: String(row.id),
    clinicId: String(row.clinic_id),
    patientId: String(row.patient_id),
    firstName: String(row.first_name),
    lastName: String(row.last_name),
    dateOfBirth: dateOnly(row.date_of_birth),
    dateOfBirthEstimated: row.date_of_birth_estimated === true,
    gender: String(row.gender),
    phone: String(row.phone),
    email: (row.email as string | null) ?? null,
    address: (row.address as string | null) ?? null,
    emergencyContact: (row.emergency_contact as string | null) ?? null,
    emergencyPhone: (row.emergency_phone as string | null) ?? null,
    spouseName: (row.spouse_name as string | null) ?? null,
    aadhaarNumber: (row.aadhaar_number as string | null) ?? null,
    numberOfChildren: int(row.number_of_children),
    maleChildren: Number(row.male_children ?? 0),
    femaleChildren: Number(row.female_children ?? 0),
    referringDoctorName: (row.referring_doctor_name as string | null) ?? null,
    isPregnant: row.is_pregnant === true,
    language: (row.language as string | null) ?? null,
    consentGivenAt: row.consent_given_at ? date(row.consent_given_at) : null,
    consentRecordedBy: (row.consent_recorded_by as string | null) ?? null,
    messageConsentAt: row.message_consent_at ? date(row.message_consent_at) : null,
    messageConsentBy: (row.message_consent_by as string | null) ?? null,
    personId: (row.person_id as string | null) ?? null,
    search: (row.search as string | null) ?? null,
    createdAt: date(row.created_at),
    updatedAt: date(row.updated_at),
  };
}

export async function findPatientById(db: Db, scope: RequestScope, id: string): Promise<PatientRow | undefined> {
  const [row] = await db
    .select()
    .from(patients)
    .where(and(eq(patients.clinicId, scope.clinicId), eq(patients.id, id)))
    .limit(1);
  return row;
}

/** The plain list some screens read; newest first and bounded, so it stays cheap at any size. */
export async function findRecentPatients(db: Database, scope: RequestScope, limit: number): Promise<PatientRow[]> {
  return db
    .select()
    .from(patients)
    .where(eq(patients.clinicId, scope.clinicId))
    .orderBy(desc(patients.createdAt))
    .limit(limit);
}

export async function countPatientStats(db: Database, scope: RequestScope, since: Date) {
  const [row] = await db
    .select({
      total: count(),
      newThisMonth: sql<number>`count(*) filter (where ${gte(patients.createdAt, since)})`.mapWith(Number),
      female: sql<number>`count(*) filter (where ${patients.gender} = 'female')`.mapWith(Number),
      male: sql<number>`count(*) filter (where ${patients.gender} = 'male')`.mapWith(Number),
    })
    .from(patients)
    .where(eq(patients.clinicId, scope.clinicId));
  return {
    total: row?.total ?? 0,
    newThisMonth: row?.newThisMonth ?? 0,
    female: row?.female ?? 0,
    male: row?.male ?? 0,
  };
}
