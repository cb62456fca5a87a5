import { formatPaise } from '../../../../core/format/inr.ts';
import { toast } from '../../lib/toast-store.ts';
import type { PaymentOrder } from './subscription-api.ts';

/**
 * Hand-off point to the card checkout (spec §4.6). The checkout itself, payment verification
 * and 'Payment Cancelled' arrive with the payments issue; until then the created order is
 * confirmed so the flow up to the gateway can be exercised.
 */
export function openCheckout(order: PaymentOrder): void {
  toast({
    title: 'Payment Order Created',
    description: `${order.planName} Subscription: ${formatPaise(order.amount)}`,
  });
}
