import { createHmac, timingSafeEqual } from 'node:crypto';

/** Razorpay's payment signature: hex HMAC-SHA256 of "order_id|payment_id" with the key secret. */
export function signPayment(orderId: string, paymentId: string, keySecret: string): string {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
}

/** Razorpay's webhook signature: hex HMAC-SHA256 of the raw body with the webhook secret. */
export function signWebhookBody(rawBody: Buffer | string, webhookSecret: string): string {
  return createHmac('sha256', webhookSecret).update(rawBody).digest('hex');
}

/** Constant-time comparison of two hex signatures. */
export function signaturesMatch(expectedHex: string, receivedHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'utf8');
  const received = Buffer.from(receivedHex, 'utf8');
  return expected.length === received.length && timingSafeEqual(expected, received);
}
