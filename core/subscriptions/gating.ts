/**
 * Feature gating of accounts spec §4.1, one rule for server and browser. The server enforces
 * it (402); the browser only mirrors it to show the right toast and redirect.
 */
export const FEATURE_IDS = [
  'dashboard',
  'patients',
  'reports',
  'pcpndt',
  'payments',
  'billing',
  'settings',
  'subscription',
] as const;
export type FeatureId = (typeof FEATURE_IDS)[number];

export interface SubscriptionState {
  status: string;
  endDate: string | Date | null;
}

export type AccessDecision =
  | { allowed: true }
  | { allowed: false; reason: 'no-subscription' | 'pending' | 'trial-expired' | 'expired'; redirectTo: string };

/** Billing and subscription must stay reachable, or an expired clinic could never pay. */
const ALWAYS_OPEN: readonly FeatureId[] = ['billing', 'subscription'];

export function isSubscriptionExpired(sub: SubscriptionState, now: Date): boolean {
  if (sub.status === 'expired' || sub.status === 'cancelled') return true;
  if (sub.status === 'pending') return false;
  if (sub.endDate === null) return false;
  return new Date(sub.endDate).getTime() < now.getTime();
}

export function decideFeatureAccess(feature: FeatureId, sub: SubscriptionState | null, now: Date): AccessDecision {
  if (ALWAYS_OPEN.includes(feature)) return { allowed: true };
  if (!sub) return { allowed: false, reason: 'no-subscription', redirectTo: '/subscription' };
  if (sub.status === 'pending') {
    return feature === 'dashboard'
      ? { allowed: true }
      : { allowed: false, reason: 'pending', redirectTo: '/subscription' };
  }
  if (isSubscriptionExpired(sub, now)) {
    const reason = sub.status === 'trial' ? 'trial-expired' : 'expired';
    return { allowed: false, reason, redirectTo: '/billing?tab=plans' };
  }
  if (sub.status === 'inactive' || sub.status === 'suspended') {
    return { allowed: false, reason: 'expired', redirectTo: '/billing?tab=plans' };
  }
  return { allowed: true };
}

/** The toast each denial shows (accounts spec §8). */
export const ACCESS_DENIED_TOASTS = {
  'no-subscription': {
    title: 'Complete Your Plan Selection',
    description: 'Please select and activate your subscription plan to start using the product.',
    action: 'Select Plan',
  },
  pending: {
    title: 'Complete Your Plan Selection',
    description: 'Please select and activate your subscription plan to start using the product.',
    action: 'Select Plan',
  },
  'trial-expired': {
    title: 'Trial Expired',
    description: 'Your 5-day trial has expired. Choose a plan to continue using the product.',
    action: 'View Plans',
  },
  expired: {
    title: 'Subscription Expired',
    description: 'Your subscription has expired. Renew now to restore access to all features.',
    action: 'Renew Now',
  },
} as const;
