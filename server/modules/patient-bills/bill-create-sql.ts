import { sql } from 'drizzle-orm';
import { billCounterName, financialYearLabel } from '../../../core/patient-bills/bill-number.ts';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import type { RequestScope } from '../../app-deps.ts';
import { auditRow, type RequestMeta } from '../audit/record-audit.ts';
import { type BillDayDelta, sumLinesByFeeItem } from './bill-day-totals.ts';

/*
 * The statements of bill creation (issue 33 figures, decision 027). Each round trip at the busy
 * front desk costs CPU on both sides and, on a loaded host, a wake-up of each; so a bill is one
 * read of everything it needs and one statement that writes it, numbered, with its day totals
 * and audit row (it was 13 statements, then BEGIN, a read, two writes and COMMIT).
 */

export interface BillContext {
  today: string;
  patient: { firstName: string; lastName: string; code: string; language: string | null } | null;
  concessionLimitPercent: number;
  gstin: string | null;
  /** undefined when no referrer was asked for; null when the asked one is not the centre's. */
  referrerName: string | null | undefined;
  items: { id: string; name: string; includes: string | null; active: boolean; pricePaise: number | null }[];
}

/**
 * The centre's day, the patient, the billing settings, the referrer and the asked fee items
 * with their price on that day, in one statement. `today` is MATERIALIZED so its time-zone
 * conversion is computed once, not substituted into each item's price lookup.
 */
export async function readBillContext(
  tx: Db,
  clinicId: string,
  input: { patientId: string; referrerId?: string | undefined; itemIds: string[] },
  now: Date,
): Promise<BillContext> {
  const [row] = await queryRows<{
    today: string;
    patient: BillContext['patient'];
    settings: { limit: number; gstin: string | null } | null;
    referrer_name: string | null;
    items: { id: string; name: string; includes: string | null; active: boolean; price: string | null }[];
  }>(
    tx,
    sql`with today as materialized (
      select (${now.toISOString()}::timestamptz at time zone time_zone)::date as day from clinics where id = ${clinicId}
    )
    select today.day::text as today,
      (select json_build_object('firstName', first_name, 'lastName', last_name, 'code', patient_id, 'language', language)
        from patients where clinic_id = ${clinicId} and id = ${input.patientId}) as patient,
      (select json_build_object('limit', concession_limit_percent, 'gstin', gstin)
        from billing_settings where clinic_id = ${clinicId}) as settings,
      ${input.referrerId ? sql`(select name from referrers where clinic_id = ${clinicId} and id = ${input.referrerId})` : sql`null::text`} as referrer_name,
      (select coalesce(json_agg(json_build_object('id', f.id, 'name', f.name, 'includes', f.includes, 'active', f.active,
          'price', (select p.price_paise::text from fee_item_prices p
            where p.clinic_id = f.clinic_id and p.fee_item_id = f.id and p.effective_from <= today.day
            order by p.effective_from desc limit 1))), '[]'::json)
        from fee_items f where f.clinic_id = ${clinicId} and f.id = any(${sql`${`{${input.itemIds.join(',')}}`}::uuid[]`})) as items
    from today`,
  );
  if (!row) throw new Error('clinic not found');
  return {
    today: row.today,
    patient: row.patient,
    concessionLimitPercent: row.settings?.limit ?? 10,
    gstin: row.settings?.gstin ?? null,
    referrerName: input.referrerId ? row.referrer_name : undefined,
    items: row.items.map((i) => ({ ...i, pricePaise: i.price === null ? null : Number(i.price) })),
  };
}

export interface NewBill {
  /** Chosen here, so the audit row can name it in the same statement. */
  id: string;
  clinicId: string;
  patientId: string;
  referrerId: string | null;
  billDate: string;
  grossPaise: number;
  concessionPaise: number;
  concessionReason: string | null;
  concessionStatus: string;
  concessionApprovedBy: string | null;
  concessionApprovedAt: Date | null;
  totalPaise: number;
  gstin: string | null;
  createdBy: string;
  createdAt: Date;
}

export interface NewBillLine {
  position: number;
  feeItemId: string;
  studyId: string | null;
  description: string;
  quantity: number;
  unitPaise: number;
  amountPaise: number;
}

/**
 * Writes the whole bill in one statement: its day totals, its number, the bill with its lines
 * and its audit row. Outside a transaction this statement is its own transaction, so the day
 * rows and the series' counter row are locked from the step that takes them to the end of this
 * statement's commit, with no round trip to the server in between (the client's turn to send a
 * COMMIT, under load tens of milliseconds, was inside the lock). Gap-free numbering holds: the
 * counter's bump and the bill that carries its value commit together or not at all. The bill is
 * inserted with its number, not updated to it, so its eight index entries are written once.
 * The lock order of decision 027 holds (the referrer's day row, the items' rows by id, the
 * counter): each step reads the one before it to completion (`select count(*) from …` in its
 * source), so PostgreSQL cannot run them in another order.
 */
