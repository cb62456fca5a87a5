import { eq, sql } from 'drizzle-orm';
import type { DashboardStats, PatientListReport } from '../../../core/dashboard/dashboard-schemas.ts';
import { paiseToDecimal, rupeesToPaise } from '../../../core/format/inr.ts';
import { type Database, prepareOnce } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import type { RequestScope } from '../../app-deps.ts';

// Drizzle writes a single-table select's columns unqualified, and inside the subqueries below a
// bare "id" would be the patient's or report's; so the clinic's columns are named in full.
const clinicId = sql.raw('"clinics"."id"');
const clinicTimeZone = sql.raw('"clinics"."time_zone"');

/** The clinic's wall-clock time now, from the clock passed in (tests move it). */
const localNow = sql`(${sql.placeholder('now')}::timestamptz at time zone ${clinicTimeZone})`;

/**
 * The dashboard's figures and the per-doctor counts in one prepared statement (one round trip, no
 * planning per request). "Today" and "this month" are the clinic's own (its time zone,
 * Asia/Kolkata by default), computed from the injected clock.
 */
const dashboardStatsQuery = (db: Database) =>
  prepareOnce(db, 'dashboard_stats', (shared) =>
    shared
      .select({
        todayPatients: sql<number>`(select count(*) from patients p
          where p.clinic_id = ${clinicId} and p.created_at >= (date_trunc('day', ${localNow}) at time zone ${clinicTimeZone}))`.mapWith(
          Number,
        ),
        pendingReports: sql<number>`(select count(*) from reports r
          where r.clinic_id = ${clinicId} and r.status = 'draft')`.mapWith(Number),
        pcpndtForms: sql<number>`(select count(*) from pcpndt_forms f
          where f.clinic_id = ${clinicId} and f.voided_at is null and f.created_at >= (date_trunc('month', ${localNow}) at time zone ${clinicTimeZone}))`.mapWith(
          Number,
        ),
        revenue: sql<string>`(select coalesce(sum(pay.amount), 0)::text from payments pay
          where pay.clinic_id = ${clinicId}
            and pay.payment_date >= date_trunc('month', ${localNow})::date
            and pay.payment_date <= (${localNow})::date)`,
        // Every report is a scan done, a draft included; counting them all lets this be an
        // index-only scan of (clinic_id, doctor_name) instead of reading 100,000 report rows.
        doctors: sql<
          [string, number][]
        >`(select coalesce(json_agg(json_build_array(d.doctor_name, d.n) order by d.n desc), '[]')
          from (select doctor_name, count(*) as n from reports r
                where r.clinic_id = ${clinicId} and r.doctor_name is not null
                group by doctor_name order by count(*) desc limit 50) d)`,
      })
      .from(clinics)
      .where(eq(clinics.id, sql.placeholder('clinicId')))
      .prepare('dashboard_stats'),
  );

export async function loadDashboardStats(db: Database, scope: RequestScope, now: Date): Promise<DashboardStats> {
  const [counts] = await dashboardStatsQuery(db).execute({ clinicId: scope.clinicId, now: now.toISOString() });
  const revenuePaise = rupeesToPaise(String(counts?.revenue ?? '0')) ?? 0n;
  return {
    todayPatients: counts?.todayPatients ?? 0,
    pendingReports: counts?.pendingReports ?? 0,
    pcpndtForms: counts?.pcpndtForms ?? 0,
    revenue: paiseToDecimal(revenuePaise),
    doctorUsgCount: Object.fromEntries((counts?.doctors ?? []).map(([name, n]) => [String(name), Number(n)])),
  };
}

const PATIENT_LIST_REPORT_LIMIT = 5000;

/** A patient of the list as the statement below answers it (timestamps as text, sums as text). */
type PatientListRow = {
  id: string;
  patient_id: string;
  first_name: string;
  last_name: string;
  gender: string;
  phone: string;
  dob: string;
  created_at: string;
  total_paid: string;
  report_types: string[];
  doctors: string[];
  /** count(*): a bigint, so text. */
  report_count: string;
};

/**
 * Patients registered between two dates of the clinic's calendar (the end date inclusive to the
 * end of its day), newest first, each with what they paid and their completed reports. Money is
 * summed in SQL numeric and totalled in integer paise.
 */
export async function loadPatientListReport(
  db: Database,
  scope: RequestScope,
  from: string,
  to: string,
): Promise<PatientListReport> {
  const rows = await queryRows<PatientListRow>(
    db,
    sql`with c as (select id, time_zone from clinics where id = ${scope.clinicId})
        select p.id, p.patient_id, p.first_name, p.last_name, p.gender, p.phone, p.date_of_birth::text as dob, p.created_at,
          (select coalesce(sum(pay.amount), 0)::text from payments pay
             where pay.clinic_id = p.clinic_id and pay.patient_id = p.id) as total_paid,
          (select coalesce(array_agg(distinct r.report_type), '{}') from reports r
             where r.clinic_id = p.clinic_id and r.patient_id = p.id and r.status <> 'draft') as report_types,
          (select coalesce(array_agg(distinct r.doctor_name) filter (where r.doctor_name is not null), '{}') from reports r
             where r.clinic_id = p.clinic_id and r.patient_id = p.id and r.status <> 'draft') as doctors,
          (select count(*) from reports r
             where r.clinic_id = p.clinic_id and r.patient_id = p.id and r.status <> 'draft') as report_count
        from patients p join c on c.id = p.clinic_id
        where p.created_at >= (${from}::date::timestamp at time zone c.time_zone)
          and p.created_at < ((${to}::date + 1)::timestamp at time zone c.time_zone)
        order by p.created_at desc
        limit ${PATIENT_LIST_REPORT_LIMIT}`,
  );
  let revenue = 0n;
  let reportCount = 0;
  const list = rows.map((row) => {
    revenue += rupeesToPaise(String(row.total_paid)) ?? 0n;
    reportCount += Number(row.report_count);
    return {
      id: String(row.id),
      patientId: String(row.patient_id),
      name: `${row.first_name} ${row.last_name}`,
      gender: String(row.gender),
      phone: String(row.phone),
      dateOfBirth: String(row.dob),
      createdAt: new Date(row.created_at).toISOString(),
      totalPaid: paiseToDecimal(rupeesToPaise(String(row.total_paid)) ?? 0n),
      reportTypes: row.report_types,
      doctors: row.doctors,
    };
  });
  return {
    from,
    to,
    rows: list,
    summary: { totalPatients: list.length, totalRevenue: paiseToDecimal(revenue), totalReports: reportCount },
  };
}
