import { Receipt } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useLocation, useSearch } from 'wouter';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { msg, t } from '../../../lib/i18n.ts';
import { useActiveSubscription } from '../../../lib/use-active-subscription.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useStartPlan } from '../checkout/use-start-plan.tsx';
import { useSubscriptionPlans } from '../subscription-api.ts';
import { useBillingTransactions } from './billing-api.ts';
import { InvoicesTab } from './invoices-tab.tsx';
import { HistoryBody, OverviewTab } from './overview-tab.tsx';
import { PlanGrid } from './plan-grid.tsx';
import { UsageTab } from './usage-meters.tsx';

const TABS = [
  { id: 'overview', label: msg('Overview') },
  { id: 'plans', label: msg('Plans') },
  { id: 'usage', label: msg('Usage') },
  { id: 'billing', label: msg('Billing History') },
  { id: 'invoices', label: msg('Invoices') },
] as const;
type TabId = (typeof TABS)[number]['id'];

function readTab(search: string): TabId {
  const wanted = new URLSearchParams(search).get('tab');
  return TABS.find((tab) => tab.id === wanted)?.id ?? 'overview';
}

const view = <T,>(query: { data: T | undefined; isPending: boolean; isError: boolean }) => ({
  data: query.data,
  loading: query.isPending,
  failed: query.isError,
});

/**
 * Billing & Subscription (clinical spec): the tab lives in the URL (?tab=), so the gate's
 * redirect to /billing?tab=plans, links and reloads all land on the right tab.
 */
export function BillingPage() {
  useDocumentTitle('Billing & Subscription');
  const [, navigate] = useLocation();
  const tab = readTab(useSearch());
  const subscription = useActiveSubscription(true);
  const transactions = useBillingTransactions();
  const plans = useSubscriptionPlans();
  // After a payment or trial the page stays; the hook refreshes the subscription and history.
  const starter = useStartPlan();
  const showTab = (next: string) => navigate(`/billing?tab=${next}`, { replace: true });

  const subView = view(subscription);
  const plansView = view(plans);
  const txView = view(transactions);

  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('Billing & Subscription')}</h1>
      <p className="mt-1 text-slate-600">{t('Your plan, usage and invoices')}</p>
      <Tabs.Root value={tab} onValueChange={showTab} className="mt-6">
        <Tabs.List
          aria-label={t('Billing sections')}
          className="flex flex-wrap gap-1 rounded-lg border border-slate-200 bg-white p-1 shadow-sm"
        >
          {TABS.map(({ id, label }) => (
            <Tabs.Trigger
              key={id}
              value={id}
              className={cn(
                'shrink-0 rounded-md px-4 py-2 text-sm font-medium whitespace-nowrap text-slate-700',
                'hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-blue-700',
                'data-[state=active]:bg-blue-700 data-[state=active]:text-white',
              )}
            >
              {t(label)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="overview" className="mt-6 outline-none">
          <OverviewTab
            subscription={subView}
            transactions={txView}
            plans={plansView}
            processingPlanId={starter.processingPlanId}
            onChoose={starter.start}
            onShowTab={showTab}
          />
        </Tabs.Content>
        <Tabs.Content value="plans" className="mt-6 outline-none">
          <h2 className="sr-only">{t('Plans')}</h2>
          <PlanGrid
            plans={plans.data}
            loading={plans.isPending}
            failed={plans.isError}
            subscription={subscription.data}
            processingPlanId={starter.processingPlanId}
            onChoose={starter.start}
          />
          <p className="mt-6 text-center text-sm text-slate-600">
            {t(
              'Prices are in Indian rupees, inclusive of any GST. Each payment buys one month; paying before a paid plan ends adds the month after its current end date.',
            )}
          </p>
        </Tabs.Content>
        <Tabs.Content value="usage" className="mt-6 outline-none">
          <UsageTab
            subscription={subscription.data}
            plans={plans.data}
            loading={subscription.isPending}
            failed={subscription.isError}
            onShowPlans={() => showTab('plans')}
          />
        </Tabs.Content>
        <Tabs.Content value="billing" className="mt-6 outline-none">
          <Card>
            <CardHeader className="flex flex-row items-center gap-3">
              <Receipt aria-hidden="true" className="size-5 text-blue-700" />
              <h2 className="text-lg font-semibold text-slate-900">{t('Payment History')}</h2>
            </CardHeader>
            <CardContent className="px-0 pb-2">
              <HistoryBody transactions={txView} limit={Number.POSITIVE_INFINITY} />
            </CardContent>
          </Card>
        </Tabs.Content>
        <Tabs.Content value="invoices" className="mt-6 outline-none">
          <InvoicesTab
            transactions={transactions.data}
            loading={transactions.isPending}
            failed={transactions.isError}
          />
        </Tabs.Content>
      </Tabs.Root>
      {starter.checkoutDialog}
    </div>
  );
}
