import { CalendarDays, FileClock, IndianRupee, Wallet } from 'lucide-react';
import { formatCount } from '../../../../core/format/digits.ts';
import { STAT_GRID, StatCard } from '../../components/ui/stat-card.tsx';
import { formatRupeeText } from '../../lib/format-rupees.ts';
import { t } from '../../lib/i18n.ts';
import { usePaymentSummary } from './payments-api.ts';

/**
 * The four cards over the payment table (clinical spec). The sums come from the server in exact
 * decimal text, for the clinic's day and month, so they always add up to the rows.
 */
export function PaymentStats() {
  const summary = usePaymentSummary();
  const data = summary.data;
  // '—' while loading or after a failure: a wrong ₹0.00 would look like a real figure.
  const money = (value: string | undefined) => (value === undefined ? '—' : formatRupeeText(value));
  return (
    <section aria-label={t('Payment statistics')} className={STAT_GRID}>
      <StatCard label={t("Today's Payments")} value={money(data?.today)} icon={IndianRupee} tone="green" />
      <StatCard label={t('This Month')} value={money(data?.thisMonth)} icon={CalendarDays} />
      <StatCard label={t('Total Payments')} value={money(data?.total)} icon={Wallet} tone="violet" />
      <StatCard
        label={t('Pending Reports')}
        value={data ? formatCount(data.pendingReports) : '—'}
        icon={FileClock}
        tone="amber"
      />
    </section>
  );
}
