import { findPlan } from '../plans/catalogue.ts';
import type { AccessMode, FeatureId } from '../subscriptions/gating.ts';

/**
 * Centres beyond the organisation's first are sold with Enterprise (issue 18). When the
 * organisation leaves it, nothing is deleted: those centres stay readable (view, print, export,
 * as the law requires for Form F and reports) and refuse every write until it returns. The
 * primary centre keeps working under the new plan. One rule for the server (402) and the browser.
 */
export const CENTRE_READ_ONLY = {
  reason: 'centre-read-only',
  title: 'Centre Is Read-Only',
  message:
    "This centre is read-only because your organisation's plan no longer includes multi-centre management. Its records can still be viewed, printed and exported; upgrade to Enterprise to make changes here.",
  redirectTo: '/billing?tab=plans',
} as const;

/** Billing and the subscription stay open everywhere, or the organisation could not upgrade. */
const OPEN_IN_READ_ONLY_CENTRE: readonly FeatureId[] = ['billing', 'subscription'];

export function planAllowsCentres(planId: string | null): boolean {
  return planId !== null && findPlan(planId)?.multiCentre === true;
}

/** Whether the centre is an extra one its organisation's plan no longer covers. */
export function isCentreReadOnly(centre: { primary: boolean }, planId: string | null): boolean {
  return !centre.primary && !planAllowsCentres(planId);
}

/** Whether a request of `feature` in `mode` is refused because the centre is read-only. */
export function refusedByReadOnlyCentre(
  feature: FeatureId,
  mode: AccessMode,
  centre: { primary: boolean },
  planId: string | null,
): boolean {
  return mode === 'write' && !OPEN_IN_READ_ONLY_CENTRE.includes(feature) && isCentreReadOnly(centre, planId);
}
