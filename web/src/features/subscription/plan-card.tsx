import { Check } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { formatPlanPrice } from '../../lib/format-rupees.ts';
import { t } from '../../lib/i18n.ts';
import type { SubscriptionPlan } from './subscription-api.ts';

interface PlanCardProps {
  plan: SubscriptionPlan;
  /** 'Subscribe Now', 'Processing...', 'Current Plan'…: the page decides (spec §2.5, billing page). */
  actionLabel: string;
  disabled: boolean;
  /** The clinic's plan: marked, so the card reads as "yours" and not only as a disabled button. */
  current?: boolean;
  headingLevel?: 'h2' | 'h3';
  onChoose: (plan: SubscriptionPlan) => void;
}

export function PlanCard({ plan, actionLabel, disabled, current, headingLevel = 'h2', onChoose }: PlanCardProps) {
  const free = plan.price === 0;
  const headingId = `plan-${plan.id}-title`;
  const Heading = headingLevel;
  return (
    <li
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col rounded-lg border bg-white p-6 shadow-sm',
        current
          ? 'border-green-700 ring-1 ring-green-700'
          : plan.mostPopular
            ? 'border-blue-700 ring-1 ring-blue-700'
            : 'border-slate-200',
      )}
    >
      {current ? (
        <p className="absolute -top-3 left-6 rounded-full bg-green-700 px-3 py-0.5 text-xs font-semibold text-white">
          {t('Your plan')}
        </p>
      ) : plan.mostPopular ? (
        <p className="absolute -top-3 left-6 rounded-full bg-blue-700 px-3 py-0.5 text-xs font-semibold text-white">
          {t('Most Popular')}
        </p>
      ) : null}
      <Heading id={headingId} className="text-lg font-semibold text-slate-900">
        {t(plan.name)}
      </Heading>
      {plan.description ? <p className="mt-1 text-sm text-slate-600">{t(plan.description)}</p> : null}
      <p className="mt-4">
        <span className="text-3xl font-bold text-slate-900">{formatPlanPrice(plan.price)}</span>
        <span className="text-slate-600">{free ? ` ${t('for 5 days')}` : ` ${t('per month')}`}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-2 text-sm text-slate-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-blue-700" />
            {t(feature)}
          </li>
        ))}
      </ul>
      <Button
        className="mt-8 w-full"
        variant={plan.mostPopular && !current ? 'primary' : 'secondary'}
        disabled={disabled}
        aria-describedby={headingId}
        onClick={() => onChoose(plan)}
      >
        {actionLabel}
      </Button>
    </li>
  );
}
