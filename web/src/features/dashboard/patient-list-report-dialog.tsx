import { Printer, X } from 'lucide-react';
import { useState } from 'react';
import { formatDate, formatDateTime } from '../../../../core/format/dates.ts';
import { Button } from '../../components/ui/button.tsx';
import { DateInput } from '../../components/ui/date-input.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';
import { Label } from '../../components/ui/label.tsx';
import { ErrorMessage, LoadingMessage } from '../../components/ui/state-message.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { lastMonthRange } from '../../lib/clinic-dates.ts';
import { msg, t } from '../../lib/i18n.ts';
import { useClinicRecord } from '../../lib/use-clinic.ts';
import { usePatientListReport } from './dashboard-api.ts';
import { buildPatientListModel } from './patient-list-model.ts';
import { PatientListReportTable } from './patient-list-report-table.tsx';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * While the dialog is open, printing shows only the report: A4 landscape, 15 mm margins
 * (clinical spec §9). Everything outside the dialog, and the dialog's controls, is hidden.
 */
const PRINT_CSS = `
@page { size: A4 landscape; margin: 15mm; }
@media print {
  html, body { background: #fff !important; }
  body > :not([data-print-area], :has([data-print-area])) { display: none !important; }
  body > :has([data-print-area]) > :not([data-print-area]) { display: none !important; }
  [data-print-area] {
    position: static !important; inset: auto !important; transform: none !important; translate: none !important;
    width: auto !important; max-width: none !important; max-height: none !important; overflow: visible !important;
    border: 0 !important; border-radius: 0 !important; box-shadow: none !important; padding: 0 !important;
  }
  [data-print-hide] { display: none !important; }
}`;

/** The Patient List Report (clinical spec): patients registered in a period, with what they paid. */
export function PatientListReportDialog({ onClose }: { onClose: () => void }) {
  const [range, setRange] = useState(() => lastMonthRange(new Date()));
  const valid = ISO_DAY.test(range.from) && ISO_DAY.test(range.to);
  const ordered = valid && range.from <= range.to;
  const report = usePatientListReport(range.from, range.to, ordered);
  const clinic = useClinicRecord();
  const [generatedAt] = useState(() => new Date());
  const model = report.data ? buildPatientListModel(report.data) : null;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="2xl" showClose={false} data-print-area="">
        <style>{PRINT_CSS}</style>
        <div className="flex items-start justify-between gap-4">
          <div>
            <DialogTitle className="text-xl font-semibold text-slate-900">{t('Patient List Report')}</DialogTitle>
            <DialogDescription className="mt-1 text-sm text-slate-600">
              {clinic.data?.name ? `${clinic.data.name} · ` : ''}
              {report.data
                ? t('Patients registered from {from} to {to}', {
                    from: formatDate(`${report.data.from}T00:00:00Z`, 'UTC'),
                    to: formatDate(`${report.data.to}T00:00:00Z`, 'UTC'),
                  })
                : t('Patients registered in the chosen period')}
            </DialogDescription>
            <p className="hidden text-xs text-slate-600 print:block">
              {t('Generated on')} {formatDateTime(generatedAt)}
            </p>
          </div>
          <DialogClose
            aria-label={t('Close')}
            data-print-hide=""
            className="rounded-md p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700"
          >
            <X aria-hidden="true" className="size-4" />
          </DialogClose>
        </div>

        <div data-print-hide="" className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="space-y-1.5">
            <Label htmlFor="list-report-from">{t('From')}</Label>
            <DateInput
              id="list-report-from"
              value={range.from}
              max={range.to}
              onChange={(event) => setRange((current) => ({ ...current, from: event.target.value }))}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="list-report-to">{t('To')}</Label>
            <DateInput
              id="list-report-to"
              value={range.to}
              min={range.from}
              onChange={(event) => setRange((current) => ({ ...current, to: event.target.value }))}
            />
          </div>
          <Button className="sm:ml-auto" disabled={!model} onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            {t('Print')}
          </Button>
        </div>

        <div className="mt-5">
          {!valid ? <ErrorMessage>{t('Choose a start and an end date')}</ErrorMessage> : null}
          {valid && !ordered ? <ErrorMessage>{t('Start date must be on or before the end date')}</ErrorMessage> : null}
          {ordered && report.isPending ? <LoadingMessage>{t('Loading report...')}</LoadingMessage> : null}
          {ordered && report.isError ? (
            <ErrorMessage>
              {t(errorMessageOf(report.error, msg('Failed to load the patient list report')))}
            </ErrorMessage>
          ) : null}
          {ordered && model ? <PatientListReportTable model={model} /> : null}
        </div>

        <p className="mt-5 border-t border-slate-200 pt-3 text-xs text-slate-600">
          {t('This report contains confidential patient information. Handle, share and dispose of it accordingly.')}
        </p>
      </DialogContent>
    </Dialog>
  );
}
