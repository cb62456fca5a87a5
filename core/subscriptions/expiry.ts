/** Expiry warnings (accounts spec §4.2) and the billing page's expiry display (clinical spec). */
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left, rounded up; 0 or less once the end has passed. */
export function daysLeft(endDate: string | Date, now: Date): number {
  return Math.ceil((new Date(endDate).getTime() - now.getTime()) / DAY_MS);
}

export type ExpiryWarningType = 'plan-selection-needed' | 'trial-ending-soon' | 'subscription-expiring';

export interface ExpiryWarning {
  type: ExpiryWarningType;
  title: string;
  description: string;
  variant: 'default' | 'destructive';
  action: { label: string; href: string };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The warning the dashboard shows, if any; the caller shows each type at most once a day. */
export function findExpiryWarning(
  sub: { status: string; endDate: string | Date | null } | null,
  now: Date,
): ExpiryWarning | null {
  if (!sub) return null;
  if (sub.status === 'pending') {
    return {
      type: 'plan-selection-needed',
      title: 'Complete Plan Selection',
      description: 'Please select and activate your subscription plan to start using the product.',
      variant: 'default',
      action: { label: 'Select Plan', href: '/subscription' },
    };
  }
  if (!sub.endDate || sub.status === 'expired' || sub.status === 'cancelled') return null;
  const left = daysLeft(sub.endDate, now);
  if (left <= 0) return null;
  if (sub.status === 'trial') {
    if (left > 1) return null;
    return {
      type: 'trial-ending-soon',
      title: 'Trial Ending Soon',
      description: `Your trial expires in ${plural(left, 'day')}. Upgrade now to continue.`,
      variant: 'destructive',
      action: { label: 'View Plans', href: '/billing?tab=plans' },
    };
  }
  if (left > 3) return null;
  return {
    type: 'subscription-expiring',
    title: 'Subscription Expiring',
    description: `Your subscription expires in ${plural(left, 'day')}. Renew now to avoid service interruption.`,
    variant: 'destructive',
    action: { label: 'Renew', href: '/billing?tab=plans' },
  };
}

export interface ExpiryDisplay {
  text: string;
  tone: 'red' | 'orange' | 'green';
  /** What the text says, for a screen that words it in another language (issue 34). */
  kind: 'expired' | 'expiring' | 'remaining';
  /** Whole days left; 0 once expired. */
  days: number;
}

/** 'Expired on {date}' (red), 'Expires in N day(s)' (orange, 3 days or fewer), 'N days remaining' (green). */
export function describeExpiry(endDate: string | Date, now: Date, formatDate: (d: Date) => string): ExpiryDisplay {
  const end = new Date(endDate);
  const left = daysLeft(end, now);
  if (end.getTime() <= now.getTime())
    return { text: `Expired on ${formatDate(end)}`, tone: 'red', kind: 'expired', days: 0 };
  if (left <= 3) return { text: `Expires in ${plural(left, 'day')}`, tone: 'orange', kind: 'expiring', days: left };
  return { text: `${left} days remaining`, tone: 'green', kind: 'remaining', days: left };
}
