import { type SQL, sql } from 'drizzle-orm';
import { type AnalyticsGrain, addDays, addMonths } from '../../../core/analytics/analytics-range.ts';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';

/**
 * The SQL of the analytics page. Every figure is computed from the base tables (patients,
 * studies, reports, payments, pcpndt_forms), so it cannot drift from the records; the service
 * keeps a short-lived copy per clinic and range (analytics-cache.ts). Days and periods are the
 * clinic's own: timestamps are read in its time zone, and the range's ends are its midnights.
 */
export interface AnalyticsWindow {
  /** One centre, or every centre of an organisation for its admins' "all centres" total (issue 18). */
  clinicIds: string[];
  timeZone: string;
  grain: AnalyticsGrain;
  /** The range asked for, both days included. */
  from: string;
  to: string;
  /** The period of the same length before it (compared totals). */
  previousFrom: string;
}

/*
 * The row of each statement below, as node-postgres answers it: counts are cast to int (numbers),
 * sums of money to text (exact), buckets and months are 'yyyy-mm-dd' / 'yyyy-mm' text.
 */
export type PatientCountRow = { bucket: string; n: number };
export type StudyCountRow = { bucket: string; scheduled: number; completed: number; cancelled: number };
export type FinalizedCountRow = { bucket: string; reportType: string; doctor: string; n: number };
/** reportType is null on the overall row (the empty grouping set); median and p90 too without reports. */
export type TurnaroundRow = { reportType: string | null; reports: number; median: number | null; p90: number | null };
export type SlowStudyRow = {
  studyId: string;
  patientId: string;
  patientName: string;
  studyType: string;
  status: string;
  /** timestamptz text: Drizzle's node-postgres driver leaves timestamps unparsed. */
  scheduledAt: string;
  waitingMinutes: number;
};
export type ReferralRow = { key: string; referrer: string; patients: number; reports: number };
export type PaymentBucketRow = { bucket: string; method: string; total: string; payments: number };
export type FormFMonthRow = { month: string; total: number; complete: number; incomplete: number; submitted: number };

/**
 * The rows of these clinics. One clinic is written `= $1` exactly as before centres existed, so a
 * single centre's plans do not change; several are an IN list.
 */
