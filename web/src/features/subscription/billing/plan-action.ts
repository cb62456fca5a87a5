import { daysLeft } from '../../../../../core/subscriptions/expiry.ts';
import { isSubscriptionExpired } from '../../../../../core/subscriptions/gating.ts';
import { msg } from '../../../lib/i18n.ts';

export interface PlanActionInput {
  plan: { id: string; price: number };
  subscription: { status: string; planId: string; endDate: string | null; trialEndDate: string | null } | null;
  processingPlanId: string | null;
  now: Date;
}

export interface PlanAction {
  label: string;
  disabled: boolean;
  /** The clinic is on this plan right now. */
  current: boolean;
}

/** Matches the expiry warning's 3 days (spec §4.2): from then on the current plan can be renewed. */
const RENEW_WINDOW_DAYS = 3;

/**
 * The button of a plan card on the billing page: Subscribe, Current Plan, Renew, Start Free Trial
 * (only for a clinic that never had a trial; the server allows one, ever) or Trial Used.
 */
export function planAction({ plan, subscription: sub, processingPlanId, now }: PlanActionInput): PlanAction {
  const busy = processingPlanId !== null;
  if (processingPlanId === plan.id) return { label: msg('Processing...'), disabled: true, current: false };
  const running =
    sub !== null && (sub.status === 'active' || sub.status === 'trial') && !isSubscriptionExpired(sub, now);
  const current = running && sub.planId === plan.id;

  if (plan.price === 0) {
    if (current) return { label: msg('Current Plan'), disabled: true, current };
    const trialUsed = sub !== null && (sub.trialEndDate !== null || sub.status === 'trial');
    if (trialUsed) return { label: msg('Trial Used'), disabled: true, current };
    return { label: msg('Start Free Trial'), disabled: busy, current };
  }
  if (current) {
    const renewable = sub.endDate !== null && daysLeft(sub.endDate, now) <= RENEW_WINDOW_DAYS;
    return renewable
      ? { label: msg('Renew'), disabled: busy, current }
      : { label: msg('Current Plan'), disabled: true, current };
  }
  return { label: msg('Subscribe'), disabled: busy, current };
}
