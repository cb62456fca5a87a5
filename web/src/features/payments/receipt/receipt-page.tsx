import { useQuery } from '@tanstack/react-query';
import type { Clinic } from '../../../../../core/clinic/clinic-schema.ts';
import { PrintPageFrame } from '../../../components/print/print-page-frame.tsx';
import { FullScreenSpinner } from '../../../components/ui/spinner.tsx';
import { ErrorMessage } from '../../../components/ui/state-message.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePayment } from '../payments-api.ts';
import { ReceiptDocument } from './receipt-document.tsx';

// Only while this page is open, so other printouts keep their own page rules. The receipt
// fills the top half of the sheet, which the front desk can fold or cut.
const PRINT_CSS = '@page { size: A4; margin: 15mm; }';

// The clinic header rarely changes: 10 min fresh (clinical spec §9).
const CLINIC_STALE_MS = 10 * 60_000;

/** /payments/:id/receipt: the printable patient receipt, outside the app shell. */
export function ReceiptPage({ id }: { id: string }) {
  const payment = usePayment(id);
  const clinic = useQuery<Clinic | null>({ queryKey: ['/api/clinic'], staleTime: CLINIC_STALE_MS });
  useDocumentTitle(payment.data ? `Receipt ${payment.data.paymentId}` : 'Payment Receipt');

  if (payment.isPending || clinic.isPending) return <FullScreenSpinner />;
  return (
    <PrintPageFrame
      pageCss={PRINT_CSS}
      backHref="/payments"
      backLabel="Back to Payments"
      canPrint={Boolean(payment.data)}
      notice={
        clinic.isError && payment.data ? (
          <ErrorMessage className="rounded-md border border-red-200 bg-red-50 py-3">
            Failed to fetch clinic. The receipt is shown without the clinic's details.
          </ErrorMessage>
        ) : null
      }
    >
      {payment.isError ? (
        <ErrorMessage>Failed to load the receipt. Please try again later.</ErrorMessage>
      ) : payment.data ? (
        <ReceiptDocument payment={payment.data} clinic={clinic.data ?? null} />
      ) : (
        <div className="py-16 text-center">
          <h1 className="text-xl font-semibold text-slate-900">Payment Not Found</h1>
          <p className="mt-2 text-slate-700">Check the link, or open the receipt from the Payments page.</p>
        </div>
      )}
    </PrintPageFrame>
  );
}
