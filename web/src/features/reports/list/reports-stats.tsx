import { BadgeCheck, FileStack, FileText, Layers } from 'lucide-react';
import { STAT_GRID, StatCard } from '../../../components/ui/stat-card.tsx';

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
    <section aria-label="Report statistics" className={STAT_GRID}>
      <StatCard label={filtered ? 'Filtered Reports' : 'Total Reports'} value={total} icon={FileStack} />
      <StatCard label="On This Page" value={onPage} icon={FileText} tone="violet" />
      <StatCard label="Page" value={`${page} of ${totalPages}`} icon={Layers} tone="amber" />
      <StatCard label="Signed (this page)" value={signedOnPage} icon={BadgeCheck} tone="green" />
    </section>
  );
}
