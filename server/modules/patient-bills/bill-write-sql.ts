import { type SQL, sql } from 'drizzle-orm';
import { billCounterName, financialYearLabel } from '../../../core/patient-bills/bill-number.ts';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import type { auditRow } from '../audit/record-audit.ts';

/*
 * The one statement that writes bills (issue 33 figures, decision 027): their day totals, their
 * numbers, the bills with their lines, their audit rows and, for a request sent with an
 * Idempotency-Key, the key's row with the answer. One statement for one bill or for a batch of
 * bills that arrived together, of one centre or several (bill-turns.ts): each statement costs
 * PostgreSQL a parse, a plan, a commit and a flush of the WAL. Every row a bill writes carries
 * that bill's own centre, from its request's scope; rows of one centre are summed only with that
 * centre's, and a bill takes its number from its own centre's counter.
 */

export interface NewBill {
  /** Chosen by the caller, so the lines, the audit row and the key's answer can name it. */
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

/** The Idempotency-Key's row, written with the bill: `response` gets the bill's number. */
export interface KeyRow {
  key: string;
  requestHash: string;
  statusCode: number;
  response: unknown;
  createdAt: Date;
}

export interface BillWrite {
  bill: NewBill;
  lines: NewBillLine[];
  audit: ReturnType<typeof auditRow>;
  key?: KeyRow | undefined;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** The parts of a summing key: centre, then day or series, then referrer or item. */
const partsOf = (key: string) => key.split('|') as [string, string, string?];
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Sums per key, in key order: every writer locks the rows in that order (no waiting in a circle). */
function sumInto<T>(writes: BillWrite[], keyOf: (w: BillWrite) => [string, T][], add: (a: T, b: T) => T) {
  const sums = new Map<string, T>();
  for (const w of writes) {
    for (const [key, value] of keyOf(w)) {
      const before = sums.get(key);
      sums.set(key, before === undefined ? value : add(before, value));
    }
  }
  return [...sums.entries()].sort(([a], [b]) => byText(a, b));
}

const rows = (parts: SQL[]) => sql.join(parts, sql`, `);

/**
 * Writes the bills, of one centre or several, in one statement and answers their numbers, in
 * order. Outside a transaction it commits by itself, so a centre's day rows and series counter
 * are locked only from the step that takes them to this statement's commit, with no round trip
 * to the client in between. Numbers stay gap-free: a counter moves by its centre's count in the
 * batch and the bills carrying those values commit with it, or nothing does. Locks are taken in
 * the order of decision 027 (day rows, item rows, then counters; within a step, by centre and
 * key), each step reading the one before it to completion (`select count(*) from …`), so
 * PostgreSQL cannot run them in another order. A key already held (a racing retry) is a unique
 * violation of `idempotency_keys_pkey`, and the whole statement, its numbers too, rolls back.
 */
export async function insertNumberedBills(db: Db, writes: BillWrite[]): Promise<string[]> {
  const dayBills = sumInto(
    writes,
    (w) => [
      [
        `${w.bill.clinicId}|${w.bill.billDate}|${w.bill.referrerId ?? ''}`,
        {
          bills: 1,
          total: w.bill.totalPaise,
          concessions: w.bill.concessionPaise > 0 ? 1 : 0,
          concession: w.bill.concessionPaise,
        },
      ],
    ],
    (a, b) => ({
      bills: a.bills + b.bills,
      total: a.total + b.total,
      concessions: a.concessions + b.concessions,
      concession: a.concession + b.concession,
    }),
  );
  const dayItems = sumInto(
    writes,
    (w) =>
      w.lines.map((l) => [
        `${w.bill.clinicId}|${w.bill.billDate}|${l.feeItemId}`,
        { quantity: l.quantity, amount: l.amountPaise },
      ]),
    (a, b) => ({ quantity: a.quantity + b.quantity, amount: a.amount + b.amount }),
  );
  const seriesOf = (b: NewBill) => `${b.clinicId}|${billCounterName('B', financialYearLabel(b.billDate))}`;
  const series = sumInto(
    writes,
    (w) => [[seriesOf(w.bill), 1]],
    (a, b) => a + b,
  );
  const countOf = new Map(series);
  const rank = new Map<string, number>();
  const billRows = writes.map(({ bill: b }) => {
    const year = financialYearLabel(b.billDate);
    const name = seriesOf(b);
    const place = (rank.get(name) ?? 0) + 1;
    rank.set(name, place);
    return sql`(${b.id}::uuid, ${b.clinicId}::uuid, ${billCounterName('B', year)}::text, ${`B/${year}/`}::text,
      ${countOf.get(name) ?? 1}::int, ${place}::int,
      ${b.patientId}::uuid, ${b.referrerId}::uuid, ${b.billDate}::date, ${b.grossPaise}::bigint, ${b.concessionPaise}::bigint,
      ${b.concessionReason}::text, ${b.concessionStatus}::text, ${b.concessionApprovedBy}::uuid,
      ${iso(b.concessionApprovedAt)}::timestamptz, ${b.totalPaise}::bigint, ${b.gstin}::text, ${b.createdBy}::uuid,
      ${b.createdAt.toISOString()}::timestamptz)`;
  });
  const lineRows = writes.flatMap(({ bill, lines }) =>
    lines.map(
      (l) =>
        sql`(${bill.id}::uuid, ${l.position}::int, ${l.feeItemId}::uuid, ${l.studyId}::uuid, ${l.description}::text,
          ${l.quantity}::int, ${l.unitPaise}::bigint, ${l.amountPaise}::bigint)`,
    ),
  );
  const auditRows = writes.map(
    ({ bill, audit: a }) =>
      sql`(${bill.id}::uuid, ${a.at.toISOString()}::timestamptz, ${a.actorUserId}::uuid, ${a.action}::text, ${a.entityType}::text,
        ${a.entityId}::text, ${a.outcome}::text, ${a.subject}::text, ${a.ip}::text, ${a.userAgent}::text, ${a.requestId}::text,
        ${bill.concessionStatus}::text)`,
  );
  const keyRows = writes.flatMap(({ bill, key: k }) =>
    k
      ? [
          sql`(${bill.id}::uuid, ${k.key}::text, ${k.requestHash}::text, ${k.statusCode}::int, ${JSON.stringify(k.response)}::jsonb,
            ${k.createdAt.toISOString()}::timestamptz)`,
        ]
      : [],
  );
  const [day0] = dayBills;
  if (!day0 || dayItems.length === 0) throw new Error('a bill has a day and at least one line');
  const answer = await queryRows<{ id: string; bill_number: string }>(
    db,
    sql`with b as (
      insert into billing_day_bills as t (clinic_id, day, referrer_key, bills, total_paise, concessions, concession_paise)
      select v.clinic_id, v.day, v.referrer_key, v.bills, v.total_paise, v.concessions, v.concession_paise
      from (values ${rows(
        dayBills.map(([key, s]) => {
          const [centre, day, referrer] = partsOf(key);
          return sql`(${centre}::uuid, ${day}::date, ${referrer ?? ''}::text, ${s.bills}::int, ${s.total}::bigint, ${s.concessions}::int, ${s.concession}::bigint)`;
        }),
      )}) as v (clinic_id, day, referrer_key, bills, total_paise, concessions, concession_paise)
      on conflict (clinic_id, day, referrer_key) do update set bills = t.bills + excluded.bills,
        total_paise = t.total_paise + excluded.total_paise, concessions = t.concessions + excluded.concessions,
        concession_paise = t.concession_paise + excluded.concession_paise
      returning 1
    ), i as (
      insert into billing_day_items as t (clinic_id, day, fee_item_id, quantity, amount_paise)
      select v.clinic_id, v.day, v.fee_item_id, v.quantity, v.amount_paise
      from (values ${rows(
        dayItems.map(([key, s]) => {
          const [centre, day, item] = partsOf(key);
          return sql`(${centre}::uuid, ${day}::date, ${item}::uuid, ${s.quantity}::int, ${s.amount}::bigint)`;
        }),
      )}) as v (clinic_id, day, fee_item_id, quantity, amount_paise)
      where (select count(*) from b) > 0
      on conflict (clinic_id, day, fee_item_id) do update set quantity = t.quantity + excluded.quantity,
        amount_paise = t.amount_paise + excluded.amount_paise
      returning 1
    ), n as (
      insert into clinic_counters as c (clinic_id, name, value)
      select v.clinic_id, v.name, v.bills
      from (values ${rows(
        series.map(([key, count]) => {
          const [centre, name] = partsOf(key);
          return sql`(${centre}::uuid, ${name}::text, ${count}::int)`;
        }),
      )}) as v (clinic_id, name, bills)
      where (select count(*) from i) > 0
      on conflict (clinic_id, name) do update set value = c.value + excluded.value
      returning clinic_id, name, value
    ), bill as (
      insert into patient_bills (id, clinic_id, bill_number, patient_id, referrer_id, bill_date, gross_paise, concession_paise,
        concession_reason, concession_status, concession_approved_by, concession_approved_at, total_paise, gstin,
        created_by, created_at, updated_at)
      select v.id, v.clinic_id,
        v.prefix || lpad((n.value - v.in_series + v.place)::text, greatest(6, length((n.value - v.in_series + v.place)::text)), '0'),
        v.patient_id, v.referrer_id, v.bill_date, v.gross, v.concession, v.reason, v.status, v.approved_by, v.approved_at,
        v.total, v.gstin, v.created_by, v.created_at, v.created_at
      from (values ${rows(billRows)}) as v (id, clinic_id, series, prefix, in_series, place, patient_id, referrer_id, bill_date,
        gross, concession, reason, status, approved_by, approved_at, total, gstin, created_by, created_at)
      join n on n.clinic_id = v.clinic_id and n.name = v.series
      returning id, clinic_id, bill_number
    ), l as (
      insert into patient_bill_lines (clinic_id, bill_id, position, fee_item_id, study_id, description, quantity, unit_paise, amount_paise)
      select bill.clinic_id, bill.id, v.position, v.fee_item_id, v.study_id, v.description, v.quantity, v.unit_paise, v.amount_paise
      from (values ${rows(lineRows)}) as v (bill_id, position, fee_item_id, study_id, description, quantity, unit_paise, amount_paise)
      join bill on bill.id = v.bill_id
    ), a as (
      insert into audit_events (at, clinic_id, actor_user_id, action, entity_type, entity_id, outcome, subject, ip, user_agent, request_id, details)
      select v.at, bill.clinic_id, v.actor, v.action, v.entity_type, v.entity_id, v.outcome, v.subject, v.ip, v.user_agent, v.request_id,
        jsonb_build_object('billNumber', bill.bill_number, 'concession', v.concession)
      from (values ${rows(auditRows)}) as v (bill_id, at, actor, action, entity_type, entity_id, outcome, subject, ip, user_agent,
        request_id, concession)
      join bill on bill.id = v.bill_id
    )${
      keyRows.length > 0
        ? sql`, k as (
      insert into idempotency_keys (clinic_id, key, request_hash, status_code, response, created_at)
      select bill.clinic_id, v.key, v.request_hash, v.status_code, jsonb_set(v.response, '{billNumber}', to_jsonb(bill.bill_number)), v.at
      from (values ${rows(keyRows)}) as v (bill_id, key, request_hash, status_code, response, at)
      join bill on bill.id = v.bill_id
    )`
        : sql``
    }
    select id::text, bill_number from bill`,
  );
  const numberOf = new Map(answer.map((r) => [r.id, r.bill_number]));
  return writes.map(({ bill }) => {
    const number = numberOf.get(bill.id);
    if (!number) throw new Error('bill numbering returned nothing');
    return number;
  });
}
