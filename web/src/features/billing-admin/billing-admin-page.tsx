import { useState } from 'react';
import { ErrorMessage } from '../../components/ui/state-message.tsx';
import { cn } from '../../lib/cn.ts';
import { msg, useT } from '../../lib/i18n.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useCan } from '../../lib/use-permissions.ts';
import { ApprovalsPanel } from './approvals-panel.tsx';
import { CollectionsReportPanel } from './collections-report-panel.tsx';
import { DayClosingPanel } from './day-closing-panel.tsx';
import { FeeListPanel } from './fee-list-panel.tsx';
import { ReferrersPanel } from './referrers-panel.tsx';

const TABS = [
  { id: 'fees', label: msg('Fee list') },
  { id: 'approvals', label: msg('Approvals') },
  { id: 'closing', label: msg('Day closing') },
  { id: 'referrers', label: msg('Referrers') },
  { id: 'reports', label: msg('Billing reports') },
] as const;
type TabId = (typeof TABS)[number]['id'];

const tabFromUrl = (): TabId => {
  const wanted = new URLSearchParams(window.location.search).get('tab');
  return TABS.find((tab) => tab.id === wanted)?.id ?? 'fees';
};

/** Patient billing for administrators (issue 33): prices, approvals, the day's count, referrers, reports. */
export function BillingAdminPage() {
  const t = useT();
  const can = useCan();
  useDocumentTitle('Billing administration');
  const [tab, setTab] = useState<TabId>(tabFromUrl);
  if (!can('bills.approve'))
    return <ErrorMessage>{t('Only administrators can set fees, approve refunds and close the day.')}</ErrorMessage>;
  const choose = (id: TabId) => {
    setTab(id);
    window.history.replaceState(null, '', `?tab=${id}`);
  };
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div data-print-hide="">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('Billing administration')}</h1>
        <p className="mt-1 text-slate-600">
          {t('Fees, approvals, the day-end count, referring doctors and collection reports')}
        </p>
      </div>
      <div
        role="tablist"
        aria-label={t('Billing administration')}
        className="flex gap-1 overflow-x-auto border-b border-slate-200"
        data-print-hide=""
      >
        {TABS.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={`billing-tab-${item.id}`}
            aria-selected={tab === item.id}
            aria-controls="billing-admin-panel"
            onClick={() => choose(item.id)}
            className={cn(
              '-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap',
              tab === item.id
                ? 'border-blue-700 text-blue-800'
                : 'border-transparent text-slate-600 hover:text-slate-900',
            )}
          >
            {t(item.label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="billing-admin-panel" aria-labelledby={`billing-tab-${tab}`}>
        {tab === 'fees' ? <FeeListPanel /> : null}
        {tab === 'approvals' ? <ApprovalsPanel /> : null}
        {tab === 'closing' ? <DayClosingPanel /> : null}
        {tab === 'referrers' ? <ReferrersPanel /> : null}
        {tab === 'reports' ? <CollectionsReportPanel /> : null}
      </div>
    </div>
  );
}
