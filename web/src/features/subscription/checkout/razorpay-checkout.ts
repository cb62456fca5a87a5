import { PORTAL_NAME } from '../../../../../core/brand.ts';
import { t } from '../../../lib/i18n.ts';
import type { OrderResponse, SignedPayment } from './checkout-api.ts';

/** The part of Razorpay Checkout (checkout.js) the portal uses. */
interface RazorpayResponse {
  razorpay_payment_id: string;
  razorpay_order_id?: string;
  razorpay_signature: string;
}

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (response: RazorpayResponse) => void;
  modal: { ondismiss: () => void };
}

type RazorpayConstructor = new (options: RazorpayOptions) => { open: () => void };

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

const SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
let loading: Promise<RazorpayConstructor> | null = null;

/**
 * Loads checkout.js the first time a paid plan is chosen (spec §7), so nobody else downloads a
 * third-party script. A failed load is forgotten, so the next attempt tries again.
 */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Razorpay missing')));
    script.onerror = () => {
      script.remove();
      reject(new Error('Failed to load payment gateway'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export interface CheckoutCustomer {
  name: string;
  email: string;
}

/** Opens the provider's checkout for a server-created order; the key id is the server's (DESIGN §1). */
export function openRazorpayCheckout(
  Razorpay: RazorpayConstructor,
  order: OrderResponse,
  customer: CheckoutCustomer,
  callbacks: { onPaid: (payment: SignedPayment) => void; onDismiss: () => void },
): void {
  const checkout = new Razorpay({
    key: order.keyId,
    amount: order.amount,
    currency: order.currency,
    name: PORTAL_NAME,
    // Razorpay's own window shows it under the portal's name.
    description: t('{plan} Subscription', { plan: t(order.planName) }),
    order_id: order.orderId,
    prefill: { name: customer.name, email: customer.email, contact: '' },
    theme: { color: '#1d4ed8' },
    handler: (response) =>
      callbacks.onPaid({
        orderId: response.razorpay_order_id ?? order.orderId,
        paymentId: response.razorpay_payment_id,
        signature: response.razorpay_signature,
      }),
    modal: { ondismiss: callbacks.onDismiss },
  });
  checkout.open();
}
