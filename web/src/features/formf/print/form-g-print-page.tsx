import { PrintPageFrame } from '../../../components/print/print-page-frame.tsx';
import { FullScreenSpinner } from '../../../components/ui/spinner.tsx';
import { ErrorMessage } from '../../../components/ui/state-message.tsx';
import { t } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useFormF } from '../formf-api.ts';
import { FormGDocument } from './form-g-document.tsx';
import { formFPageCss } from './formf-print-model.ts';

/** Where the consent for an invasive procedure (Form G) of a Form F prints. */
export function formGPrintPath(id: string): string {
  return `/pcpndt/${encodeURIComponent(id)}/form-g`;
}

/** /pcpndt/:id/form-g: Form G on A4, filled from the Form F, to be signed before the procedure. */
export function FormGPrintPage({ id }: { id: string }) {
  const form = useFormF(id);
  useDocumentTitle(form.data ? t('Form G {id}', { id: form.data.formId }) : t('Form G'));
  if (form.isPending) return <FullScreenSpinner />;
  return (
    <PrintPageFrame
      pageCss={formFPageCss(form.data?.formId ?? '', 'Form G for Form F')}
      backHref="/pcpndt"
      backLabel={t('Back to Patient History')}
      canPrint={Boolean(form.data)}
      marginClass="p-[12mm]"
    >
      {form.data ? (
        <FormGDocument form={form.data} />
      ) : (
        <ErrorMessage>{t('Failed to load Form F. Please try again later.')}</ErrorMessage>
      )}
    </PrintPageFrame>
  );
}
