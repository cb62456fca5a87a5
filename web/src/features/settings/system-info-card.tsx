import { Info } from 'lucide-react';
import { PORTAL_NAME, PORTAL_SUBTITLE, PORTAL_VERSION } from '../../../../core/brand.ts';
import { formatDate } from '../../../../core/format/dates.ts';
import { isSubscriptionExpired } from '../../../../core/subscriptions/gating.ts';
import { t } from '../../lib/i18n.ts';
import { useActiveSubscription } from '../../lib/use-active-subscription.ts';
import { useAuth } from '../../lib/use-auth.ts';
import { DetailList, SettingsSection } from './settings-section.tsx';

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function planText(subscription: { planName: string; endDate: string | null }, status: string): string {
  const values = { plan: t(subscription.planName), status };
  if (!subscription.endDate) return t('{plan} ({status})', values);
  return t('{plan} ({status}), until {date}', { ...values, date: formatDate(subscription.endDate) });
}

/** System Information (spec §2.7): who is signed in, the application and version, the plan. */
export function SystemInfoCard() {
  const { user } = useAuth();
  const subscription = useActiveSubscription(user !== null).data;
  // Past its end date a plan is expired whatever the stored status says (spec §4.1).
  const status = subscription
    ? isSubscriptionExpired(subscription, new Date())
      ? t('Expired')
      : // The stored statuses are the ids of the billing page's badges (Active, Trial...).
        t(capitalise(subscription.status))
    : null;
  return (
    <SettingsSection id="system" icon={Info} title={t('System Information')} description={t('About this portal')}>
      <DetailList
        items={[
          { label: t('Signed in as'), value: user ? `${user.firstName} ${user.lastName}` : null },
          { label: t('Application'), value: `${PORTAL_NAME}: ${t(PORTAL_SUBTITLE)}` },
          { label: t('Version'), value: PORTAL_VERSION },
          { label: t('Plan'), value: subscription ? planText(subscription, status ?? '') : null },
        ]}
      />
    </SettingsSection>
  );
}
