import { randomBytes } from 'node:crypto';
import Razorpay from 'razorpay';
import { signaturesMatch, signPayment } from './signatures.ts';

export interface CreatedOrder {
  id: string;
}

/**
 * The payment provider as the app sees it. Both implementations share the signature scheme, so
 * verification is one code path whether the money is real or not (DESIGN §1).
 */
export interface PaymentGateway {
  mode: 'razorpay' | 'simulated';
  /** The public key id the browser's checkout needs. */
  keyId: string;
  createOrder(input: {
    amountPaise: number;
    currency: string;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<CreatedOrder>;
  isValidPaymentSignature(orderId: string, paymentId: string, signature: string): boolean;
  /** Only the simulated gateway can stand in for the checkout and sign a payment itself. */
  simulatePayment?(orderId: string): { paymentId: string; signature: string };
}

export function createRazorpayGateway(options: {
  keyId: string;
  keySecret: string;
  apiBaseUrl?: string;
}): PaymentGateway {
  const client = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
  if (options.apiBaseUrl) {
    // The SDK has no host option; its axios instance does. Used to point at a test double of
    // the Orders API so the real SDK path runs in tests.
    (client as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL =
      options.apiBaseUrl;
  }
  return {
    mode: 'razorpay',
    keyId: options.keyId,
    async createOrder({ amountPaise, currency, receipt, notes }) {
      const order = await client.orders.create({ amount: amountPaise, currency, receipt, notes });
      return { id: String(order.id) };
    },
    isValidPaymentSignature: (orderId, paymentId, signature) =>
      signaturesMatch(signPayment(orderId, paymentId, options.keySecret), signature),
  };
}

const randomId = (prefix: string) => `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x')}`;

/**
 * No money moves: orders and payment ids are made up here and signed with the same HMAC scheme
 * as Razorpay. main.ts refuses to use it when NODE_ENV=production.
 */
export function createSimulatedGateway(options: { keySecret: string }): PaymentGateway {
  return {
    mode: 'simulated',
    keyId: 'rzp_test_simulated',
    async createOrder() {
      return { id: randomId('order_sim') };
    },
    isValidPaymentSignature: (orderId, paymentId, signature) =>
      signaturesMatch(signPayment(orderId, paymentId, options.keySecret), signature),
    simulatePayment(orderId) {
      const paymentId = randomId('pay_sim');
      return { paymentId, signature: signPayment(orderId, paymentId, options.keySecret) };
    },
  };
}
