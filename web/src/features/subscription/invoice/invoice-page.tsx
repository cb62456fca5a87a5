import { ArrowLeft, Printer } from 'lucide-react';
import { Link } from 'wouter';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { FullScreenSpinner } from '../../../components/ui/spinner.tsx';
import { ErrorMessage } from '../../../components/ui/state-message.tsx';
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
    <div className="min-h-dvh bg-slate-100 py-6 print:bg-white print:py-0">
      <style>{PRINT_CSS}</style>
      <div className="mx-auto mb-4 flex w-[210mm] max-w-[calc(100%-2rem)] items-center justify-between gap-3 print:hidden">
        <Link href="/billing?tab=invoices" className={buttonClasses('ghost', 'sm')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Billing
        </Link>
        {invoice.data ? (
          <Button onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            Print
          </Button>
        ) : null}
      </div>
      <main className="mx-auto w-[210mm] max-w-[calc(100%-2rem)] min-h-[297mm] bg-white p-[15mm] shadow-md print:min-h-0 print:w-auto print:max-w-none print:p-0 print:shadow-none">
        {invoice.isError ? (
          <ErrorMessage>Failed to load the invoice. Please try again later.</ErrorMessage>
        ) : invoice.data ? (
          <InvoiceDocument invoice={invoice.data} />
        ) : (
          <div className="py-16 text-center">
            <h1 className="text-xl font-semibold text-slate-900">Invoice not found</h1>
            <p className="mt-2 text-slate-700">Invoices are issued for completed payments only.</p>
          </div>
        )}
      </main>
    </div>
  );
}
