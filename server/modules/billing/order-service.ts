import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { OrderResponse, VerifyPayment } from '../../../core/billing/billing-schemas.ts';
import { BILLING_MESSAGES } from '../../../core/messages.ts';
import type { ActiveSubscription } from '../../../core/subscriptions/subscription-schemas.ts';
import { billingTransactions, subscriptionPlans } from '../../../db/schema/subscriptions.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.ts';
import { type RequestMeta, recordAudit, recordMemberAction } from '../audit/record-audit.ts';
import { getActiveSubscription } from '../subscriptions/subscription-service.ts';
import { completeOrderPayment } from './complete-payment.ts';

/**
 * Creates a provider order for a paid plan. The amount comes from the plan in our database,
 * never from the client, and the attempt is recorded as a pending billing transaction.
 */
export async function createOrder(
  deps: AppDeps,
  scope: RequestScope,
  planId: string,
  meta: RequestMeta,
): Promise<OrderResponse> {
  const now = deps.clock.now();
  const [plan] = await deps.db
    .select()
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.id, planId), eq(subscriptionPlans.isActive, true)));
  if (!plan) throw notFound(BILLING_MESSAGES.planNotFound);
  const amountPaise = Math.round(Number(plan.price) * 100);
  if (amountPaise <= 0) throw badRequest(BILLING_MESSAGES.trialIsNotSold, 'planId');

  const transactionId = `TXN-${randomBytes(8).toString('hex').toUpperCase()}`;
  let order: { id: string };
  try {
    order = await deps.gateway.createOrder({
      amountPaise,
      currency: plan.currency,
      receipt: transactionId,
      notes: { clinicId: scope.clinicId, planId: plan.id },
    });
  } catch {
    throw new HttpError(502, BILLING_MESSAGES.gatewayDown);
  }
  await deps.db.insert(billingTransactions).values({
    clinicId: scope.clinicId,
    transactionId,
    planId: plan.id,
    amount: plan.price,
    currency: plan.currency,
    status: 'pending',
    type: 'subscription',
    razorpayOrderId: order.id,
    description: `${plan.name} Subscription`,
    createdAt: now,
    updatedAt: now,
  });
  await recordMemberAction(
    deps.db,
    scope,
    {
      action: 'billing.order_created',
      entityType: 'billing_transaction',
      entityId: transactionId,
      details: { planId: plan.id },
    },
    meta,
    now,
  );
  return {
    orderId: order.id,
    amount: amountPaise,
    currency: plan.currency,
    planId: plan.id,
    planName: plan.name,
    keyId: deps.gateway.keyId,
    mode: deps.gateway.mode,
  };
}

async function findOrder(deps: AppDeps, scope: RequestScope, orderId: string) {
  const [order] = await deps.db
    .select()
    .from(billingTransactions)
    .where(and(eq(billingTransactions.clinicId, scope.clinicId), eq(billingTransactions.razorpayOrderId, orderId)));
  if (!order) throw notFound(BILLING_MESSAGES.orderNotFound);
  return order;
}

/**
 * Checks the checkout's signature against the order we stored (never the client's word for
 * which order it was), then activates or extends the subscription once. A repeat of a
 * verification already applied answers like the first and changes nothing.
 */
export async function verifyPayment(
  deps: AppDeps,
  scope: RequestScope,
  input: VerifyPayment,
  meta: RequestMeta,
): Promise<ActiveSubscription> {
  const now = deps.clock.now();
  const order = await findOrder(deps, scope, input.orderId);
  const audit = (outcome: 'success' | 'failure', reason: string) =>
    recordAudit(
      deps.db,
      {
        action: 'billing.payment_verified',
        outcome,
        clinicId: scope.clinicId,
        actorUserId: scope.userId,
        entityType: 'billing_transaction',
        entityId: order.transactionId,
        details: { reason },
      },
      meta,
      now,
    );
  if (order.planId !== input.planId) {
    await audit('failure', 'plan-mismatch');
    throw badRequest(BILLING_MESSAGES.planMismatch, 'planId');
  }
  if (!deps.gateway.isValidPaymentSignature(order.razorpayOrderId ?? '', input.paymentId, input.signature)) {
    await audit('failure', 'bad-signature');
    throw badRequest(BILLING_MESSAGES.badSignature, 'signature');
  }
  // Decided inside the transaction that claims the order, never from the read above: of ten
  // concurrent verifications with different payment ids, one claims it and nine get the 409.
  const result = await deps.db.transaction(async (tx) => {
    const outcome = await completeOrderPayment(tx, {
      clinicId: scope.clinicId,
      orderId: input.orderId,
      paymentId: input.paymentId,
      signature: input.signature,
      method: 'razorpay',
      now,
    });
    if (outcome === 'paid-by-another') throw new HttpError(409, BILLING_MESSAGES.alreadyPaid);
    return outcome;
  });
  if (result === 'activated') await audit('success', 'activated');
  return getActiveSubscription(deps, scope);
}

/** The simulated checkout's Pay button: the server plays Razorpay and signs the payment. */
export async function simulatePayment(deps: AppDeps, scope: RequestScope, orderId: string) {
  if (!deps.gateway.simulatePayment) throw notFound();
  const order = await findOrder(deps, scope, orderId);
  if (order.status !== 'pending') throw new HttpError(409, BILLING_MESSAGES.alreadyPaid);
  return { orderId, ...deps.gateway.simulatePayment(orderId) };
}
