import { and, eq, sql } from 'drizzle-orm';
import { BILL_MESSAGES as M } from '../../../core/patient-bills/bill-messages.ts';
import { billCounterName, financialYearLabel, formatBillNumber } from '../../../core/patient-bills/bill-number.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import { clinicCounters } from '../../../db/schema/counters.ts';
import { dayClosings, patientBills } from '../../../db/schema/patient-bills.ts';
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
 * The next number of a centre's credit-note series for the financial year of `day`. The counter
 * row's upsert holds its lock until the transaction ends: gap-free under two servers.
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

/** The counter a payment or refund is taken at when none is named, and a closing's default. */
export const DEFAULT_COUNTER = 'main';

/**
 * Money moving at a counter on a centre's day (a payment, a refund) takes that counter-day's lock
 * shared; closing the counter-day takes it exclusive. So a closing counts every receipt committed
 * before it, and a receipt arriving after the closing sees it and answers 409 (issue 33 §5).
 */
async function lockDay(tx: Tx, clinicId: string, day: string, counter: string, mode: 'shared' | 'exclusive') {
  const key = sql`hashtextextended(${`${clinicId}/${day}/${counter}`}, 0)`;
  await tx.execute(
    mode === 'shared' ? sql`select pg_advisory_xact_lock_shared(${key})` : sql`select pg_advisory_xact_lock(${key})`,
  );
}

export async function lockDayForClosing(tx: Tx, clinicId: string, day: string, counter: string): Promise<void> {
  await lockDay(tx, clinicId, day, counter, 'exclusive');
}

/** Refuses money dated on a closed counter-day (409): it goes on the next day as an adjustment. */
export async function assertDayOpen(tx: Tx, clinicId: string, day: string, counter = DEFAULT_COUNTER): Promise<void> {
  await lockDay(tx, clinicId, day, counter, 'shared');
  const [closed] = await tx
    .select({ id: dayClosings.id })
    .from(dayClosings)
    .where(
      and(
        eq(dayClosings.clinicId, clinicId),
        eq(dayClosings.closingDate, day),
        eq(dayClosings.counter, counter),
        sql`${dayClosings.reopenedAt} is null`,
      ),
    )
    .limit(1);
  if (closed) throw conflict(M.dayClosed);
}

/** A bill's money in paise: paid (at the counter and from advances), refunded, credited. */
export interface BillMoney {
  total: number;
  credited: number;
  pendingCredit: number;
  paid: number;
  advanceApplied: number;
  refunded: number;
  patientId: string;
  concessionStatus: string;
}

export const balanceOf = (m: BillMoney) => m.total - m.credited - m.paid + m.refunded;

/**
 * Reads a bill's money from its pre-summed columns (kept by triggers, decision 027); with `lock`,
 * the bill row stays locked until the transaction ends, and the row read is the locked one.
 */
export async function billMoney(db: Db, clinicId: string, billId: string, lock = false): Promise<BillMoney | null> {
  const query = db
    .select({
      total: patientBills.totalPaise,
      credited: patientBills.creditedPaise,
      pendingCredit: patientBills.pendingCreditPaise,
      paid: patientBills.paidPaise,
      advanceApplied: patientBills.advanceAppliedPaise,
      refunded: patientBills.refundedPaise,
      patientId: patientBills.patientId,
      concessionStatus: patientBills.concessionStatus,
    })
    .from(patientBills)
    .where(and(eq(patientBills.clinicId, clinicId), eq(patientBills.id, billId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}
