import { and, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { BILL_MESSAGES as M } from '../../../core/patient-bills/bill-messages.ts';
import type { DayClosing, DayClosingCreate } from '../../../core/patient-bills/closing-schemas.ts';
import { rupees } from '../../../core/patient-bills/money-fields.ts';
import { PAYMENT_METHODS } from '../../../core/payments/payment-schemas.ts';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { dayClosings } from '../../../db/schema/patient-bills.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import type { IdempotencyClaim } from '../../lib/idempotency.ts';
import { type RequestMeta, recordMemberAction } from '../audit/record-audit.ts';
import { clinicToday, lockDayForClosing } from './bill-ledger.ts';
import { assertCounter } from './fee-list-service.ts';

type ClosingRow = typeof dayClosings.$inferSelect;

const present = (row: ClosingRow, closedBy: string | null): DayClosing => ({
  id: row.id,
  date: row.closingDate,
  counter: row.counter,
  expected: Object.fromEntries(Object.entries(row.expected).map(([mode, paise]) => [mode, rupees(paise)])),
  counted: rupees(row.countedCashPaise),
  variance: rupees(row.variancePaise),
  note: row.note,
  closedBy,
  closedAt: row.closedAt.toISOString(),
  reopenedAt: row.reopenedAt ? row.reopenedAt.toISOString() : null,
});

/**
 * A counter-day's net takings by mode in paise: the day's receipts at that counter less its
 * refunds, read from the pre-summed day totals (decision 027).
 */
async function expectedByMode(db: Db, clinicId: string, day: string, counter: string): Promise<Record<string, number>> {
  const rows = await queryRows<{ mode: string; net: string }>(
    db,
    sql`select mode, sum(received_paise - refunded_paise)::text as net from billing_day_totals
      where clinic_id = ${clinicId} and day = ${day} and counter = ${counter} group by mode`,
  );
  const expected: Record<string, number> = Object.fromEntries(PAYMENT_METHODS.map((mode) => [mode, 0]));
  for (const row of rows) expected[row.mode] = Number(row.net);
  return expected;
}

const closerName = async (db: Db, userId: string) =>
  (
    await queryRows<{ name: string }>(
      db,
      sql`select first_name || ' ' || last_name as name from users where id = ${userId}`,
    )
  )[0]?.name ?? null;

/**
 * Closes a centre's day at a counter: expected cash by mode from the day's receipts and refunds,
 * the counted cash, the variance (a note required when it is not zero). The day's lock is taken
 * exclusive, so no receipt of that day commits around the count; after it, the day is locked.
 */
export async function closeDay(
  deps: AppDeps,
  scope: RequestScope,
  input: DayClosingCreate,
  meta: RequestMeta,
  claim?: IdempotencyClaim,
): Promise<DayClosing> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    if (input.date > (await clinicToday(tx, scope.clinicId, now))) throw badRequest(M.closingInFuture, 'date');
    await assertCounter(tx, scope.clinicId, input.counter);
    await lockDayForClosing(tx, scope.clinicId, input.date, input.counter);
    const [already] = await tx
      .select({ id: dayClosings.id })
      .from(dayClosings)
      .where(
        and(
          eq(dayClosings.clinicId, scope.clinicId),
          eq(dayClosings.closingDate, input.date),
          eq(dayClosings.counter, input.counter),
          isNull(dayClosings.reopenedAt),
        ),
      );
    if (already) throw conflict(M.dayAlreadyClosed);
    const expected = await expectedByMode(tx, scope.clinicId, input.date, input.counter);
    const variance = input.countedCash - (expected.cash ?? 0);
    if (variance !== 0 && !input.note) throw badRequest(M.varianceNoteRequired, 'note');
    const [row] = await tx
      .insert(dayClosings)
      .values({
        clinicId: scope.clinicId,
        counter: input.counter,
        closingDate: input.date,
        expected,
        countedCashPaise: input.countedCash,
        variancePaise: variance,
        note: input.note,
        closedBy: scope.userId,
        closedAt: now,
      })
      .returning();
    if (!row) throw new Error('day closing insert returned nothing');
    await recordMemberAction(
      tx,
      scope,
      {
        action: 'bill.day_close',
        entityType: 'bill',
        entityId: row.id,
        details: { date: input.date, counter: input.counter, variancePaise: variance },
      },
      meta,
      now,
    );
    const closing = present(row, await closerName(tx, scope.userId));
    await claim?.record(tx, 201, closing);
    return closing;
  });
}

/** An administrator reopens a closed day (saying why); the closing stays on record. */
export async function reopenDay(
  deps: AppDeps,
  scope: RequestScope,
  id: string,
  reason: string,
  meta: RequestMeta,
): Promise<DayClosing> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(dayClosings)
      .where(and(eq(dayClosings.clinicId, scope.clinicId), eq(dayClosings.id, id)))
      .for('update');
    if (!row) throw notFound(M.closingNotFound);
    if (row.reopenedAt) throw conflict(M.dayNotClosed);
    const [updated] = await tx
      .update(dayClosings)
      .set({ reopenedAt: now, reopenedBy: scope.userId, reopenReason: reason })
      .where(and(eq(dayClosings.clinicId, scope.clinicId), eq(dayClosings.id, id)))
      .returning();
    if (!updated) throw notFound(M.closingNotFound);
    await recordMemberAction(
      tx,
      scope,
      { action: 'bill.day_reopen', entityType: 'bill', entityId: id, details: { date: row.closingDate } },
      meta,
      now,
    );
    return present(updated, await closerName(tx, row.closedBy));
  });
}

export async function listClosings(
  deps: AppDeps,
  scope: RequestScope,
  query: { from?: string | undefined; to?: string | undefined },
) {
  const rows = await deps.db
    .select()
    .from(dayClosings)
    .where(
      and(
        eq(dayClosings.clinicId, scope.clinicId),
        query.from ? gte(dayClosings.closingDate, query.from) : undefined,
        query.to ? lte(dayClosings.closingDate, query.to) : undefined,
      ),
    )
    .orderBy(desc(dayClosings.closingDate), desc(dayClosings.closedAt))
    .limit(400);
  return Promise.all(rows.map(async (row) => present(row, await closerName(deps.db, row.closedBy))));
}
