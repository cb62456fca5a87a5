/**
 * Feature gating of accounts spec §4.1, one rule for server and browser. The server enforces
 * it (402); the browser only mirrors it to show the right toast and redirect.
 */
export const FEATURE_IDS = [
  'dashboard',
  'analytics',
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

/** Reading (viewing, printing, exporting) or creating and changing. */
export type AccessMode = 'read' | 'write';

export type LapseReason = 'trial-expired' | 'expired';

/**
 * `readOnly` says why writes of an open feature are refused: the subscription lapsed and only
 * the records the clinic must keep and produce remain readable.
 */
export type AccessDecision =
  | { allowed: true; readOnly?: LapseReason }
  | { allowed: false; reason: 'no-subscription' | 'pending' | 'trial-expired' | 'expired'; redirectTo: string };

/** Billing and subscription must stay reachable, or an expired clinic could never pay. */
const ALWAYS_OPEN: readonly FeatureId[] = ['billing', 'subscription'];

/**
 * What a lapsed clinic may still read: PC-PNDT s.29 and Rule 9 oblige it to keep Form F, the
 * register and the reports for two years and produce them on inspection, whatever it pays us.
 * Patients and settings are read with them (a report prints the patient and the clinic's
 * letterhead). Nothing of these can be created or changed until the clinic renews.
 */
export const READABLE_AFTER_LAPSE: readonly FeatureId[] = ['reports', 'pcpndt', 'patients', 'settings'];

export function isSubscriptionExpired(sub: SubscriptionState, now: Date): boolean {
  if (sub.status === 'expired' || sub.status === 'cancelled') return true;
  if (sub.status === 'pending') return false;
  if (sub.endDate === null) return false;
  return new Date(sub.endDate).getTime() < now.getTime();
}

function lapseReason(sub: SubscriptionState, now: Date): LapseReason | null {
  if (isSubscriptionExpired(sub, now)) return sub.status === 'trial' ? 'trial-expired' : 'expired';
  if (sub.status === 'inactive' || sub.status === 'suspended') return 'expired';
  return null;
}

/** Without a mode the stricter 'write' is decided, so a caller that forgets it never opens too much. */
export function decideFeatureAccess(
  feature: FeatureId,
  sub: SubscriptionState | null,
  now: Date,
  mode: AccessMode = 'write',
): AccessDecision {
  if (ALWAYS_OPEN.includes(feature)) return { allowed: true };
  if (!sub) return { allowed: false, reason: 'no-subscription', redirectTo: '/subscription' };
  if (sub.status === 'pending') {
    return feature === 'dashboard'
      ? { allowed: true }
      : { allowed: false, reason: 'pending', redirectTo: '/subscription' };
  }
  const lapsed = lapseReason(sub, now);
  if (!lapsed) return { allowed: true };
  if (READABLE_AFTER_LAPSE.includes(feature)) {
    if (mode === 'read') return { allowed: true, readOnly: lapsed };
  }
  return { allowed: false, reason: lapsed, redirectTo: '/billing?tab=plans' };
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
