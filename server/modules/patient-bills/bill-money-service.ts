import { and, eq } from 'drizzle-orm';
import { BILL_MESSAGES as M } from '../../../core/patient-bills/bill-messages.ts';
import type { Bill, BillPayment, CreditNote, CreditNoteCreate } from '../../../core/patient-bills/bill-schemas.ts';
import { rupees } from '../../../core/patient-bills/money-fields.ts';
import { type Actor, can } from '../../../core/team/permissions.ts';
import type { Tx } from '../../../db/client.ts';
import { nextHumanId } from '../../../db/clinic-counters.ts';
import { creditNotes } from '../../../db/schema/patient-bills.ts';
import { payments } from '../../../db/schema/payments.ts';
import { users } from '../../../db/schema/users.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import type { IdempotencyClaim } from '../../lib/idempotency.ts';
import { type RequestMeta, recordMemberAction } from '../audit/record-audit.ts';
import { assertDayOpen, balanceOf, billMoney, clinicToday, nextDocumentNumber } from './bill-ledger.ts';
import { readBill, readCreditNote } from './bill-read.ts';
import { assertCounter } from './fee-list-service.ts';

/** The bill's money with its row locked: payments and credit notes on one bill run one at a time. */
async function lockedBill(tx: Tx, scope: RequestScope, billId: string) {
  const money = await billMoney(tx, scope.clinicId, billId, true);
  if (!money) throw notFound(M.billNotFound);
  return money;
}

/**
 * Takes a payment on a bill, in one or more modes (cash + UPI), dated the centre's today. The
 * bill row is locked first, so ten payments at once are checked one after another against the
 * balance and never pay more than the bill asks.
 */
export async function payBill(
  deps: AppDeps,
  scope: RequestScope,
  billId: string,
  input: BillPayment,
  meta: RequestMeta,
  claim?: IdempotencyClaim,
): Promise<Bill> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await assertCounter(tx, scope.clinicId, input.counter);
    const money = await lockedBill(tx, scope, billId);
    if (money.concessionStatus === 'pending') throw conflict(M.concessionPending);
    const sum = input.parts.reduce((s, p) => s + p.amount, 0);
    if (sum > balanceOf(money)) throw conflict(M.overpayment);
    const today = await clinicToday(tx, scope.clinicId, now);
    await assertDayOpen(tx, scope.clinicId, today, input.counter);
    const [user] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, scope.userId));
    // In mode order: each part's trigger locks its day-total row, and two payments locking the
    // cash and UPI rows in opposite orders could deadlock.
    const parts = [...input.parts].sort((a, b) => a.paymentMethod.localeCompare(b.paymentMethod));
    for (const part of parts) {
      const paymentId = await nextHumanId(tx, scope.clinicId, 'payment');
      const [row] = await tx
        .insert(payments)
        .values({
          clinicId: scope.clinicId,
          paymentId,
          patientId: money.patientId,
          billId,
          counter: input.counter,
          amount: rupees(part.amount),
          paymentMethod: part.paymentMethod,
          paymentDate: today,
          receivedBy: user ? `${user.firstName} ${user.lastName}` : null,
          recordedBy: scope.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: payments.id });
      if (!row) throw new Error('payment insert returned nothing');
      await recordMemberAction(
        tx,
        scope,
        { action: 'payment.create', entityType: 'payment', entityId: row.id, details: { billId } },
        meta,
        now,
      );
    }
    const answer = await readBill(tx, scope, billId);
    await claim?.record(tx, 201, answer);
    return answer;
  });
}

/**
 * Approves a credit note: it lowers what the bill asks for, and whatever was paid beyond the
 * new amount goes back to the patient today (a refund, counted in today's closing).
 */
async function applyCreditNote(tx: Tx, scope: RequestScope, noteId: string, now: Date, meta: RequestMeta) {
  const [note] = await tx
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.clinicId, scope.clinicId), eq(creditNotes.id, noteId)))
    .for('update');
  if (!note) throw notFound(M.creditNoteNotFound);
  if (note.status === 'approved') throw conflict(M.creditAlreadyApproved);
  if (note.status === 'refused') throw conflict(M.creditAlreadyDecided);
  const money = await lockedBill(tx, scope, note.billId);
  const today = await clinicToday(tx, scope.clinicId, now);
  const refund = Math.max(0, money.paid - money.refunded - (money.total - money.credited - note.amountPaise));
  if (refund > 0) await assertDayOpen(tx, scope.clinicId, today, note.counter);
  await tx
    .update(creditNotes)
    .set({
      status: 'approved',
      approvedBy: scope.userId,
      approvedAt: now,
      creditDate: today,
      refundPaise: refund,
      updatedAt: now,
    })
    .where(and(eq(creditNotes.clinicId, scope.clinicId), eq(creditNotes.id, noteId)));
  await recordMemberAction(
    tx,
    scope,
    { action: 'bill.credit_note_approve', entityType: 'bill', entityId: note.billId, details: { noteId } },
    meta,
    now,
  );
}

/**
 * Raises a credit note (a refund or cancellation) on a bill, never editing the bill. A member
 * who may approve refunds (an administrator) has it take effect at once; anyone else's waits.
 */
export async function creditBill(
  deps: AppDeps,
  scope: RequestScope,
  actor: Actor,
  billId: string,
  input: CreditNoteCreate,
  meta: RequestMeta,
  claim?: IdempotencyClaim,
): Promise<CreditNote> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await assertCounter(tx, scope.clinicId, input.counter);
    const money = await lockedBill(tx, scope, billId);
    if (input.amount > money.total - money.credited - money.pendingCredit) throw conflict(M.creditTooLarge);
    const today = await clinicToday(tx, scope.clinicId, now);
    const noteNumber = await nextDocumentNumber(tx, scope.clinicId, 'CN', today);
    const [row] = await tx
      .insert(creditNotes)
      .values({
        clinicId: scope.clinicId,
        noteNumber,
        billId,
        amountPaise: input.amount,
        refundMethod: input.refundMethod,
        counter: input.counter,
        reason: input.reason,
        status: 'pending',
        requestedBy: scope.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: creditNotes.id });
    if (!row) throw new Error('credit note insert returned nothing');
    await recordMemberAction(
      tx,
      scope,
      { action: 'bill.credit_note', entityType: 'bill', entityId: billId, details: { noteNumber } },
      meta,
      now,
    );
    if (can(actor, 'bills.approve')) await applyCreditNote(tx, scope, row.id, now, meta);
    const note = await readCreditNote(tx, scope, row.id);
    await claim?.record(tx, 201, note);
    return note;
  });
}

export async function approveCreditNote(
  deps: AppDeps,
  scope: RequestScope,
  noteId: string,
  meta: RequestMeta,
): Promise<CreditNote> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await applyCreditNote(tx, scope, noteId, now, meta);
    return readCreditNote(tx, scope, noteId);
  });
}
