import { Download, FileText } from 'lucide-react';
import { formatDate } from '../../../../../core/format/dates.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { DATA_CELL, type DataColumn, DataTable } from '../../../components/ui/data-table.tsx';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../../components/ui/state-message.tsx';
import { formatRupeeText } from '../../../lib/format-rupees.ts';
import { msg, t } from '../../../lib/i18n.ts';
import { type BillingTransaction, invoicedTransactions } from './billing-api.ts';
import { InvoiceLink, transactionDate } from './transactions-table.tsx';

const COLUMNS: readonly DataColumn[] = [
  { label: msg('Invoice No.') },
  { label: msg('Date') },
  { label: msg('Description') },
  { label: msg('Period') },
  { label: msg('Amount'), align: 'right' },
  { label: msg('Action'), hiddenLabel: true },
];

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
            <h2 className="text-lg font-semibold text-slate-900">{t('Invoices')}</h2>
            <p className="text-sm text-slate-600">{t('Open an invoice to print it or save it as a PDF.')}</p>
          </div>
        </div>
        {invoices.length > 0 ? (
          <a href="/billing/invoices/latest" target="_blank" rel="noopener" className={buttonClasses('primary')}>
            <Download aria-hidden="true" className="size-4" />
            {t('Download Latest Invoice')}
          </a>
        ) : (
          <Button disabled>
            <Download aria-hidden="true" className="size-4" />
            {t('Download Latest Invoice')}
          </Button>
        )}
      </CardHeader>
      <CardContent className="px-0 pb-2">
        {loading ? (
          <LoadingMessage>{t('Loading invoices...')}</LoadingMessage>
        ) : failed ? (
          <ErrorMessage>{t('Failed to load invoices. Please try again later.')}</ErrorMessage>
        ) : invoices.length === 0 ? (
          <EmptyMessage>
            <p>{t('No invoices yet. An invoice is issued for every completed payment.')}</p>
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
    <DataTable caption={t('Invoices')} columns={COLUMNS} minWidthClass="min-w-[40rem]" headBorder="y">
      {invoices.map((tx) => (
        <tr key={tx.id}>
          <td className={`${DATA_CELL} font-medium whitespace-nowrap text-slate-900`}>{tx.invoiceNumber}</td>
          <td className={`${DATA_CELL} whitespace-nowrap text-slate-700 tabular-nums`}>{transactionDate(tx)}</td>
          <td className={`${DATA_CELL} text-slate-900`}>{tx.description ?? t('Subscription')}</td>
          <td className={`${DATA_CELL} whitespace-nowrap text-slate-700 tabular-nums`}>
            {tx.billingPeriodStart && tx.billingPeriodEnd
              ? `${formatDate(tx.billingPeriodStart)} – ${formatDate(tx.billingPeriodEnd)}`
              : '—'}
          </td>
          <td className={`${DATA_CELL} text-right font-medium whitespace-nowrap text-slate-900 tabular-nums`}>
            {formatRupeeText(tx.amount)}
          </td>
          <td className={`${DATA_CELL} text-right`}>
            <InvoiceLink id={tx.id} invoiceNumber={tx.invoiceNumber ?? ''} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
