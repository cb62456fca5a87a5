import { CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDate } from '../../../../../core/format/dates.ts';
import { isSubscriptionExpired } from '../../../../../core/subscriptions/gating.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/state-message.tsx';
import { formatPlanPrice } from '../../../lib/format-rupees.ts';
import { t } from '../../../lib/i18n.ts';
import type { ActiveSubscription } from '../../../lib/use-active-subscription.ts';
import type { SubscriptionPlan } from '../subscription-api.ts';
import { ExpiryText } from './expiry-text.tsx';
import { SubscriptionStatusBadge } from './status-badges.tsx';

interface CurrentSubscriptionCardProps {
  subscription: ActiveSubscription | null | undefined;
  loading: boolean;
  failed: boolean;
  plans: SubscriptionPlan[] | undefined;
  onShowPlans: () => void;
}

export function CurrentSubscriptionCard({
  subscription,
  loading,
  failed,
  plans,
  onShowPlans,
}: CurrentSubscriptionCardProps) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center gap-3">
        <CreditCard aria-hidden="true" className="size-5 text-blue-700" />
        <h2 className="text-lg font-semibold text-slate-900">{t('Current Subscription')}</h2>
      </CardHeader>
      <CardContent>
        <SubscriptionBody
          subscription={subscription}
          loading={loading}
          failed={failed}
          plans={plans}
          onShowPlans={onShowPlans}
        />
      </CardContent>
    </Card>
  );
}

function SubscriptionBody({ subscription: sub, loading, failed, plans, onShowPlans }: CurrentSubscriptionCardProps) {
  if (loading) return <LoadingMessage>{t('Loading subscription details...')}</LoadingMessage>;
  if (failed) return <ErrorMessage>{t('Failed to load subscription details. Please try again later.')}</ErrorMessage>;
  if (!sub || sub.status === 'pending') {
    return (
      <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-700">
          {sub ? t('Your plan selection is not complete.') : t('You have no active subscription.')}{' '}
          {t('Choose a plan to start using the portal.')}
        </p>
        <Button onClick={onShowPlans}>{t('Select Plan')}</Button>
      </div>
    );
  }
  // A trial's end is its trialEndDate when the server has no separate endDate (clinical spec).
  const end = sub.endDate ?? sub.trialEndDate;
  const price = plans?.find((plan) => plan.id === sub.planId)?.price;
  const lapsed = isSubscriptionExpired(sub, new Date());
  const trial = sub.status === 'trial';
  const endTerm = trial ? (lapsed ? t('Trial ended') : t('Trial ends')) : lapsed ? t('Expired') : t('Valid until');
  return (
    <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
      <dl className="grid flex-1 grid-cols-1 gap-x-8 gap-y-4 sm:grid-cols-2 lg:grid-cols-4">
        <Item term={t('Plan')}>
          <span className="text-lg font-semibold text-slate-900">{t(sub.planName)}</span>
          {price !== undefined && price > 0 ? (
            <span className="block text-sm text-slate-600">
              {formatPlanPrice(price)} {t('per month')}
            </span>
          ) : null}
        </Item>
        <Item term={t('Status')}>
          <SubscriptionStatusBadge status={sub.status} endDate={end} />
        </Item>
        <Item term={t('Started')}>
          <span className="tabular-nums">{sub.startDate ? formatDate(sub.startDate) : '—'}</span>
        </Item>
        <Item term={endTerm}>
          {end ? (
            <>
              <span className="block tabular-nums">{formatDate(end)}</span>
              <ExpiryText endDate={end} className="text-sm" />
            </>
          ) : (
            '—'
          )}
        </Item>
      </dl>
      <Button variant={lapsed ? 'primary' : 'secondary'} onClick={onShowPlans}>
        {lapsed ? t('Choose a Plan') : trial ? t('Upgrade Plan') : t('Change or Renew Plan')}
      </Button>
    </div>
  );
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="mt-1 text-slate-900">{children}</dd>
    </div>
  );
}
