import { isSubscriptionExpired } from '../../../../../core/subscriptions/gating.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { msg, t } from '../../../lib/i18n.ts';

const SUBSCRIPTION: Record<string, { label: string; tone: BadgeTone }> = {
  active: { label: msg('Active'), tone: 'green' },
  trial: { label: msg('Trial'), tone: 'blue' },
  pending: { label: msg('Pending'), tone: 'amber' },
  expired: { label: msg('Expired'), tone: 'red' },
  cancelled: { label: msg('Cancelled'), tone: 'red' },
  inactive: { label: msg('Inactive'), tone: 'slate' },
  suspended: { label: msg('Suspended'), tone: 'red' },
};

/** A trial or plan past its end date is shown as expired, whatever the stored status says (spec §4.1). */
export function SubscriptionStatusBadge({ status, endDate }: { status: string; endDate: string | null }) {
  const lapsed = isSubscriptionExpired({ status, endDate }, new Date());
  const shown = lapsed ? SUBSCRIPTION.expired : SUBSCRIPTION[status];
  return <Badge tone={shown?.tone ?? 'slate'}>{shown ? t(shown.label) : status}</Badge>;
}

const TRANSACTION: Record<string, { label: string; tone: BadgeTone }> = {
  completed: { label: msg('Completed'), tone: 'green' },
  pending: { label: msg('Pending'), tone: 'amber' },
  failed: { label: msg('Failed'), tone: 'red' },
  refunded: { label: msg('Refunded'), tone: 'slate' },
  // Unpaid orders the checkout was closed on, or left open past their hour (core/billing/order-status.ts).
  cancelled: { label: msg('Cancelled (not paid)'), tone: 'slate' },
  expired: { label: msg('Expired (not paid)'), tone: 'slate' },
};

export function TransactionStatusBadge({ status }: { status: string }) {
  const shown = TRANSACTION[status];
  return <Badge tone={shown?.tone ?? 'slate'}>{shown ? t(shown.label) : status}</Badge>;
}
