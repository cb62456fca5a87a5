import { ErrorMessage, LoadingMessage } from '../../../components/ui/state-message.tsx';
import { t } from '../../../lib/i18n.ts';
import type { ActiveSubscription } from '../../../lib/use-active-subscription.ts';
import { PlanCard } from '../plan-card.tsx';
import type { SubscriptionPlan } from '../subscription-api.ts';
import { planAction } from './plan-action.ts';

interface PlanGridProps {
  plans: SubscriptionPlan[] | undefined;
  loading: boolean;
  failed: boolean;
  subscription: ActiveSubscription | null | undefined;
  processingPlanId: string | null;
  onChoose: (plan: SubscriptionPlan) => void;
}

/** Plan cards with Subscribe / Current Plan (clinical spec: billing page, plans tab). */
export function PlanGrid({ plans, loading, failed, subscription, processingPlanId, onChoose }: PlanGridProps) {
  if (loading) return <LoadingMessage>{t('Loading subscription plans...')}</LoadingMessage>;
  if (failed || !plans)
    return <ErrorMessage>{t('Failed to load subscription plans. Please try again later.')}</ErrorMessage>;
  if (plans.length === 0) {
    return (
      <p className="py-10 text-center text-slate-700">
        {t('No subscription plans available. Please try again later.')}
      </p>
    );
  }
  const now = new Date();
  return (
    <ul className="grid gap-6 pt-3 sm:grid-cols-2 xl:grid-cols-4">
      {plans.map((plan) => {
        const action = planAction({ plan, subscription: subscription ?? null, processingPlanId, now });
        return (
          <PlanCard
            key={plan.id}
            plan={plan}
            actionLabel={t(action.label)}
            disabled={action.disabled}
            current={action.current}
            headingLevel="h3"
            onChoose={onChoose}
          />
        );
      })}
    </ul>
  );
}
