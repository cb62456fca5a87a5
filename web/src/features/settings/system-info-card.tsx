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

/** System Information (spec §2.7): who is signed in, the application and version, the plan. */
export function SystemInfoCard() {
  const { user } = useAuth();
  const subscription = useActiveSubscription(user !== null).data;
  // Past its end date a plan is expired whatever the stored status says (spec §4.1).
  const status = subscription
    ? isSubscriptionExpired(subscription, new Date())
      ? 'Expired'
      : capitalise(subscription.status)
    : null;
  return (
    <SettingsSection id="system" icon={Info} title={t('System Information')} description={t('About this portal')}>
      <DetailList
        items={[
          { label: 'Signed in as', value: user ? `${user.firstName} ${user.lastName}` : null },
          { label: 'Application', value: `${PORTAL_NAME}: ${PORTAL_SUBTITLE}` },
          { label: 'Version', value: PORTAL_VERSION },
          {
            label: 'Plan',
            value: subscription
              ? `${subscription.planName} (${status})${subscription.endDate ? `, until ${formatDate(subscription.endDate)}` : ''}`
              : null,
          },
        ]}
      />
    </SettingsSection>
  );
}
