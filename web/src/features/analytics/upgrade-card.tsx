import { BarChart3 } from 'lucide-react';
import { Link } from 'wouter';
import { ANALYTICS_MESSAGES } from '../../../../core/analytics/analytics-range.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { msg, t } from '../../lib/i18n.ts';

const WHAT_IT_ADDS = [
  msg('Daily, weekly and monthly scan volume by report type'),
  msg('Each doctor’s workload and report turnaround times'),
  msg('Where your patients come from: referring doctors'),
  msg('Revenue by payment method, exact to the paisa'),
  msg('PC-PNDT Form F completeness and the register’s due date'),
];

/** What a Trial or Basic clinic sees instead of the panels: what the plan adds, and the way to it. */
export function AnalyticsUpgradeCard() {
  return (
    <Card className="mx-auto max-w-2xl p-6 sm:p-8">
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700"
        >
          <BarChart3 className="size-6" />
        </span>
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{t('Your centre at a glance')}</h2>
          <p className="mt-1 text-sm text-slate-700">{t(ANALYTICS_MESSAGES.plan)}</p>
        </div>
      </div>
      <ul className="mt-5 list-disc space-y-1.5 pl-6 text-sm text-slate-700">
        {WHAT_IT_ADDS.map((item) => (
          <li key={item}>{t(item)}</li>
        ))}
      </ul>
      <Link href="/billing?tab=plans" className={buttonClasses('primary', 'md', 'mt-6')}>
        {t('Upgrade to Professional')}
      </Link>
    </Card>
  );
}
