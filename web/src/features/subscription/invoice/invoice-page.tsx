import { billingApi } from '../../../../../core/api/billing-api.ts';
import { buildInvoicePrintModel, invoicePdfFileName } from '../../../../../core/billing/invoice-print-model.ts';
import { DownloadPdfButton } from '../../../components/print/download-pdf-button.tsx';
import { PrintPageFrame } from '../../../components/print/print-page-frame.tsx';
import { FullScreenSpinner } from '../../../components/ui/spinner.tsx';
import { ErrorMessage } from '../../../components/ui/state-message.tsx';
import { urlOf } from '../../../lib/call-api.ts';
import { t } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useInvoice } from '../billing/billing-api.ts';
import { InvoiceDocument } from './invoice-document.tsx';

// Only while this page is open, so other printouts keep their own page rules.
const PRINT_CSS = '@page { size: A4; margin: 15mm; }';

/** /billing/invoices/:id (or /latest): the printable invoice, outside the app shell. */
export function InvoicePage({ id }: { id: string }) {
  const invoice = useInvoice(id);
  useDocumentTitle(invoice.data ? `Invoice ${invoice.data.invoiceNumber}` : 'Invoice');

  if (invoice.isPending) return <FullScreenSpinner />;
  return (
    <PrintPageFrame
      pageCss={PRINT_CSS}
      backHref="/billing?tab=invoices"
      backLabel={t('Back to Billing')}
      canPrint={Boolean(invoice.data)}
      actions={
        invoice.data ? (
          <DownloadPdfButton
            url={urlOf(billingApi.invoicePdf, { params: { id } })}
            fileName={invoicePdfFileName(invoice.data.invoiceNumber)}
          />
        ) : null
      }
    >
      {invoice.isError ? (
        <ErrorMessage>{t('Failed to load the invoice. Please try again later.')}</ErrorMessage>
      ) : invoice.data ? (
        <InvoiceDocument model={buildInvoicePrintModel(invoice.data)} />
      ) : (
        <div className="py-16 text-center">
          <h1 className="text-xl font-semibold text-slate-900">{t('Invoice not found')}</h1>
          <p className="mt-2 text-slate-700">{t('Invoices are issued for completed payments only.')}</p>
        </div>
      )}
    </PrintPageFrame>
  );
}