function inClinics(column: string, clinicIds: string[]): SQL {
  const target = sql.raw(column);
  if (clinicIds.length === 1) return sql`${target} = ${clinicIds[0]}`;
  return sql`${target} in (${sql.join(
    clinicIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

const lastDayOfMonth = (day: string) => addDays(addMonths(`${day.slice(0, 7)}-01`, 1), -1);

/** The clinic's midnight starting `day`, as a timestamptz. */
const midnight = (day: string, tz: string) => sql`(${day}::date::timestamp at time zone ${tz})`;
/** The clinic's midnight ending `day`. */
const endOf = (day: string, tz: string) => sql`((${day}::date + 1)::timestamp at time zone ${tz})`;

/**
 * The bucket of a moment in the current range, or 'previous' for the compared period. Buckets
 * are written as 'yyyy-mm-dd' text so they compare as strings whatever the grain.
 */
function bucketOfMoment(column: SQL, w: AnalyticsWindow): SQL {
  return sql`case when ${column} >= ${midnight(w.from, w.timeZone)}
    then to_char(date_trunc(${w.grain}, ${column} at time zone ${w.timeZone}), 'YYYY-MM-DD')
    else 'previous' end`;
}

function bucketOfDay(column: SQL, w: AnalyticsWindow): SQL {
  return sql`case when ${column} >= ${w.from}::date
    then to_char(date_trunc(${w.grain}, ${column}::timestamp), 'YYYY-MM-DD')
    else 'previous' end`;
}

/** Patients registered, per bucket (and 'previous'). */
export function loadPatientCounts(db: Db, w: AnalyticsWindow): Promise<PatientCountRow[]> {
  const at = sql.raw('p.created_at');
  return queryRows<PatientCountRow>(
    db,
    sql`select ${bucketOfMoment(at, w)} as bucket, count(*)::int as n
      from patients p
      where ${inClinics('p.clinic_id', w.clinicIds)}
        and p.created_at >= ${midnight(w.previousFrom, w.timeZone)} and p.created_at < ${endOf(w.to, w.timeZone)}
      group by 1`,
  );
}

/** Studies by the day they were scheduled for, with how many are completed and cancelled. */
export function loadStudyCounts(db: Db, w: AnalyticsWindow): Promise<StudyCountRow[]> {
  const at = sql.raw('s.scheduled_date');
  return queryRows<StudyCountRow>(
    db,
    sql`select ${bucketOfMoment(at, w)} as bucket, count(*)::int as scheduled,
        (count(*) filter (where s.status = 'completed'))::int as completed,
        (count(*) filter (where s.status = 'cancelled'))::int as cancelled
      from studies s
      where ${inClinics('s.clinic_id', w.clinicIds)}
        and s.scheduled_date >= ${midnight(w.previousFrom, w.timeZone)} and s.scheduled_date < ${endOf(w.to, w.timeZone)}
      group by 1`,
  );
}

/** Finalized reports by bucket, type and doctor: volume by type and the doctors' workload. */
export function loadFinalizedCounts(db: Db, w: AnalyticsWindow): Promise<FinalizedCountRow[]> {
  const at = sql.raw('r.finalized_at');
  return queryRows<FinalizedCountRow>(
    db,
    sql`select ${bucketOfMoment(at, w)} as bucket, r.report_type as "reportType",
        coalesce(nullif(btrim(r.doctor_name), ''), 'Not recorded') as doctor, count(*)::int as n
      from reports r
      where ${inClinics('r.clinic_id', w.clinicIds)} and r.status = 'finalized'
        and r.finalized_at >= ${midnight(w.previousFrom, w.timeZone)} and r.finalized_at < ${endOf(w.to, w.timeZone)}
      group by 1, 2, 3`,
  );
}

/**
 * Minutes from the study's appointment (or the patient's registration, for a report without a
 * study) to finalizing, for reports finalized in the range: median and 90th percentile per type
 * and overall, as nearest-rank percentiles (percentile_disc) of whole minutes. A report
 * finalized before its appointment time counts as 0 minutes.
 */
export function loadTurnaround(db: Db, w: AnalyticsWindow): Promise<TurnaroundRow[]> {
  return queryRows<TurnaroundRow>(
    db,
    sql`with t as (
        select r.report_type,
          greatest(0, floor(extract(epoch from r.finalized_at - coalesce(s.scheduled_date, p.created_at)) / 60))::int as minutes
        from reports r
        join patients p on p.clinic_id = r.clinic_id and p.id = r.patient_id
        left join studies s on s.clinic_id = r.clinic_id and s.id = r.study_id
        where ${inClinics('r.clinic_id', w.clinicIds)} and r.status = 'finalized'
          and r.finalized_at >= ${midnight(w.from, w.timeZone)} and r.finalized_at < ${endOf(w.to, w.timeZone)})
      select report_type as "reportType", count(*)::int as reports,
        percentile_disc(0.5) within group (order by minutes) as median,
        percentile_disc(0.9) within group (order by minutes) as p90
      from t group by grouping sets ((report_type), ())`,
  );
}

/** The open studies waiting longest since their appointment (not limited to the range). */
export function loadSlowestOpenStudies(db: Db, clinicIds: string[], now: Date): Promise<SlowStudyRow[]> {
  return queryRows<SlowStudyRow>(
    db,
    sql`select s.study_id as "studyId", p.patient_id as "patientId",
        p.first_name || ' ' || p.last_name as "patientName", s.study_type as "studyType", s.status,
        s.scheduled_date as "scheduledAt",
        floor(extract(epoch from ${now.toISOString()}::timestamptz - s.scheduled_date) / 60)::int as "waitingMinutes"
      from studies s
      join patients p on p.clinic_id = s.clinic_id and p.id = s.patient_id
      where ${inClinics('s.clinic_id', clinicIds)} and s.status in ('scheduled', 'in-progress')
        and s.scheduled_date <= ${now.toISOString()}::timestamptz
      order by s.scheduled_date, s.study_id
      limit 10`,
  );
}

/**
 * Referring doctors: patients registered in the range, and reports finalized in the range, by
 * the patient's recorded referrer (names compared without case or surrounding spaces; the
 * spelling shown is the first in byte order, so it does not depend on the server's collation).
 */
export function loadReferrals(db: Db, w: AnalyticsWindow): Promise<ReferralRow[]> {
  const referrer = sql.raw(`coalesce(nullif(btrim(p.referring_doctor_name), ''), '')`);
  return queryRows<ReferralRow>(
    db,
    sql`with pat as (
        select lower(${referrer}) as key, min(${referrer} collate "C") as referrer, count(*)::int as n
        from patients p
        where ${inClinics('p.clinic_id', w.clinicIds)}
          and p.created_at >= ${midnight(w.from, w.timeZone)} and p.created_at < ${endOf(w.to, w.timeZone)}
        group by 1),
      rep as (
        select lower(${referrer}) as key, min(${referrer} collate "C") as referrer, count(*)::int as n
        from reports r join patients p on p.clinic_id = r.clinic_id and p.id = r.patient_id
        where ${inClinics('r.clinic_id', w.clinicIds)} and r.status = 'finalized'
          and r.finalized_at >= ${midnight(w.from, w.timeZone)} and r.finalized_at < ${endOf(w.to, w.timeZone)}
        group by 1)
      select coalesce(pat.key, rep.key) as key, least(pat.referrer, rep.referrer) as referrer,
        coalesce(pat.n, 0) as patients, coalesce(rep.n, 0) as reports
      from pat full join rep on rep.key = pat.key`,
  );
}

/** Payments by bucket and method, in exact numeric (as text), plus the paying patients. */
export function loadPayments(db: Db, w: AnalyticsWindow): Promise<PaymentBucketRow[]> {
  const day = sql.raw('pay.payment_date');
  return queryRows<PaymentBucketRow>(
    db,
    sql`select ${bucketOfDay(day, w)} as bucket, pay.payment_method as method,
        sum(pay.amount)::text as total, count(*)::int as payments
      from payments pay
      where ${inClinics('pay.clinic_id', w.clinicIds)} and pay.payment_date >= ${w.previousFrom}::date and pay.payment_date <= ${w.to}::date
      group by 1, 2`,
  );
}

export async function countPayingPatients(db: Db, w: AnalyticsWindow): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(distinct pay.patient_id)::int as n from payments pay
      where ${inClinics('pay.clinic_id', w.clinicIds)} and pay.payment_date >= ${w.from}::date and pay.payment_date <= ${w.to}::date`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Form F records per register month (the clinic's month of the examination, as the register
 * reads them): complete, incomplete and submitted, for the months the range touches and the
 * current month.
 */
export function loadFormFMonths(db: Db, w: AnalyticsWindow, currentMonth: string): Promise<FormFMonthRow[]> {
  const month = sql.raw(`to_char(f.exam_date_time at time zone c.time_zone, 'YYYY-MM')`);
  return queryRows<FormFMonthRow>(
    db,
    sql`select ${month} as month, count(*)::int as total,
        (count(*) filter (where f.is_compliant))::int as complete,
        (count(*) filter (where not f.is_compliant))::int as incomplete,
        (count(*) filter (where f.submitted_at is not null))::int as submitted
      from pcpndt_forms f join clinics c on c.id = f.clinic_id
      where ${inClinics('f.clinic_id', w.clinicIds)}
        and f.voided_at is null
        and ((f.exam_date_time >= ${midnight(`${w.from.slice(0, 7)}-01`, w.timeZone)}
              and f.exam_date_time < ${endOf(lastDayOfMonth(w.to), w.timeZone)})
          or ${month} = ${currentMonth})
      group by 1`,
  );
}
