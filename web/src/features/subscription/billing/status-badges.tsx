import { isSubscriptionExpired } from '../../../../../core/subscriptions/gating.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

const SUBSCRIPTION: Record<string, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'green' },
  trial: { label: 'Trial', tone: 'blue' },
  pending: { label: 'Pending', tone: 'amber' },
  expired: { label: 'Expired', tone: 'red' },
  cancelled: { label: 'Cancelled', tone: 'red' },
  inactive: { label: 'Inactive', tone: 'slate' },
  suspended: { label: 'Suspended', tone: 'red' },
};

/** A trial or plan past its end date is shown as expired, whatever the stored status says (spec §4.1). */
export function SubscriptionStatusBadge({ status, endDate }: { status: string; endDate: string | null }) {
  const lapsed = isSubscriptionExpired({ status, endDate }, new Date());
  const shown = lapsed ? SUBSCRIPTION.expired : SUBSCRIPTION[status];
  return <Badge tone={shown?.tone ?? 'slate'}>{shown?.label ?? status}</Badge>;
}

const TRANSACTION: Record<string, { label: string; tone: BadgeTone }> = {
  completed: { label: 'Completed', tone: 'green' },
  pending: { label: 'Pending', tone: 'amber' },
  failed: { label: 'Failed', tone: 'red' },
  refunded: { label: 'Refunded', tone: 'slate' },
  // Unpaid orders the checkout was closed on, or left open past their hour (core/billing/order-status.ts).
  cancelled: { label: 'Cancelled (not paid)', tone: 'slate' },
  expired: { label: 'Expired (not paid)', tone: 'slate' },
};

export function TransactionStatusBadge({ status }: { status: string }) {
  const shown = TRANSACTION[status];
  return <Badge tone={shown?.tone ?? 'slate'}>{shown?.label ?? status}</Badge>;
}
