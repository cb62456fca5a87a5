import { Download, FileText } from 'lucide-react';
import { formatDate } from '../../../../../core/format/dates.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../../components/ui/state-message.tsx';
import { formatRupeeText } from '../../../lib/format-rupees.ts';
import { type BillingTransaction, invoicedTransactions } from './billing-api.ts';
import { InvoiceLink, transactionDate } from './transactions-table.tsx';

const HEAD = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const CELL = 'px-4 py-3 align-middle';

interface InvoicesTabProps {
  transactions: BillingTransaction[] | undefined;
  loading: boolean;
  failed: boolean;
}

/** One printable invoice per completed payment; the latest one a click away. */
export function InvoicesTab({ transactions, loading, failed }: InvoicesTabProps) {
  const invoices = transactions ? invoicedTransactions(transactions) : [];
  return (
    <Card>
      <CardHeader className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <FileText aria-hidden="true" className="size-5 text-blue-700" />
          <div>
            <h2 className="text-lg font-semibold text-slate-900">Invoices</h2>
            <p className="text-sm text-slate-600">Open an invoice to print it or save it as a PDF.</p>
          </div>
        </div>
        {invoices.length > 0 ? (
          <a href="/billing/invoices/latest" target="_blank" rel="noopener" className={buttonClasses('primary')}>
            <Download aria-hidden="true" className="size-4" />
            Download Latest Invoice
          </a>
        ) : (
          <Button disabled>
            <Download aria-hidden="true" className="size-4" />
            Download Latest Invoice
          </Button>
        )}
      </CardHeader>
      <CardContent className="px-0 pb-2">
        {loading ? (
          <LoadingMessage>Loading invoices...</LoadingMessage>
        ) : failed ? (
          <ErrorMessage>Failed to load invoices. Please try again later.</ErrorMessage>
        ) : invoices.length === 0 ? (
          <EmptyMessage>
            <p>No invoices yet. An invoice is issued for every completed payment.</p>
          </EmptyMessage>
        ) : (
          <InvoiceTable invoices={invoices} />
        )}
      </CardContent>
    </Card>
  );
}

function InvoiceTable({ invoices }: { invoices: BillingTransaction[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">Invoices</caption>
        <thead className="border-y border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={HEAD}>
              Invoice No.
            </th>
            <th scope="col" className={HEAD}>
              Date
            </th>
            <th scope="col" className={HEAD}>
              Description
            </th>
            <th scope="col" className={HEAD}>
              Period
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              Amount
            </th>
            <th scope="col" className={HEAD}>
              <span className="sr-only">Action</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {invoices.map((tx) => (
            <tr key={tx.id}>
              <td className={`${CELL} font-medium whitespace-nowrap text-slate-900`}>{tx.invoiceNumber}</td>
              <td className={`${CELL} whitespace-nowrap text-slate-700 tabular-nums`}>{transactionDate(tx)}</td>
              <td className={`${CELL} text-slate-900`}>{tx.description ?? 'Subscription'}</td>
              <td className={`${CELL} whitespace-nowrap text-slate-700 tabular-nums`}>
                {tx.billingPeriodStart && tx.billingPeriodEnd
                  ? `${formatDate(tx.billingPeriodStart)} – ${formatDate(tx.billingPeriodEnd)}`
                  : '—'}
              </td>
              <td className={`${CELL} text-right font-medium whitespace-nowrap text-slate-900 tabular-nums`}>
                {formatRupeeText(tx.amount)}
              </td>
              <td className={`${CELL} text-right`}>
                <InvoiceLink id={tx.id} invoiceNumber={tx.invoiceNumber ?? ''} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
