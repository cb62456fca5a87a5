import { Check } from 'lucide-react';
import { useLocation } from 'wouter';
import { PLANS, type PlanKey } from '../../../../core/plans/catalogue.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { formatPlanPrice } from '../../lib/format-rupees.ts';
import { t } from '../../lib/i18n.ts';
import { storeSelectedPlan } from '../../lib/plan-handoff.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

const PAID_PLANS = PLANS.filter((plan) => plan.priceRupees > 0);

export function LandingPricing() {
  const [, navigate] = useLocation();
  // The page arrives prerendered; a click before React owns it would do nothing, so say so.
  const hydrated = useHydrated();

  // The choice survives signup through storage (spec §2.2, §4.5).
  function choosePlan(plan: PlanKey) {
    storeSelectedPlan(plan);
    navigate('/signup');
  }

  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-16 bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="pricing-title" className="text-3xl font-bold tracking-tight text-slate-900">
            {t('Simple monthly pricing')}
          </h2>
          <p className="mt-3 text-lg text-slate-700">
            {t('Start with a 5-day free trial, then pick the plan that fits.')}
          </p>
        </div>
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {PAID_PLANS.map((plan) => (
            <li
              key={plan.id}
              className={cn(
                'relative flex flex-col rounded-lg border bg-white p-6 shadow-sm',
                plan.mostPopular ? 'border-blue-700 ring-1 ring-blue-700' : 'border-slate-200',
              )}
            >
              {plan.mostPopular ? (
                <p className="absolute -top-3 left-6 rounded-full bg-blue-700 px-3 py-0.5 text-xs font-semibold text-white">
                  {t('Most Popular')}
                </p>
              ) : null}
              <h3 className="text-lg font-semibold text-slate-900">{t(plan.name)}</h3>
              <p className="mt-1 text-sm text-slate-600">{t(plan.description)}</p>
              <p className="mt-4">
                <span className="text-4xl font-bold text-slate-900">{formatPlanPrice(plan.priceRupees)}</span>
                <span className="text-slate-600"> {t('per month')}</span>
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
                variant={plan.mostPopular ? 'primary' : 'secondary'}
                disabled={!hydrated}
                onClick={() => choosePlan(plan.id)}
              >
                {t('Choose {plan}', { plan: t(plan.name) })}
              </Button>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-sm text-slate-600">{t('Prices in Indian rupees, billed monthly.')}</p>
      </div>
    </section>
  );
}
