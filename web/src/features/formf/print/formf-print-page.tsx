import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { formfApi } from '../../../../../core/api/formf-api.ts';
import { DownloadPdfButton } from '../../../components/print/download-pdf-button.tsx';
import { PrintPageFrame } from '../../../components/print/print-page-frame.tsx';
import { printWhenFontsLoad } from '../../../components/print/print-when-fonts-load.ts';
import { FullScreenSpinner } from '../../../components/ui/spinner.tsx';
import { ErrorMessage } from '../../../components/ui/state-message.tsx';
import { urlOf } from '../../../lib/call-api.ts';
import { t } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { EvidencePrint } from '../evidence/evidence-print.tsx';
import { recordFormFPrint, useClinic, useFormF, usePatient } from '../formf-api.ts';
import { formFPageCss } from './formf-print-model.ts';
import { FormFSheet } from './formf-sheet.tsx';

/** Where a record prints alone; ?autoprint=1 prints once everything has loaded. */
export function formFPrintPath(id: string, autoprint = false): string {
  return `/pcpndt/${encodeURIComponent(id)}/print${autoprint ? '?autoprint=1' : ''}`;
}

/** /pcpndt/:id/print: Form F alone on A4 with 12 mm margins, outside the app shell. */
export function FormFPrintPage({ id }: { id: string }) {
  const form = useFormF(id);
  const patient = usePatient(form.data?.patientId ?? null);
  const clinic = useClinic();
  const autoprint = new URLSearchParams(useSearch()).get('autoprint') === '1';
  const [evidenceReady, setEvidenceReady] = useState(false);
  const ready = Boolean(form.data && patient.data && !clinic.isPending && evidenceReady);
  useDocumentTitle(form.data ? t('Form F {id}', { id: form.data.formId }) : t('Form F'));

  // Every way of printing (the button, autoprint, Ctrl+P) passes through beforeprint.
  const formId = form.data?.id;
  useEffect(() => {
    if (!formId) return;
    const record = () => recordFormFPrint(formId);
    window.addEventListener('beforeprint', record);
    return () => window.removeEventListener('beforeprint', record);
  }, [formId]);

  useEffect(() => (autoprint && ready ? printWhenFontsLoad() : undefined), [autoprint, ready]);

  if (form.isPending) return <FullScreenSpinner />;
  return (
    <PrintPageFrame
      pageCss={formFPageCss(form.data?.formId ?? '')}
      backHref="/pcpndt"
      backLabel={t('Back to Patient History')}
      canPrint={ready}
      marginClass="p-[12mm]"
      actions={
        form.data ? (
          <DownloadPdfButton
            url={urlOf(formfApi.pdf, { params: { id: form.data.id } })}
            fileName={`form-f-${form.data.formId}.pdf`}
          />
        ) : null
      }
    >
      {form.isError ? (
        <ErrorMessage>{t('Failed to load Form F. Please try again later.')}</ErrorMessage>
      ) : form.data ? (
        <>
          <FormFSheet form={form.data} onClose={() => window.close()} />
          <EvidencePrint formId={form.data.id} formCode={form.data.formId} onReady={setEvidenceReady} />
        </>
      ) : (
        <div className="py-16 text-center">
          <h1 className="text-xl font-semibold text-slate-900">{t('Form F Not Found')}</h1>
          <p className="mt-2 text-slate-700">{t('Check the link, or open the form from the Patient History page.')}</p>
        </div>
      )}
    </PrintPageFrame>
  );
}
