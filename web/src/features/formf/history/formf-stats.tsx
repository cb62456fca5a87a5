import { CheckCircle2, FileClock, FileText, Send } from 'lucide-react';
import { formatCount } from '../../../../../core/format/digits.ts';
import { STAT_GRID, StatCard } from '../../../components/ui/stat-card.tsx';
import { t } from '../../../lib/i18n.ts';
import type { FormFPage } from '../formf-api.ts';

/** The four cards of the Patient History page, over all of the clinic's forms. */
export function FormFStats({ stats }: { stats: FormFPage['stats'] | undefined }) {
  const show = (value: number | undefined) => (value === undefined ? '—' : formatCount(value));
  return (
    <section aria-label={t('Form F statistics')} className={STAT_GRID}>
      <StatCard label={t('Total Forms')} value={show(stats?.total)} icon={FileText} />
      <StatCard label={t('Compliant')} value={show(stats?.compliant)} icon={CheckCircle2} tone="green" />
      <StatCard label={t('Submitted')} value={show(stats?.submitted)} icon={Send} tone="violet" />
      <StatCard label={t('Draft')} value={show(stats?.draft)} icon={FileClock} tone="amber" />
    </section>
  );
}
