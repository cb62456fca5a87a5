import { paymentsApi } from '../../../../../core/api/payments-api.ts';
import { buildReceiptPrintModel } from '../../../../../core/payments/receipt-print-model.ts';
import { pageMarginsMm } from '../../../../../core/print/print-settings.ts';
import { DownloadPdfButton } from '../../../components/print/download-pdf-button.tsx';
import { reportPageCss } from '../../../components/print/page-css.ts';
import { PrintPageFrame } from '../../../components/print/print-page-frame.tsx';
import { FullScreenSpinner } from '../../../components/ui/spinner.tsx';
import { ErrorMessage } from '../../../components/ui/state-message.tsx';
import { urlOf } from '../../../lib/call-api.ts';
import { t } from '../../../lib/i18n.ts';
import { useClinicRecord } from '../../../lib/use-clinic.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePrintSettings } from '../../../lib/use-print-settings.ts';
import { usePayment } from '../payments-api.ts';
import { ReceiptDocument } from './receipt-document.tsx';

// The clinic header rarely changes: 10 min fresh (clinical spec §9).
const CLINIC_STALE_MS = 10 * 60_000;

/** /payments/:id/receipt: the printable patient receipt, outside the app shell. */
export function ReceiptPage({ id }: { id: string }) {
  const payment = usePayment(id);
  const clinic = useClinicRecord({ staleTime: CLINIC_STALE_MS });
  const print = usePrintSettings();
  useDocumentTitle(payment.data ? `Receipt ${payment.data.paymentId}` : 'Payment Receipt');

  if (payment.isPending || clinic.isPending || print.isPending) return <FullScreenSpinner />;
  return (
    <PrintPageFrame
      // A4 with the page margins, or the letterhead's bands (issue 19 §4), only while this page
      // is open. The receipt fills the top half of the sheet, which the front desk can fold or cut.
      pageCss={reportPageCss(null, pageMarginsMm(print.settings))}
      backHref="/payments"
      backLabel={t('Back to Payments')}
      canPrint={Boolean(payment.data)}
      actions={
        payment.data ? (
          <DownloadPdfButton
            url={urlOf(paymentsApi.pdf, { params: { id: payment.data.id } })}
            fileName={`receipt-${payment.data.paymentId}.pdf`}
          />
        ) : null
      }
      notice={
        clinic.isError && payment.data ? (
          <ErrorMessage className="rounded-md border border-red-200 bg-red-50 py-3">
            {t("Failed to fetch clinic. The receipt is shown without the clinic's details.")}
          </ErrorMessage>
        ) : null
      }
    >
      {payment.isError ? (
        <ErrorMessage>{t('Failed to load the receipt. Please try again later.')}</ErrorMessage>
      ) : payment.data ? (
        <ReceiptDocument
          model={buildReceiptPrintModel(payment.data, clinic.data ?? null)}
          layout={print.settings.layout}
        />
      ) : (
        <div className="py-16 text-center">
          <h1 className="text-xl font-semibold text-slate-900">{t('Payment Not Found')}</h1>
          <p className="mt-2 text-slate-700">{t('Check the link, or open the receipt from the Payments page.')}</p>
        </div>
      )}
    </PrintPageFrame>
  );
}
