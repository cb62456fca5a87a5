import { sql } from 'drizzle-orm';
import { rupees } from '../../../core/patient-bills/money-fields.ts';
import type { CollectionsQuery, CollectionsReport } from '../../../core/patient-bills/report-schemas.ts';
import { queryRows } from '../../../db/query-rows.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { clinicToday } from './bill-ledger.ts';

const money = (paise: string | number) => rupees(Number(paise));

/**
 * The centre's billing report for a period (issue 33 §7). Each part is one grouped statement on
 * an index led by (clinic_id, date); sums are integer paise in SQL, never floats.
 */
export async function collectionsReport(
  deps: AppDeps,
  scope: RequestScope,
  q: CollectionsQuery,
): Promise<CollectionsReport> {
  const c = scope.clinicId;
  const today = await clinicToday(deps.db, c, deps.clock.now());
  const [modes, users, concessions, refunds, byItem, byReferrer, ageing] = await Promise.all([
    // Takings by mode and by taker come from the pre-summed day totals (decision 027): a year
    // is a few hundred rows, not every payment and refund.
    queryRows<{ mode: string; received: string; refunded: string }>(
      deps.db,
      sql`select mode, sum(received_paise)::text as received, sum(refunded_paise)::text as refunded
        from billing_day_totals where clinic_id = ${c} and day between ${q.from} and ${q.to}
        group by mode having sum(received_paise) <> 0 or sum(refunded_paise) <> 0 order by mode`,
    ),
    queryRows<{ user: string; received: string }>(
      deps.db,
      sql`select coalesce(nullif(taker, ''), 'Unknown') as user, sum(received_paise)::text as received
        from billing_day_totals where clinic_id = ${c} and day between ${q.from} and ${q.to}
        group by 1 having sum(received_paise) <> 0 order by sum(received_paise) desc`,
    ),
    queryRows<{ bill_number: string; bill_date: string; amount: string; reason: string; status: string }>(
      deps.db,
      sql`select bill_number, bill_date::text, concession_paise::text as amount, coalesce(concession_reason, '') as reason, concession_status as status
        from patient_bills where clinic_id = ${c} and bill_date between ${q.from} and ${q.to} and concession_paise > 0
        order by bill_date, bill_number limit 5000`,
    ),
    queryRows<{
      note_number: string;
      bill_number: string;
      date: string;
      amount: string;
      refund: string;
      reason: string;
    }>(
      deps.db,
      sql`select n.note_number, b.bill_number, n.credit_date::text as date, n.amount_paise::text as amount, n.refund_paise::text as refund, n.reason
        from credit_notes n join patient_bills b on b.clinic_id = n.clinic_id and b.id = n.bill_id
        where n.clinic_id = ${c} and n.status = 'approved' and n.credit_date between ${q.from} and ${q.to}
        order by n.credit_date, n.note_number limit 5000`,
    ),
    queryRows<{ item: string; quantity: number; amount: string }>(
      deps.db,
      sql`select f.name as item, sum(l.quantity)::int as quantity, sum(l.amount_paise)::text as amount
        from patient_bills b join patient_bill_lines l on l.clinic_id = b.clinic_id and l.bill_id = b.id
        join fee_items f on f.clinic_id = l.clinic_id and f.id = l.fee_item_id
        where b.clinic_id = ${c} and b.bill_date between ${q.from} and ${q.to} group by f.name order by 3 desc`,
    ),
    // Turnaround: median hours from the bill to the finalized report of a study it paid for.
    queryRows<{ referrer: string; bills: number; amount: string; median_hours: number | null }>(
      deps.db,
      sql`select coalesce(r.name, 'Self / none') as referrer, count(*)::int as bills, sum(b.total_paise)::text as amount,
        (select round((percentile_cont(0.5) within group (order by extract(epoch from rp.finalized_at - t.created_at)) / 3600)::numeric, 1)::float8
           from patient_bills t
           join patient_bill_lines l on l.clinic_id = t.clinic_id and l.bill_id = t.id and l.study_id is not null
           join reports rp on rp.clinic_id = l.clinic_id and rp.study_id = l.study_id and rp.finalized_at is not null
           where t.clinic_id = ${c} and t.referrer_id is not distinct from b.referrer_id
             and t.bill_date between ${q.from} and ${q.to}) as median_hours
        from patient_bills b left join referrers r on r.clinic_id = b.clinic_id and r.id = b.referrer_id
        where b.clinic_id = ${c} and b.bill_date between ${q.from} and ${q.to} group by b.referrer_id, r.name order by 3 desc`,
    ),
    queryRows<{ d0: string; d31: string; d61: string; d91: string }>(
      deps.db,
      // Each bill's balance is a column kept with its payments and credit notes; a partial
      // index holds only the bills with something due.
      sql`select coalesce(sum(balance_paise) filter (where ${today}::date - bill_date <= 30), 0)::text as d0,
        coalesce(sum(balance_paise) filter (where ${today}::date - bill_date between 31 and 60), 0)::text as d31,
        coalesce(sum(balance_paise) filter (where ${today}::date - bill_date between 61 and 90), 0)::text as d61,
        coalesce(sum(balance_paise) filter (where ${today}::date - bill_date > 90), 0)::text as d91
      from patient_bills where clinic_id = ${c} and balance_paise > 0`,
    ),
  ]);
  const age = ageing[0];
  return {
    from: q.from,
    to: q.to,
    byMode: modes.map((m) => ({
      mode: m.mode,
      received: money(m.received),
      refunded: money(m.refunded),
      net: money(Number(m.received) - Number(m.refunded)),
    })),
    byUser: users.map((u) => ({ user: u.user, received: money(u.received) })),
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
}
