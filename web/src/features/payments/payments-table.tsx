import { Printer } from 'lucide-react';
import { DATA_CELL, type DataColumn, DataTable } from '../../components/ui/data-table.tsx';
import { msg, t } from '../../lib/i18n.ts';
import { formatPaymentDate, paymentAmount, paymentMethodLabel, receiptPath } from './payment-display.ts';
import type { Payment } from './payments-api.ts';

const COLUMNS: readonly DataColumn[] = [
  { label: msg('Payment ID') },
  { label: msg('Patient') },
  { label: msg('Amount'), align: 'right' },
  { label: msg('Method') },
  { label: msg('Date') },
  { label: msg('Report') },
  { label: msg('Received By') },
  { label: msg('Receipt'), hiddenLabel: true },
];

/** The payment table of the clinical spec; amounts are exact rupee text, dates dd/mm/yyyy. */
export function PaymentsTable({ payments }: { payments: readonly Payment[] }) {
  return (
    // Relative, so the visually hidden link texts are clipped by the scroller instead of
    // widening the whole page on a phone.
    <DataTable caption={t('Payments, newest first')} columns={COLUMNS} minWidthClass="min-w-[56rem]">
      {payments.map((payment) => (
        <tr key={payment.id}>
          <td className={`${DATA_CELL} font-medium whitespace-nowrap text-slate-900`}>{payment.paymentId}</td>
          <td className={DATA_CELL}>
            <p className="font-medium text-slate-900">{payment.patientName}</p>
            <p className="text-xs text-slate-600">{payment.patientCode}</p>
          </td>
          <td className={`${DATA_CELL} text-right font-medium whitespace-nowrap text-slate-900 tabular-nums`}>
            {paymentAmount(payment.amount).figures}
          </td>
          <td className={`${DATA_CELL} whitespace-nowrap text-slate-700`}>
            {t(paymentMethodLabel(payment.paymentMethod))}
          </td>
          <td className={`${DATA_CELL} whitespace-nowrap text-slate-700 tabular-nums`}>
            {formatPaymentDate(payment.paymentDate)}
          </td>
          <td className={`${DATA_CELL} whitespace-nowrap text-slate-700`}>
            {payment.reportCode ?? <span className="text-slate-500">—</span>}
          </td>
          <td className={`${DATA_CELL} text-slate-700`}>
            {payment.receivedBy ?? <span className="text-slate-500">—</span>}
          </td>
          <td className={`${DATA_CELL} text-right`}>
            <a
              href={receiptPath(payment.id)}
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1.5 font-medium whitespace-nowrap text-blue-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
            >
              <Printer aria-hidden="true" className="size-4" />
              {t('Receipt')}
              <span className="sr-only">
                {' '}
                {payment.paymentId} {t('(opens in a new tab)')}
              </span>
            </a>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
