import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { PLAN_KEYS, type PlanKey } from '../../../../core/plans/catalogue.ts';
import { PublicHeader } from '../../components/layout/public-header.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { t } from '../../lib/i18n.ts';
import { storeSelectedPlan, takeProceedToPlan } from '../../lib/plan-handoff.ts';
import { toast } from '../../lib/toast-store.ts';
import { useAuth } from '../../lib/use-auth.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useStartPlan } from './checkout/use-start-plan.tsx';
import { PlanCard } from './plan-card.tsx';
import { type SubscriptionPlan, useSubscriptionPlans } from './subscription-api.ts';

const AUTO_START_DELAY_MS = 1500;

export function SubscriptionPage() {
  useDocumentTitle('Choose Your Plan');
  const [, navigate] = useLocation();
  const auth = useAuth();
  const plans = useSubscriptionPlans();
  // Trial or paid, a started plan opens the product (spec §4.6, §4.7).
  const starter = useStartPlan(() => navigate('/dashboard'));

  function startPlan(plan: SubscriptionPlan) {
    if (!auth.isAuthenticated) {
      // Signed out: remember the choice so login brings the user back to start it (spec §4.5).
      const key = PLAN_KEYS.find((k) => k === plan.id);
      if (key) storeSelectedPlan(key);
      navigate('/login');
      return;
    }
    starter.start(plan);
  }
  const startPlanRef = useRef(startPlan);
  startPlanRef.current = startPlan;

  // A plan chosen before login or signup starts by itself (spec §4.5). The marker is taken
  // once; the ref keeps it across React's double effect run in development.
  const proceedPlan = useRef<PlanKey | null | undefined>(undefined);
  useEffect(() => {
    if (!auth.isAuthenticated || !plans.data) return;
    if (proceedPlan.current === undefined) proceedPlan.current = takeProceedToPlan();
    const plan = plans.data.find((p) => p.id === proceedPlan.current);
    if (!plan) return;
    // A free plan is started, not paid for (issue 28): the spec's wording is for paid plans.
    toast(
      plan.price > 0
        ? {
            title: t('Ready to Subscribe'),
            description: t('Proceeding to payment for {plan} plan...', { plan: plan.name }),
          }
        : { title: t('Ready to Start'), description: t('Starting your {plan}...', { plan: plan.name }) },
    );
    const timer = setTimeout(() => {
      proceedPlan.current = null;
      startPlanRef.current(plan);
    }, AUTO_START_DELAY_MS);
    return () => clearTimeout(timer);
  }, [auth.isAuthenticated, plans.data]);

  const busy = starter.processingPlanId !== null || auth.isLoading;

  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader>
        {auth.isAuthenticated ? (
          <Link href="/dashboard" className={buttonClasses('secondary', 'sm')}>
            {t('Go to Dashboard')}
          </Link>
        ) : (
          <Link href="/login" className={buttonClasses('secondary', 'sm')}>
            {t('Sign In')}
          </Link>
        )}
      </PublicHeader>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-10 sm:px-6 sm:py-14">
        <div className="mx-auto max-w-2xl text-center">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('Choose Your Plan')}</h1>
          <p className="mt-3 text-lg text-slate-700">
            {t('Start with a 5-day free trial or subscribe monthly. Prices are in Indian rupees.')}
          </p>
        </div>
        <PlanList
          plans={plans.data}
          loading={plans.isPending}
          failed={plans.isError}
          processingId={starter.processingPlanId}
          busy={busy}
          onChoose={startPlan}
        />
        {starter.checkoutDialog}
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <p className="mx-auto max-w-6xl px-4 py-6 text-center text-sm text-slate-700 sm:px-6">
          {t('Questions about plans or billing?')}{' '}
          <Link href="/contact" className="font-medium text-blue-700 hover:underline">
            {t('Contact us')}
          </Link>
        </p>
      </footer>
    </div>
  );
}

interface PlanListProps {
  plans: SubscriptionPlan[] | undefined;
  loading: boolean;
  failed: boolean;
  processingId: string | null;
  busy: boolean;
  onChoose: (plan: SubscriptionPlan) => void;
}

function PlanList({ plans, loading, failed, processingId, busy, onChoose }: PlanListProps) {
  if (loading) {
    return (
      <div role="status" className="mt-12 flex items-center justify-center gap-3 text-slate-700">
        <Spinner />
        {t('Loading subscription plans...')}
      </div>
    );
  }
  if (failed || !plans) {
    return (
      <p role="alert" className="mt-12 text-center text-red-800">
        {t('Failed to load subscription plans. Please try again later.')}
      </p>
    );
  }
  if (plans.length === 0) {
    return (
      <p className="mt-12 text-center text-slate-700">
        {t('No subscription plans available. Please try again later.')}
      </p>
    );
  }
  return (
    <ul className="mt-12 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
      {plans.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          actionLabel={
            processingId === plan.id
              ? t('Processing...')
              : plan.price === 0
                ? t('Start Free Trial')
                : t('Subscribe Now')
          }
          disabled={busy}
          onChoose={onChoose}
        />
      ))}
    </ul>
  );
}
