import { CalendarPlus, UserRound, Users } from 'lucide-react';
import { formatCount } from '../../../../core/format/digits.ts';
import { STAT_GRID, StatCard } from '../../components/ui/stat-card.tsx';
import { t } from '../../lib/i18n.ts';
import { usePatientStats } from './patients-api.ts';

/**
 * The four cards over Patient Records. While a search or filter is on, the first one counts the
 * matching patients instead of all of them (clinical spec, Patient Management page).
 */
export function PatientStats({ filteredTotal }: { filteredTotal: number | null | undefined }) {
  const stats = usePatientStats();
  const show = (value: number | undefined) => (value === undefined ? '—' : formatCount(value));
  const filtering = filteredTotal !== null;
  return (
    <section aria-label={t('Patient statistics')} className={STAT_GRID}>
      <StatCard
        label={filtering ? t('Filtered Patients') : t('Total Patients')}
        value={show(filtering ? (filteredTotal ?? undefined) : stats.data?.total)}
        icon={Users}
      />
      <StatCard label={t('New This Month')} value={show(stats.data?.newThisMonth)} icon={CalendarPlus} tone="green" />
      <StatCard label={t('Female')} value={show(stats.data?.female)} icon={UserRound} tone="pink" />
      <StatCard label={t('Male')} value={show(stats.data?.male)} icon={UserRound} tone="violet" />
    </section>
  );
}
