import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Printer } from 'lucide-react';
import { Link } from 'wouter';
import type { Clinic } from '../../../../../core/clinic/clinic-schema.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
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
    <div className="min-h-dvh bg-slate-100 py-6 print:bg-white print:py-0">
      <style>{PRINT_CSS}</style>
      <div className="mx-auto mb-4 flex w-[210mm] max-w-[calc(100%-2rem)] items-center justify-between gap-3 print:hidden">
        <Link href="/payments" className={buttonClasses('ghost', 'sm')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Payments
        </Link>
        {payment.data ? (
          <Button onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            Print
          </Button>
        ) : null}
      </div>
      {clinic.isError && payment.data ? (
        <div className="mx-auto mb-4 w-[210mm] max-w-[calc(100%-2rem)] print:hidden">
          <ErrorMessage className="rounded-md border border-red-200 bg-red-50 py-3">
            Failed to fetch clinic. The receipt is shown without the clinic's details.
          </ErrorMessage>
        </div>
      ) : null}
      <main className="mx-auto min-h-[297mm] w-[210mm] max-w-[calc(100%-2rem)] bg-white p-[15mm] shadow-md print:min-h-0 print:w-auto print:max-w-none print:p-0 print:shadow-none">
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
      </main>
    </div>
  );
}
