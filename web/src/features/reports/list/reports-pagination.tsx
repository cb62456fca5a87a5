import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { t } from '../../../lib/i18n.ts';
import { pageNumbers, showingLine } from './report-display.ts';

interface ReportsPaginationProps {
  page: number;
  totalPages: number;
  pageSize: number;
  shown: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous, up to 5 page numbers, Next, and 'Showing a to b of n reports' (spec §2). */
export function ReportsPagination({ page, totalPages, pageSize, shown, total, onPage }: ReportsPaginationProps) {
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6">
      <p className="text-sm text-slate-700" aria-live="polite">
        {showingLine(page, pageSize, shown, total)}
      </p>
      {totalPages > 1 ? (
        <nav aria-label={t('Report pages')} className="flex items-center gap-1">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            {t('Previous')}
          </Button>
          {pageNumbers(page, totalPages).map((number) => (
            <Button
              key={number}
              size="sm"
              variant={number === page ? 'primary' : 'ghost'}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('Page {number}', { number })}
              onClick={() => onPage(number)}
            >
              {number}
            </Button>
          ))}
          <Button variant="secondary" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
            {t('Next')}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
