import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTitle } from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { t } from '../../lib/i18n.ts';
import { type Report, useReport } from './reports-api.ts';

interface ReportLoaderProps {
  id: string;
  onClose: () => void;
  /** The editor or print dialog, given the report as it is saved now. */
  children: (report: Report) => ReactNode;
}

/**
 * Opens a report from a list row. The list holds summaries and may be 30 s old, so the report is
 * fetched by id on every opening (gcTime 0: no cached copy outlives the editor) and an edit
 * starts from the saved version. Loading, a failure and a missing report each get a small dialog.
 */
export function ReportLoader({ id, onClose, children }: ReportLoaderProps) {
  const report = useReport(id, { gcTime: 0 });
  // Data first: once the editor shows, a failed background refetch must not replace it.
  if (report.data) return children(report.data);
  if (report.isPending) {
    return (
      <StateDialog onClose={onClose}>
        <div role="status" className="flex items-center gap-3 py-4">
          <Spinner className="size-6" />
          <DialogTitle className="text-lg font-semibold text-slate-900">{t('Loading Report')}</DialogTitle>
        </div>
      </StateDialog>
    );
  }
  return (
    <StateDialog onClose={onClose}>
      <div role="alert" className="space-y-2 py-2">
        <DialogTitle className="text-lg font-semibold text-slate-900">
          {report.isError ? t('Error') : t('Report Not Found')}
        </DialogTitle>
        <p className="text-slate-700">
          {report.isError
            ? t('Failed to load the report. Please try again later.')
            : t('This report no longer exists. Refresh the list and try again.')}
        </p>
      </div>
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('Close')}
        </Button>
      </div>
    </StateDialog>
  );
}

function StateDialog({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent aria-describedby={undefined}>{children}</DialogContent>
    </Dialog>
  );
}
