import { and, eq, isNull } from 'drizzle-orm';
import { transactionStatus } from '../../../core/billing/order-status.ts';
import { BILLING_MESSAGES } from '../../../core/messages.ts';
import { billingTransactions } from '../../../db/schema/subscriptions.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { type RequestMeta, recordMemberAction } from '../audit/record-audit.ts';

/**
 * The clinic closed the checkout without paying: the order is marked so Billing History stops
 * calling it pending. Only cancelled_at is written; the status stays 'pending' so a payment the
 * gateway still captures completes the order (complete-payment.ts claims pending rows). Another
 * clinic's order answers 404 like an unknown one; repeating a cancel changes nothing.
 */
export async function cancelOrder(
  deps: AppDeps,
  scope: RequestScope,
  orderId: string,
  meta: RequestMeta,
): Promise<{ orderId: string; status: string }> {
  const now = deps.clock.now();
  const mine = and(eq(billingTransactions.clinicId, scope.clinicId), eq(billingTransactions.razorpayOrderId, orderId));
  const [marked] = await deps.db
    .update(billingTransactions)
    .set({ cancelledAt: now, updatedAt: now })
    .where(and(mine, eq(billingTransactions.status, 'pending'), isNull(billingTransactions.cancelledAt)))
    .returning();
  const row = marked ?? (await deps.db.select().from(billingTransactions).where(mine))[0];
  if (!row) throw notFound(BILLING_MESSAGES.orderNotFound);
  if (row.status === 'completed') throw conflict(BILLING_MESSAGES.alreadyPaid);
  if (marked) {
    await recordMemberAction(
      deps.db,
      scope,
      {
        action: 'billing.order_cancelled',
        entityType: 'billing_transaction',
        entityId: row.transactionId,
        details: {},
      },
      meta,
      now,
    );
  }
  return { orderId, status: transactionStatus(row, now) };
}
