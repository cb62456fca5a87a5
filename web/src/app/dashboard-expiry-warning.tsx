import { useEffect } from 'react';
import { findExpiryWarning } from '../../../core/subscriptions/expiry.ts';
import { claimExpiryWarning } from '../lib/expiry-warning-log.ts';
import { navigateTo } from '../lib/navigate.ts';
import { toast } from '../lib/toast-store.ts';
import { useActiveSubscription } from '../lib/use-active-subscription.ts';

/**
 * Spec §4.2: on dashboard load, a plan that needs attention (pending, trial ending, paid plan
 * ending) is pointed out with a toast and its action, once per calendar day per warning type.
 */
export function DashboardExpiryWarning() {
  const subscription = useActiveSubscription(true);
  const sub = subscription.data;

  useEffect(() => {
    if (sub === undefined) return;
    const now = new Date();
    const warning = findExpiryWarning(sub, now);
    if (!warning || !claimExpiryWarning(warning.type, now)) return;
    const { href, label } = warning.action;
    toast({
      title: warning.title,
      description: warning.description,
      variant: warning.variant,
      action: { label, onClick: () => navigateTo(href) },
    });
  }, [sub]);

  return null;
}