export async function insertNumberedBill(
  db: Db,
  bill: NewBill,
  lines: NewBillLine[],
  d: BillDayDelta,
  audit: { scope: RequestScope; meta: RequestMeta },
): Promise<string> {
  const year = financialYearLabel(d.day);
  const items = sumLinesByFeeItem(d.lines);
  const at = bill.createdAt.toISOString();
  const a = auditRow(
    {
      action: 'bill.create',
      outcome: 'success',
      clinicId: audit.scope.clinicId,
      actorUserId: audit.scope.userId,
      entityType: 'bill',
      entityId: bill.id,
    },
    audit.meta,
    bill.createdAt,
  );
  const [row] = await queryRows<{ bill_number: string }>(
    db,
    sql`with b as (
      insert into billing_day_bills as t (clinic_id, day, referrer_key, bills, total_paise, concessions, concession_paise)
      values (${d.clinicId}, ${d.day}, ${d.referrerId ?? ''}, ${d.bills}, ${d.totalPaise}, ${d.concessions}, ${d.concessionPaise})
      on conflict (clinic_id, day, referrer_key) do update set bills = t.bills + excluded.bills,
        total_paise = t.total_paise + excluded.total_paise, concessions = t.concessions + excluded.concessions,
        concession_paise = t.concession_paise + excluded.concession_paise
      returning 1
    ), i as (
      insert into billing_day_items as t (clinic_id, day, fee_item_id, quantity, amount_paise)
      select v.* from (values ${sql.join(
        items.map(
          ([id, s]) =>
            sql`(${d.clinicId}::uuid, ${d.day}::date, ${id}::uuid, ${s.quantity}::int, ${s.amountPaise}::bigint)`,
        ),
        sql`, `,
      )}) as v where (select count(*) from b) > 0
      on conflict (clinic_id, day, fee_item_id) do update set quantity = t.quantity + excluded.quantity,
        amount_paise = t.amount_paise + excluded.amount_paise
      returning 1
    ), n as (
      insert into clinic_counters as c (clinic_id, name, value)
      select ${d.clinicId}, ${billCounterName('B', year)}, 1 where (select count(*) from i) > 0
      on conflict (clinic_id, name) do update set value = c.value + 1
      returning value
    ), bill as (
      insert into patient_bills (id, clinic_id, bill_number, patient_id, referrer_id, bill_date, gross_paise, concession_paise,
        concession_reason, concession_status, concession_approved_by, concession_approved_at, total_paise, gstin,
        created_by, created_at, updated_at)
      select ${bill.id}, ${bill.clinicId}, ${`B/${year}/`} || lpad(n.value::text, greatest(6, length(n.value::text)), '0'),
        ${bill.patientId}, ${bill.referrerId}, ${bill.billDate}, ${bill.grossPaise}, ${bill.concessionPaise},
        ${bill.concessionReason}, ${bill.concessionStatus}, ${bill.concessionApprovedBy},
        ${bill.concessionApprovedAt?.toISOString() ?? null}::timestamptz, ${bill.totalPaise}, ${bill.gstin}, ${bill.createdBy}, ${at}::timestamptz, ${at}::timestamptz
      from n
      returning id, bill_number
    ), l as (
      insert into patient_bill_lines (clinic_id, bill_id, position, fee_item_id, study_id, description, quantity, unit_paise, amount_paise)
      select ${bill.clinicId}, bill.id, v.position, v.fee_item_id, v.study_id, v.description, v.quantity, v.unit_paise, v.amount_paise
      from bill, (values ${sql.join(
        lines.map(
          (l) =>
            sql`(${l.position}::int, ${l.feeItemId}::uuid, ${l.studyId}::uuid, ${l.description}::text, ${l.quantity}::int, ${l.unitPaise}::bigint, ${l.amountPaise}::bigint)`,
        ),
        sql`, `,
      )}) as v (position, fee_item_id, study_id, description, quantity, unit_paise, amount_paise)
    )
    insert into audit_events (at, clinic_id, actor_user_id, action, entity_type, entity_id, outcome, subject, ip, user_agent, request_id, details)
    select ${a.at.toISOString()}, ${a.clinicId}, ${a.actorUserId}, ${a.action}, ${a.entityType}, ${a.entityId}, ${a.outcome}, ${a.subject},
      ${a.ip}, ${a.userAgent}, ${a.requestId}, jsonb_build_object('billNumber', bill.bill_number, 'concession', ${bill.concessionStatus}::text)
    from bill
    returning details ->> 'billNumber' as bill_number`,
  );
  if (!row) throw new Error('bill numbering returned nothing');
  return row.bill_number;
}
