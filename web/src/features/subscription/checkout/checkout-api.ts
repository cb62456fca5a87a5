import type { OrderResponse, VerifyPayment } from '../../../../../core/billing/billing-schemas.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export type { OrderResponse, VerifyPayment };

export interface SignedPayment {
  orderId: string;
  paymentId: string;
  signature: string;
}

/** The order's amount comes from the server's plan price, never from the browser (spec §4.6). */
export async function postCreateOrder(planId: string): Promise<OrderResponse> {
  const response = await apiRequest('POST', '/api/subscription/create-order', { planId });
  return (await response.json()) as OrderResponse;
}

/** Simulated gateway only: the server plays the provider and signs the payment. */
export async function postSimulatedPayment(orderId: string): Promise<SignedPayment> {
  const response = await apiRequest('POST', '/api/subscription/simulated-checkout/pay', { orderId });
  return (await response.json()) as SignedPayment;
}

/** The checkout closed unpaid: Billing History then says Cancelled instead of Pending. */
export async function postCancelOrder(orderId: string): Promise<void> {
  await apiRequest('POST', '/api/subscription/cancel-order', { orderId });
}

export async function postVerifyPayment(payment: VerifyPayment): Promise<void> {
  await apiRequest('POST', '/api/subscription/verify-payment', payment);
}

export async function postActivateTrial(): Promise<void> {
  await apiRequest('POST', '/api/subscription/activate-trial');
}
