import { AlertTriangle } from 'lucide-react';
import { formatIsoDay } from '../../../../../core/format/dates.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n.ts';
import { navigateTo } from '../../../lib/navigate.ts';
import { richText } from '../../../lib/rich-text.tsx';
import { usePendingFiling } from '../records-api.ts';
import { screenMonthLabel } from './register-model.ts';

/**
 * The dashboard's reminder of Rule 9(8): from the 1st, until last month's report is recorded as
 * filed with the Appropriate Authority (due by the 5th).
 */
export function FilingReminder({ enabled }: { enabled: boolean }) {
  const t = useT();
  const pending = usePendingFiling(enabled);
  const month = pending.data?.month;
  const dueDate = pending.data?.dueDate;
  if (!month || !dueDate) return null;
  const overdue = pending.data?.overdue ?? false;
  return (
    <div
      role="alert"
      className={`mx-auto mb-6 flex max-w-7xl flex-col gap-3 rounded-md border px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between ${
        overdue ? 'border-red-300 bg-red-50 text-red-900' : 'border-amber-300 bg-amber-50 text-amber-900'
      }`}
    >
      <p className="flex items-start gap-2">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {richText(
            overdue
              ? t(
                  '<b>PC-PNDT monthly report for {month}</b> was due by {due} and is not recorded as filed with the Appropriate Authority.',
                  { month: screenMonthLabel(month), due: formatIsoDay(dueDate) },
                )
              : t(
                  '<b>PC-PNDT monthly report for {month}</b> is due by {due} and is not recorded as filed with the Appropriate Authority.',
                  { month: screenMonthLabel(month), due: formatIsoDay(dueDate) },
                ),
            { b: (words) => <strong>{words}</strong> },
          )}
        </span>
      </p>
      <Button size="sm" variant={overdue ? 'primary' : 'secondary'} onClick={() => navigateTo('/pcpndt?tab=register')}>
        {t('Open Register')}
      </Button>
    </div>
  );
}
