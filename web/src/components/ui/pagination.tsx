import { ChevronLeft, ChevronRight } from 'lucide-react';
import { t } from '../../lib/i18n.ts';
import { Button } from './button.tsx';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Patient pages". */
  label: string;
}

/** Previous / Next with "Page x of y". Hidden when everything fits on one page. */
export function Pagination({ page, totalPages, onPageChange, label }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('Previous')}
      </Button>
      <p className="text-sm text-slate-700" aria-live="polite">
        {t('Page')} {page} {t('of')} {totalPages}
      </p>
      <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
        {t('Next')}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
