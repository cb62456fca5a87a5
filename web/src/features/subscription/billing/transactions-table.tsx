import { formatDate } from '../../../../../core/format/dates.ts';
import { formatRupeeText } from '../../../lib/format-rupees.ts';
import type { BillingTransaction } from './billing-api.ts';
import { TransactionStatusBadge } from './status-badges.tsx';

const HEAD = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const CELL = 'px-4 py-3 align-middle';

export const transactionDate = (tx: BillingTransaction) => formatDate(tx.paymentDate ?? tx.createdAt);

/** The clinic's payments to us (clinical spec: billing tab). Amounts are exact rupee text. */
export function TransactionsTable({ transactions, caption }: { transactions: BillingTransaction[]; caption: string }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[44rem] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={HEAD}>
              Transaction ID
            </th>
            <th scope="col" className={HEAD}>
              Description
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              Amount
            </th>
            <th scope="col" className={HEAD}>
              Status
            </th>
            <th scope="col" className={HEAD}>
              Date
            </th>
            <th scope="col" className={HEAD}>
              Invoice
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {transactions.map((tx) => (
            <tr key={tx.id}>
              <td className={`${CELL} font-mono text-xs text-slate-700`}>{tx.transactionId}</td>
              <td className={`${CELL} text-slate-900`}>{tx.description ?? 'Subscription'}</td>
              <td className={`${CELL} text-right font-medium whitespace-nowrap text-slate-900 tabular-nums`}>
                {formatRupeeText(tx.amount)}
              </td>
              <td className={CELL}>
                <TransactionStatusBadge status={tx.status} />
              </td>
              <td className={`${CELL} whitespace-nowrap text-slate-700 tabular-nums`}>{transactionDate(tx)}</td>
              <td className={CELL}>
                {tx.status === 'completed' && tx.invoiceNumber ? (
                  <InvoiceLink id={tx.id} invoiceNumber={tx.invoiceNumber} />
                ) : (
                  <span className="text-slate-500">—</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Opens the printable invoice in a new tab, so the billing page stays where it was. */
export function InvoiceLink({ id, invoiceNumber }: { id: string; invoiceNumber: string }) {
  return (
    <a
      href={`/billing/invoices/${id}`}
      target="_blank"
      rel="noopener"
      className="font-medium whitespace-nowrap text-blue-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
    >
      View Invoice<span className="sr-only"> {invoiceNumber} (opens in a new tab)</span>
    </a>
  );
}
