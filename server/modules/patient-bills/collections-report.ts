import { sql } from 'drizzle-orm';
import { rupees } from '../../../core/patient-bills/money-fields.ts';
import {
  type CollectionsQuery,
  type CollectionsReport,
  REPORT_FULL_ROWS,
  REPORT_LIST_ROWS,
} from '../../../core/patient-bills/report-schemas.ts';
import { queryRows } from '../../../db/query-rows.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';

const money = (paise: string | number) => rupees(Number(paise));

interface ReportRow {
  modes: { mode: string; received: string; refunded: string }[];
  users: { user: string; received: string }[];
  counters: { counter: string; mode: string; received: string; refunded: string }[];
  concessions: { bill_number: string; bill_date: string; amount: string; reason: string; status: string }[];
  refunds: { note_number: string; bill_number: string; date: string; amount: string; refund: string; reason: string }[];
  by_item: { item: string; quantity: number; amount: string }[];
  by_referrer: { referrer: string; bills: number; amount: string; median_hours: number | null }[];
  ageing: { d0: string; d31: string; d61: string; d91: string } | null;
  totals: { concessions: number; concession: string; refunds: number; amount: string; refund: string } | null;
  version: string;
  today: string;
}

/** A computed report with the centre's billing version and day it was computed at (one snapshot). */
export interface VersionedReport {
  report: CollectionsReport;
  version: string;
  today: string;
}

/**
 * The centre's billing report for a period (issue 33 §7). Each part is one grouped statement on
 * an index led by (clinic_id, date); sums are integer paise in SQL, never floats.
 */
