import { Printer } from 'lucide-react';
import { isObstetricReportType } from '../../../../../core/reports/templates/template-types.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { t } from '../../../lib/i18n.ts';
import type { FormFTarget, Report } from '../reports-api.ts';
import { SendReportButton } from '../send/send-report-button.tsx';
import { FORM_F_DELAY_MS, reportPrintPath } from './print-constants.ts';
import { ReportSheet } from './report-sheet.tsx';

interface ReportPrintDialogProps {
  report: Report;
  onClose: () => void;
  /** Opens Form F for an obstetric report; the app supplies the Form F feature's dialog. */
  openFormF: (report: FormFTarget) => void;
}

/**
 * The print preview (spec §2): the report as it prints, Print Report (Print Report + Form F
 * for obstetric types) and Close. Printing opens the report alone in a new window.
 */
export function ReportPrintDialog({ report, onClose, openFormF }: ReportPrintDialogProps) {
  const obstetric = isObstetricReportType(report.reportType);

  function print() {
    window.open(reportPrintPath(report.id, true), '_blank', 'noopener');
    if (obstetric) setTimeout(() => openFormF(report), FORM_F_DELAY_MS);
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="xl" className="top-4! translate-y-0! sm:top-8!">
        <DialogTitle className="text-xl font-semibold text-slate-900">{t('Print Report')}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-600">
          {report.reportId} · {report.patientName}
        </DialogDescription>
        <div className="mt-4 rounded-md border border-slate-300 bg-white p-3 shadow-inner sm:p-6">
          <ReportSheet report={report} onClose={onClose} />
        </div>
        <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('Close')}
          </Button>
          <SendReportButton report={report} />
          <Button onClick={print}>
            <Printer aria-hidden="true" className="size-4" />
            {obstetric ? t('Print Report + Form F') : t('Print Report')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
