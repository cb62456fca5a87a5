import type { FastifyInstance } from 'fastify';
import { signPayment } from '../../server/payments-gateway/signatures.ts';
import { bearer } from './factories.ts';
import { TEST_KEY_SECRET } from './test-app.ts';

export async function createOrder(app: FastifyInstance, token: string, planId: string) {
  return app.inject({
    method: 'POST',
    url: '/api/subscription/create-order',
    headers: bearer(token),
    payload: { planId },
  });
}

/** What Razorpay Checkout hands the browser after a successful payment. */
export function checkoutResult(orderId: string, paymentId = `pay_${Math.random().toString(36).slice(2, 12)}`) {
  return { orderId, paymentId, signature: signPayment(orderId, paymentId, TEST_KEY_SECRET) };
}

export async function verify(app: FastifyInstance, token: string, payload: object) {
  return app.inject({ method: 'POST', url: '/api/subscription/verify-payment', headers: bearer(token), payload });
}

/** Orders a plan and pays for it, as the browser would. */
export async function buyPlan(app: FastifyInstance, token: string, planId: string) {
  const order = (await createOrder(app, token, planId)).json();
  const res = await verify(app, token, { ...checkoutResult(order.orderId), planId });
  if (res.statusCode !== 200) throw new Error(`verify failed: ${res.statusCode} ${res.body}`);
  return { order, subscription: res.json() };
}
