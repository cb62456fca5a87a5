import { and, eq, sql } from 'drizzle-orm';
import { BILL_MESSAGES as M } from '../../../core/patient-bills/bill-messages.ts';
import { billCounterName, financialYearLabel, formatBillNumber } from '../../../core/patient-bills/bill-number.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import { clinicCounters } from '../../../db/schema/counters.ts';
import { dayClosings } from '../../../db/schema/patient-bills.ts';
import { conflict } from '../../lib/http-errors.ts';

/** The centre's calendar day of a moment, "2026-11-27" (its own time zone, DESIGN §5). */
export async function clinicToday(db: Db, clinicId: string, now: Date): Promise<string> {
  const [row] = await db
    .select({ day: sql<string>`(${now.toISOString()}::timestamptz at time zone ${clinics.timeZone})::date::text` })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  if (!row) throw new Error('clinic not found');
  return row.day;
}

/**
 * The next number of a centre's bill or credit-note series for the financial year of `day`.
 * The counter row's upsert holds its lock until the transaction ends, so two servers never take
 * the same number and a rolled-back bill gives its number back: the series stays gap-free.
 */
export async function nextDocumentNumber(tx: Tx, clinicId: string, prefix: 'B' | 'CN', day: string): Promise<string> {
  const year = financialYearLabel(day);
  const [row] = await tx
    .insert(clinicCounters)
    .values({ clinicId, name: billCounterName(prefix, year), value: 1 })
    .onConflictDoUpdate({
      target: [clinicCounters.clinicId, clinicCounters.name],
      set: { value: sql`${clinicCounters.value} + 1` },
    })
    .returning({ value: clinicCounters.value });
  if (!row) throw new Error('counter upsert returned nothing');
  return formatBillNumber(prefix, year, row.value);
}

/**
 * Money moving on a centre's day (a payment, a refund) takes the day's lock shared; closing the
 * day takes it exclusive. So a closing counts every receipt committed before it, and a receipt
 * arriving after the closing sees it and answers 409 (issue 33 §5).
 */
async function lockDay(tx: Tx, clinicId: string, day: string, mode: 'shared' | 'exclusive'): Promise<void> {
  const key = sql`hashtextextended(${`${clinicId}/${day}`}, 0)`;
  await tx.execute(
    mode === 'shared' ? sql`select pg_advisory_xact_lock_shared(${key})` : sql`select pg_advisory_xact_lock(${key})`,
  );
}

export async function lockDayForClosing(tx: Tx, clinicId: string, day: string): Promise<void> {
  await lockDay(tx, clinicId, day, 'exclusive');
}

/** Refuses money dated on a closed day (409): it goes on the next day as an adjustment. */
export async function assertDayOpen(tx: Tx, clinicId: string, day: string): Promise<void> {
  await lockDay(tx, clinicId, day, 'shared');
  const [closed] = await tx
    .select({ id: dayClosings.id })
    .from(dayClosings)
    .where(
      and(eq(dayClosings.clinicId, clinicId), eq(dayClosings.closingDate, day), sql`${dayClosings.reopenedAt} is null`),
    )
    .limit(1);
  if (closed) throw conflict(M.dayClosed);
}

/** A bill's money in paise: paid and refunded at the counter, credited by approved notes. */
export interface BillMoney {
  total: number;
  credited: number;
  pendingCredit: number;
  paid: number;
  refunded: number;
}

export const balanceOf = (m: BillMoney) => m.total - m.credited - m.paid + m.refunded;

/** Reads a bill's money; with `lock`, the bill row stays locked until the transaction ends. */
export async function billMoney(db: Db, clinicId: string, billId: string, lock = false): Promise<BillMoney | null> {
  // The lock is its own statement: a statement that waited for it still sums from the snapshot it
  // began with (READ COMMITTED), so the sums are read by the next one, after the lock is held.
  if (lock) {
    const [held] = await queryRows<{ id: string }>(
      db,
      sql`select id from patient_bills where clinic_id = ${clinicId} and id = ${billId} for update`,
    );
    if (!held) return null;
  }
  const [row] = await queryRows<{
    total: string;
    concession_status: string;
    credited: string;
    pending_credit: string;
    paid: string;
    refunded: string;
  }>(
    db,
    sql`select b.total_paise::text as total, b.concession_status,
      (select coalesce(sum(amount_paise) filter (where status = 'approved'), 0)::text from credit_notes c where c.clinic_id = b.clinic_id and c.bill_id = b.id) as credited,
      (select coalesce(sum(amount_paise) filter (where status = 'pending'), 0)::text from credit_notes c where c.clinic_id = b.clinic_id and c.bill_id = b.id) as pending_credit,
      (select coalesce(sum(refund_paise), 0)::text from credit_notes c where c.clinic_id = b.clinic_id and c.bill_id = b.id) as refunded,
      (select coalesce(sum(p.amount * 100), 0)::bigint::text from payments p where p.clinic_id = b.clinic_id and p.bill_id = b.id) as paid
    from patient_bills b where b.clinic_id = ${clinicId} and b.id = ${billId}`,
  );
  if (!row) return null;
  return {
    total: Number(row.total),
    credited: Number(row.credited),
    pendingCredit: Number(row.pending_credit),
    paid: Number(row.paid),
    refunded: Number(row.refunded),
  };
}
