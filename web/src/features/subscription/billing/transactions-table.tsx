import { formatDate } from '../../../../../core/format/dates.ts';
import { DATA_CELL, type DataColumn, DataTable } from '../../../components/ui/data-table.tsx';
import { formatRupeeText } from '../../../lib/format-rupees.ts';
import { msg, t } from '../../../lib/i18n.ts';
import type { BillingTransaction } from './billing-api.ts';
import { TransactionStatusBadge } from './status-badges.tsx';

const COLUMNS: readonly DataColumn[] = [
  { label: msg('Transaction ID') },
  { label: msg('Description') },
  { label: msg('Amount'), align: 'right' },
  { label: msg('Status') },
  { label: msg('Date') },
  { label: msg('Invoice') },
];

export const transactionDate = (tx: BillingTransaction) => formatDate(tx.paymentDate ?? tx.createdAt);

/** The clinic's payments to us (clinical spec: billing tab). Amounts are exact rupee text. */
export function TransactionsTable({ transactions, caption }: { transactions: BillingTransaction[]; caption: string }) {
  return (
    <DataTable caption={caption} columns={COLUMNS} minWidthClass="min-w-[44rem]">
      {transactions.map((tx) => (
        <tr key={tx.id}>
          <td className={`${DATA_CELL} font-mono text-xs text-slate-700`}>{tx.transactionId}</td>
          <td className={`${DATA_CELL} text-slate-900`}>{tx.description ?? t('Subscription')}</td>
          <td className={`${DATA_CELL} text-right font-medium whitespace-nowrap text-slate-900 tabular-nums`}>
            {formatRupeeText(tx.amount)}
          </td>
          <td className={DATA_CELL}>
            <TransactionStatusBadge status={tx.status} />
          </td>
          <td className={`${DATA_CELL} whitespace-nowrap text-slate-700 tabular-nums`}>{transactionDate(tx)}</td>
          <td className={DATA_CELL}>
            {tx.status === 'completed' && tx.invoiceNumber ? (
              <InvoiceLink id={tx.id} invoiceNumber={tx.invoiceNumber} />
            ) : (
              <span className="text-slate-500">—</span>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
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
      {t('View Invoice')}
      <span className="sr-only">
        {' '}
        {invoiceNumber} {t('(opens in a new tab)')}
      </span>
    </a>
  );
}
