import { type ReactNode, useEffect } from 'react';
import { CENTRE_READ_ONLY } from '../../../core/centres/centre-access.ts';
import { type AccessDecision, decideFeatureAccess, type FeatureId } from '../../../core/subscriptions/gating.ts';
import { AreaSpinner } from '../components/ui/spinner.tsx';
import { announceAccessDenied } from '../lib/access-denied.ts';
import { navigateTo } from '../lib/navigate.ts';
import { hasProceedToPlan } from '../lib/plan-handoff.ts';
import { type ReadOnlyReason, RecordsReadOnlyContext, useCentreReadOnly } from '../lib/records-read-only.ts';
import { useActiveSubscription } from '../lib/use-active-subscription.ts';

type Denied = Extract<AccessDecision, { allowed: false }>;

/**
 * Mirrors the server's subscription gating (spec §4.1) so the user sees why a screen is closed
 * and where to go. The server enforces the same rule (402), so this is guidance, not security.
 */
export function FeatureGate({
  feature,
  path,
  children,
  banner,
}: {
  feature: FeatureId;
  path: string;
  children: ReactNode;
  /** Shows why a lapsed clinic's records are read-only (not on print pages). */
  banner?: (reason: ReadOnlyReason) => ReactNode;
}) {
  const subscription = useActiveSubscription(true);
  const centreReadOnly = useCentreReadOnly();
  // A plan picked before login is started from /subscription, not the dashboard (spec §2.1).
  const proceedToPlans = path === '/dashboard' && hasProceedToPlan();

  useEffect(() => {
    if (proceedToPlans) navigateTo('/subscription', { replace: true });
  }, [proceedToPlans]);

  if (proceedToPlans || subscription.isPending) return <AreaSpinner />;
  // If the subscription cannot be read, show the screen: the server still refuses what is not allowed.
  // A failed background refetch keeps the last answer (React Query keeps data on error), so the
  // decision stays the same and the screen, with whatever the user is typing, stays mounted.
  const decision: AccessDecision =
    subscription.data === undefined
      ? { allowed: true }
      : decideFeatureAccess(feature, subscription.data, new Date(), 'read');
  if (!decision.allowed) return <AccessDenied decision={decision} />;
  // An extra centre of an organisation that left Enterprise: every screen but billing reads only.
  const centre = centreReadOnly && feature !== 'billing' ? CENTRE_READ_ONLY.reason : null;
  const readOnly: ReadOnlyReason | null = decision.readOnly ?? centre;
  return (
    <RecordsReadOnlyContext.Provider value={readOnly}>
      {readOnly && banner ? banner(readOnly) : null}
      {children}
    </RecordsReadOnlyContext.Provider>
  );
}

function AccessDenied({ decision }: { decision: Denied }) {
  const { reason, redirectTo } = decision;
  // The shared announcer shows one notice and one redirect, also when gated calls answer 402 at once.
  useEffect(() => announceAccessDenied({ reason, redirectTo }), [reason, redirectTo]);
  return <AreaSpinner />;
}
