import { History } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../../components/ui/state-message.tsx';
import { t } from '../../../lib/i18n.ts';
import type { ActiveSubscription } from '../../../lib/use-active-subscription.ts';
import type { SubscriptionPlan } from '../subscription-api.ts';
import type { BillingTransaction } from './billing-api.ts';
import { CurrentSubscriptionCard } from './current-subscription-card.tsx';
import { PlanGrid } from './plan-grid.tsx';
import { TransactionsTable } from './transactions-table.tsx';

/** Clinical spec §9: the overview shows the first 10 transactions. */
const HISTORY_SIZE = 10;

export interface QueryView<T> {
  data: T | undefined;
  loading: boolean;
  failed: boolean;
}

interface OverviewTabProps {
  subscription: QueryView<ActiveSubscription | null>;
  transactions: QueryView<BillingTransaction[]>;
  plans: QueryView<SubscriptionPlan[]>;
  processingPlanId: string | null;
  onChoose: (plan: SubscriptionPlan) => void;
  onShowTab: (tab: 'plans' | 'billing') => void;
}

export function OverviewTab({
  subscription,
  transactions,
  plans,
  processingPlanId,
  onChoose,
  onShowTab,
}: OverviewTabProps) {
  const sub = subscription.data;
  const noPlan = !subscription.loading && !subscription.failed && (!sub || sub.status === 'pending');
  return (
    <div className="space-y-6">
      <CurrentSubscriptionCard
        subscription={sub}
        loading={subscription.loading}
        failed={subscription.failed}
        plans={plans.data}
        onShowPlans={() => onShowTab('plans')}
      />
      {noPlan ? (
        <section aria-labelledby="available-plans">
          <h2 id="available-plans" className="mb-3 text-lg font-semibold text-slate-900">
            {t('Available Plans')}
          </h2>
          <PlanGrid
            plans={plans.data}
            loading={plans.loading}
            failed={plans.failed}
            subscription={sub}
            processingPlanId={processingPlanId}
            onChoose={onChoose}
          />
        </section>
      ) : null}
      <Card>
        <CardHeader className="flex flex-row items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <History aria-hidden="true" className="size-5 text-blue-700" />
            <h2 className="text-lg font-semibold text-slate-900">{t('Billing History')}</h2>
          </div>
          {(transactions.data?.length ?? 0) > HISTORY_SIZE ? (
            <Button variant="link" onClick={() => onShowTab('billing')}>
              {t('View all')}
            </Button>
          ) : null}
        </CardHeader>
        <CardContent className="px-0 pb-2">
          <HistoryBody transactions={transactions} />
        </CardContent>
      </Card>
    </div>
  );
}

export function HistoryBody({
  transactions,
  limit,
}: {
  transactions: QueryView<BillingTransaction[]>;
  limit?: number;
}) {
  if (transactions.loading) return <LoadingMessage>{t('Loading billing history...')}</LoadingMessage>;
  if (transactions.failed || !transactions.data) {
    return <ErrorMessage>{t('Failed to load billing history. Please try again later.')}</ErrorMessage>;
  }
  if (transactions.data.length === 0) {
    return (
      <EmptyMessage>
        <p>{t('No payments yet.')}</p>
      </EmptyMessage>
    );
  }
  const rows = transactions.data.slice(0, limit ?? HISTORY_SIZE);
  return <TransactionsTable transactions={rows} caption={t('Billing history')} />;
}