export async function collectionsReport(
  deps: AppDeps,
  scope: RequestScope,
  q: CollectionsQuery,
): Promise<VersionedReport> {
  const c = scope.clinicId;
  const rows = q.full === 'true' ? REPORT_FULL_ROWS : REPORT_LIST_ROWS;
  // One statement, one connection and one round trip per report: each part is a JSON column.
  // Takings by mode, taker and counter, revenue by study type and referrer, and the concession
  // totals read the pre-summed day rows (decision 027): a year is a few hundred rows. Dues read
  // each bill's balance column through a partial index of the bills with something due.
  // Turnaround: median hours from the bill to the finalized report of a study it paid for,
  // grouped once over the lines that paid for a study (a partial index holds only those).
  // `today` is MATERIALIZED: inlined, its time-zone conversion was substituted into the dues
  // ageing's FILTERs and evaluated four times for every bill with a balance (~75 ms a report at
  // 10,000 dues, 95% of the statement); materialized it is one value computed once.
  const [row] = await queryRows<ReportRow>(
    deps.db,
    sql`with today as materialized (
      select (${deps.clock.now().toISOString()}::timestamptz at time zone time_zone)::date as day from clinics where id = ${c}
    )
    select today.day::text as today,
      -- Read in the report's own snapshot, so the cached answer is exactly this version's (collections-cache.ts).
      coalesce((select version from billing_versions where clinic_id = ${c}), 0)::text as version,
      (select coalesce(json_agg(x), '[]'::json) from (select mode, sum(received_paise)::text as received, sum(refunded_paise)::text as refunded
        from billing_day_totals where clinic_id = ${c} and day between ${q.from} and ${q.to}
        group by mode having sum(received_paise) <> 0 or sum(refunded_paise) <> 0 order by mode) x) as modes,
      (select coalesce(json_agg(x), '[]'::json) from (select coalesce(nullif(taker, ''), 'Unknown') as user, sum(received_paise)::text as received
        from billing_day_totals where clinic_id = ${c} and day between ${q.from} and ${q.to}
        group by 1 having sum(received_paise) <> 0 order by sum(received_paise) desc) x) as users,
      (select coalesce(json_agg(x), '[]'::json) from (select counter, mode, sum(received_paise)::text as received, sum(refunded_paise)::text as refunded
        from billing_day_totals where clinic_id = ${c} and day between ${q.from} and ${q.to}
        group by counter, mode having sum(received_paise) <> 0 or sum(refunded_paise) <> 0 order by counter, mode) x) as counters,
      (select coalesce(json_agg(x), '[]'::json) from (select bill_number, bill_date::text, concession_paise::text as amount, coalesce(concession_reason, '') as reason, concession_status as status
        from patient_bills where clinic_id = ${c} and bill_date between ${q.from} and ${q.to} and concession_paise > 0
        order by patient_bills.bill_date, patient_bills.bill_number limit ${rows}) x) as concessions,
      (select coalesce(json_agg(x), '[]'::json) from (select n.note_number, b.bill_number, n.credit_date::text as date, n.amount_paise::text as amount, n.refund_paise::text as refund, n.reason
        from credit_notes n join patient_bills b on b.clinic_id = n.clinic_id and b.id = n.bill_id
        where n.clinic_id = ${c} and n.status = 'approved' and n.credit_date between ${q.from} and ${q.to}
        order by n.credit_date, n.note_number limit ${rows}) x) as refunds,
      (select coalesce(json_agg(x), '[]'::json) from (select f.name as item, sum(d.quantity)::int as quantity, sum(d.amount_paise)::text as amount
        from billing_day_items d join fee_items f on f.clinic_id = d.clinic_id and f.id = d.fee_item_id
        where d.clinic_id = ${c} and d.day between ${q.from} and ${q.to}
        group by f.name having sum(d.quantity) <> 0 order by sum(d.amount_paise) desc) x) as by_item,
      (select coalesce(json_agg(x), '[]'::json) from (with money as (
          select nullif(referrer_key, '') as referrer_id, sum(bills)::int as bills, sum(total_paise) as amount
          from billing_day_bills where clinic_id = ${c} and day between ${q.from} and ${q.to}
          group by 1 having sum(bills) <> 0
        ), turnaround as (
          select b.referrer_id::text as referrer_id,
            round((percentile_cont(0.5) within group (order by extract(epoch from rp.finalized_at - b.created_at)) / 3600)::numeric, 1)::float8 as median_hours
          from patient_bill_lines l
          join patient_bills b on b.clinic_id = l.clinic_id and b.id = l.bill_id
          join reports rp on rp.clinic_id = l.clinic_id and rp.study_id = l.study_id and rp.finalized_at is not null
          where l.clinic_id = ${c} and l.study_id is not null and b.bill_date between ${q.from} and ${q.to}
          group by b.referrer_id
        )
        select coalesce(r.name, 'Self / none') as referrer, m.bills, m.amount::text as amount, t.median_hours
        from money m left join turnaround t on t.referrer_id is not distinct from m.referrer_id
        left join referrers r on r.clinic_id = ${c} and r.id::text = m.referrer_id
        order by m.amount desc) x) as by_referrer,
      (select row_to_json(x) from (select coalesce(sum(balance_paise) filter (where today.day - bill_date <= 30), 0)::text as d0,
        coalesce(sum(balance_paise) filter (where today.day - bill_date between 31 and 60), 0)::text as d31,
        coalesce(sum(balance_paise) filter (where today.day - bill_date between 61 and 90), 0)::text as d61,
        coalesce(sum(balance_paise) filter (where today.day - bill_date > 90), 0)::text as d91
      from patient_bills where clinic_id = ${c} and balance_paise > 0) x) as ageing,
      (select row_to_json(x) from (select
        (select coalesce(sum(concessions), 0)::int from billing_day_bills where clinic_id = ${c} and day between ${q.from} and ${q.to}) as concessions,
        (select coalesce(sum(concession_paise), 0)::text from billing_day_bills where clinic_id = ${c} and day between ${q.from} and ${q.to}) as concession,
        n.refunds, n.amount, n.refund
      from (select count(*)::int as refunds, coalesce(sum(amount_paise), 0)::text as amount, coalesce(sum(refund_paise), 0)::text as refund
        from credit_notes where clinic_id = ${c} and status = 'approved' and credit_date between ${q.from} and ${q.to}) n) x) as totals
    from today`,
  );
  if (!row) throw new Error('clinic not found');
  const { modes, users, counters, concessions, refunds, by_item: byItem, by_referrer: byReferrer } = row;
  const total = row.totals;
  const age = row.ageing;
  const report: CollectionsReport = {
    from: q.from,
    to: q.to,
    byMode: modes.map((m) => ({
      mode: m.mode,
      received: money(m.received),
      refunded: money(m.refunded),
      net: money(Number(m.received) - Number(m.refunded)),
    })),
    byUser: users.map((u) => ({ user: u.user, received: money(u.received) })),
    byCounter: counters.map((m) => ({
      counter: m.counter,
      mode: m.mode,
      received: money(m.received),
      refunded: money(m.refunded),
      net: money(Number(m.received) - Number(m.refunded)),
    })),
    concessions: concessions.map((r) => ({
      billNumber: r.bill_number,
      billDate: r.bill_date,
      amount: money(r.amount),
      reason: r.reason,
      status: r.status,
    })),
    refunds: refunds.map((r) => ({
      noteNumber: r.note_number,
      billNumber: r.bill_number,
      date: r.date,
      amount: money(r.amount),
      refund: money(r.refund),
      reason: r.reason,
    })),
    concessionsTotal: { count: total?.concessions ?? 0, amount: money(total?.concession ?? 0) },
    refundsTotal: {
      count: total?.refunds ?? 0,
      amount: money(total?.amount ?? 0),
      refund: money(total?.refund ?? 0),
    },
    revenueByStudyType: byItem.map((r) => ({ item: r.item, quantity: r.quantity, amount: money(r.amount) })),
    revenueByReferrer: byReferrer.map((r) => ({
      referrer: r.referrer,
      bills: r.bills,
      amount: money(r.amount),
      medianTurnaroundHours: r.median_hours,
    })),
    duesAgeing: {
      d0to30: money(age?.d0 ?? 0),
      d31to60: money(age?.d31 ?? 0),
      d61to90: money(age?.d61 ?? 0),
      over90: money(age?.d91 ?? 0),
    },
  };
  return { report, version: row.version, today: row.today };
}
