import { billingApi } from '../../../../../core/api/billing-api.ts';
import type { RouteAnswer } from '../../../../../core/api/define-route.ts';
import { subscriptionsApi } from '../../../../../core/api/subscriptions-api.ts';
import type { OrderResponse, VerifyPayment } from '../../../../../core/billing/billing-schemas.ts';
import { callApi } from '../../../lib/call-api.ts';

export type { OrderResponse, VerifyPayment };

/** A payment the gateway signed: what the browser hands back to verify (spec §4.6). */
export type SignedPayment = RouteAnswer<typeof billingApi.simulatedPay>;

/** The order's amount comes from the server's plan price, never from the browser (spec §4.6). */
export function postCreateOrder(planId: string): Promise<OrderResponse> {
  return callApi(billingApi.createOrder, { body: { planId } });
}

/** Simulated gateway only: the server plays the provider and signs the payment. */
export function postSimulatedPayment(orderId: string): Promise<SignedPayment> {
  return callApi(billingApi.simulatedPay, { body: { orderId } });
}

/** The checkout closed unpaid: Billing History then says Cancelled instead of Pending. */
export async function postCancelOrder(orderId: string): Promise<void> {
  await callApi(billingApi.cancelOrder, { body: { orderId } });
}

export async function postVerifyPayment(payment: VerifyPayment): Promise<void> {
  await callApi(billingApi.verifyPayment, { body: payment });
}

export async function postActivateTrial(): Promise<void> {
  await callApi(subscriptionsApi.activateTrial);
}
