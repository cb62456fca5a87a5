import { BadgeCheck, FileStack, FileText, Layers } from 'lucide-react';
import { STAT_GRID, StatCard } from '../../../components/ui/stat-card.tsx';
import { t } from '../../../lib/i18n.ts';

interface ReportsStatsProps {
  total: number;
  filtered: boolean;
  onPage: number;
  page: number;
  totalPages: number;
  signedOnPage: number;
}

/** The four stat cards of spec §2: total (or filtered), this page's count, page x of y, signed on the page. */
export function ReportsStats({ total, filtered, onPage, page, totalPages, signedOnPage }: ReportsStatsProps) {
  return (
    <section aria-label={t('Report statistics')} className={STAT_GRID}>
      <StatCard label={filtered ? t('Filtered Reports') : t('Total Reports')} value={total} icon={FileStack} />
      <StatCard label={t('On This Page')} value={onPage} icon={FileText} tone="violet" />
      <StatCard
        label={t('Page')}
        value={t('{page} of {pages}', { page, pages: totalPages })}
        icon={Layers}
        tone="amber"
      />
      <StatCard label={t('Signed (this page)')} value={signedOnPage} icon={BadgeCheck} tone="green" />
    </section>
  );
}
