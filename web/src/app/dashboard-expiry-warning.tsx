import { useEffect } from 'react';
import { daysLeft, type ExpiryWarningType, findExpiryWarning } from '../../../core/subscriptions/expiry.ts';
import { claimExpiryWarning } from '../lib/expiry-warning-log.ts';
import { msg, t } from '../lib/i18n.ts';
import { navigateTo } from '../lib/navigate.ts';
import { toast } from '../lib/toast-store.ts';
import { useActiveSubscription } from '../lib/use-active-subscription.ts';

// core/subscriptions/expiry.ts spells these; listed here so the catalog has them.
msg('Complete Plan Selection');
msg('Trial Ending Soon');
msg('Subscription Expiring');
msg('Select Plan');
msg('View Plans');
msg('Renew');

/** The warning's text in the screen's language, with the day count as a number, not "1 days". */
function descriptionOf(type: ExpiryWarningType, endDate: string | Date | null, now: Date): string {
  if (type === 'plan-selection-needed' || endDate === null)
    return t('Please select and activate your subscription plan to start using the product.');
  const count = daysLeft(endDate, now);
  if (type === 'trial-ending-soon') {
    return count === 1
      ? t('Your trial expires in 1 day. Upgrade now to continue.')
      : t('Your trial expires in {count} days. Upgrade now to continue.', { count });
  }
  return count === 1
    ? t('Your subscription expires in 1 day. Renew now to avoid service interruption.')
    : t('Your subscription expires in {count} days. Renew now to avoid service interruption.', { count });
}

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
      title: t(warning.title),
      description: descriptionOf(warning.type, sub?.endDate ?? null, now),
      variant: warning.variant,
      action: { label: t(label), onClick: () => navigateTo(href) },
    });
  }, [sub]);

  return null;
}
