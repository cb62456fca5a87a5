import { and, eq, sql } from 'drizzle-orm';
import { financialYearOf, formatInvoiceNumber } from '../../../core/billing/invoice-number.ts';
import { findPlan } from '../../../core/plans/catalogue.ts';
import { nextPaidPeriod } from '../../../core/subscriptions/periods.ts';
import type { Tx } from '../../../db/client.ts';
import { invoiceCounters } from '../../../db/schema/billing-support.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import { billingTransactions, subscriptions } from '../../../db/schema/subscriptions.ts';

async function nextInvoiceNumber(tx: Tx, now: Date): Promise<string> {
  const fy = financialYearOf(now);
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ financialYear: fy.label, value: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.financialYear, set: { value: sql`${invoiceCounters.value} + 1` } })
    .returning({ value: invoiceCounters.value });
  return formatInvoiceNumber(fy.label, row?.value ?? 0);
}

/**
 * 'already-completed': this very payment was applied before (a retry, the webhook after the
 * browser). 'paid-by-another': the order was paid with a different payment id.
 */
export type CompletionResult = 'activated' | 'already-completed' | 'paid-by-another';

/**
 * Marks a pending order paid and gives the clinic its month, exactly once. The conditional
 * update on status = 'pending' is the guard: of any number of concurrent or repeated
 * verifications (browser, retry, webhook) only one finds the row pending.
 */
export async function completeOrderPayment(
  tx: Tx,
  input: { clinicId: string; orderId: string; paymentId: string; signature: string | null; method: string; now: Date },
): Promise<CompletionResult> {
  const { clinicId, orderId, now } = input;
  const [claimed] = await tx
    .update(billingTransactions)
    .set({
      status: 'completed',
      razorpayPaymentId: input.paymentId,
      razorpaySignature: input.signature,
      paymentDate: now,
      paymentMethod: input.method,
      updatedAt: now,
    })
    .where(
      and(
        eq(billingTransactions.clinicId, clinicId),
        eq(billingTransactions.razorpayOrderId, orderId),
        eq(billingTransactions.status, 'pending'),
      ),
    )
    .returning();
  if (!claimed) {
    // Read in the same transaction, after the conditional update: under concurrency that update
    // waited for the winner's commit, so this sees the payment id that won.
    const [paid] = await tx
      .select({ paymentId: billingTransactions.razorpayPaymentId })
      .from(billingTransactions)
      .where(and(eq(billingTransactions.clinicId, clinicId), eq(billingTransactions.razorpayOrderId, orderId)));
    return paid?.paymentId === input.paymentId ? 'already-completed' : 'paid-by-another';
  }
  const plan = findPlan(claimed.planId ?? '');
  if (!plan) throw new Error('order without a known plan');

  // Locks the subscription row, so a renewal racing another renewal extends from the right end.
  const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.clinicId, clinicId)).for('update');
  if (!current) throw new Error('clinic without a subscription row');
  const period = nextPaidPeriod(current, now);
  const invoiceNumber = await nextInvoiceNumber(tx, now);

  await tx
    .update(billingTransactions)
    .set({ subscriptionId: current.id, invoiceNumber, billingPeriodStart: period.start, billingPeriodEnd: period.end })
    .where(eq(billingTransactions.id, claimed.id));
  await tx
    .update(subscriptions)
    .set({
      planId: plan.id,
      status: 'active',
      startDate: current.status === 'active' && current.startDate ? current.startDate : period.start,
      endDate: period.end,
      nextBillingDate: period.end,
      currentPeriodStart: period.start,
      currentPeriodEnd: period.end,
      amount: claimed.amount,
      cancelledAt: null,
      cancellationReason: null,
      updatedAt: now,
    })
    .where(eq(subscriptions.id, current.id));
  await tx
    .update(clinics)
    .set({
      subscriptionPlan: plan.id,
      subscriptionStatus: 'active',
      subscriptionStartDate: period.start,
      subscriptionEndDate: period.end,
      maxUsers: plan.maxUsers ?? 1_000_000,
      monthlyReportsLimit: plan.maxReportsPerMonth ?? 1_000_000,
      updatedAt: now,
    })
    .where(eq(clinics.id, clinicId));
  return 'activated';
}
