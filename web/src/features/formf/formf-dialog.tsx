import { ClipboardEdit, Printer } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog.tsx';
import { ErrorMessage, LoadingMessage } from '../../components/ui/state-message.tsx';
import { useT } from '../../lib/i18n.ts';
import { navigateTo } from '../../lib/navigate.ts';
import { useRecordsReadOnly } from '../../lib/records-read-only.ts';
import { EvidencePanel } from './evidence/evidence-panel.tsx';
import { type FormF, useFormF, useFormFForReport } from './formf-api.ts';
import { patientHistoryPath } from './history/history-links.ts';
import { formGPrintPath } from './print/form-g-print-page.tsx';
import { formFPrintPath } from './print/formf-print-page.tsx';
import { FormFSheet } from './print/formf-sheet.tsx';

type FormFDialogProps = { onClose: () => void } & (
  | { reportId: string; reportLabel: string; formId?: undefined }
  | { formId: string; reportId?: undefined; reportLabel?: undefined }
);

/**
 * The Form F dialog (spec "Form F dialog"): the statutory form as it prints, Print Form F
 * (a new window, A4 with 12 mm margins), Complete Form F and Close. Opened for a report (the
 * Reports page's Form F button, and 50 ms after an obstetric report prints) or for a record.
 */
export function FormFDialog(props: FormFDialogProps) {
  const t = useT();
  const byReport = useFormFForReport(props.reportId ?? null);
  const byId = useFormF(props.formId ?? null);
  const query = props.reportId ? byReport : byId;
  const form = query.data ?? null;
  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent size="xl" className="top-4! translate-y-0! sm:top-8!">
        <DialogTitle className="text-xl font-semibold text-slate-900">{t('Form F')}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-600">
          {form
            ? `${form.formId} · ${form.patientName ?? form.patientCode}`
            : (props.reportLabel ?? t('PC-PNDT record'))}
        </DialogDescription>
        <div className="mt-4 rounded-md border border-slate-300 bg-white p-6 shadow-inner">
          {query.isPending ? (
            <LoadingMessage>{t('Loading Form F...')}</LoadingMessage>
          ) : query.isError ? (
            <ErrorMessage>{t('Failed to load Form F. Please try again later.')}</ErrorMessage>
          ) : form ? (
            <FormFSheet form={form} onClose={props.onClose} />
          ) : (
            <p role="status" className="py-10 text-center text-slate-700">
              {props.reportId
                ? t(
                    'This report has no Form F: the record is made for every scan of a pregnant woman, from when it is scheduled.',
                  )
                : t('Form F not found')}
            </p>
          )}
        </div>
        {form ? <EvidencePanel form={form} /> : null}
        <DialogActions form={form} onClose={props.onClose} />
      </DialogContent>
    </Dialog>
  );
}

function DialogActions({ form, onClose }: { form: FormF | null; onClose: () => void }) {
  const t = useT();
  const readOnly = useRecordsReadOnly();
  return (
    <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onClose}>
        {t('Close')}
      </Button>
      {form ? (
        <>
          {readOnly ? null : (
            <Button
              variant="secondary"
              onClick={() => {
                onClose();
                navigateTo(patientHistoryPath({ reportId: form.reportId, formId: form.id, edit: true }));
              }}
            >
              <ClipboardEdit aria-hidden="true" className="size-4" />
              {form.status === 'submitted' ? t('Amend Form F') : t('Complete Form F')}
            </Button>
          )}
          {form.sectionC || form.invasiveTestAdvised ? (
            <Button variant="secondary" onClick={() => window.open(formGPrintPath(form.id), '_blank', 'noopener')}>
              <Printer aria-hidden="true" className="size-4" />
              {t('Print Form G')}
            </Button>
          ) : null}
          <Button onClick={() => window.open(formFPrintPath(form.id, true), '_blank', 'noopener')}>
            <Printer aria-hidden="true" className="size-4" />
            {t('Print Form F')}
          </Button>
        </>
      ) : null}
    </div>
  );
}
