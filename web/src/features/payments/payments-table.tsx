import { Printer } from 'lucide-react';
import { formatPaymentDate, paymentAmount, paymentMethodLabel, receiptPath } from './payment-display.ts';
import type { Payment } from './payments-api.ts';

const HEAD = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const CELL = 'px-4 py-3 align-middle';

/** The payment table of the clinical spec; amounts are exact rupee text, dates dd/mm/yyyy. */
export function PaymentsTable({ payments }: { payments: readonly Payment[] }) {
  return (
    // Relative, so the visually hidden link texts are clipped by the scroller instead of
    // widening the whole page on a phone.
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[56rem] text-sm">
        <caption className="sr-only">Payments, newest first</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={HEAD}>
              Payment ID
            </th>
            <th scope="col" className={HEAD}>
              Patient
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              Amount
            </th>
            <th scope="col" className={HEAD}>
              Method
            </th>
            <th scope="col" className={HEAD}>
              Date
            </th>
            <th scope="col" className={HEAD}>
              Report
            </th>
            <th scope="col" className={HEAD}>
              Received By
            </th>
            <th scope="col" className={HEAD}>
              <span className="sr-only">Receipt</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {payments.map((payment) => (
            <tr key={payment.id}>
              <td className={`${CELL} font-medium whitespace-nowrap text-slate-900`}>{payment.paymentId}</td>
              <td className={CELL}>
                <p className="font-medium text-slate-900">{payment.patientName}</p>
                <p className="text-xs text-slate-600">{payment.patientCode}</p>
              </td>
              <td className={`${CELL} text-right font-medium whitespace-nowrap text-slate-900 tabular-nums`}>
                {paymentAmount(payment.amount).figures}
              </td>
              <td className={`${CELL} whitespace-nowrap text-slate-700`}>
                {paymentMethodLabel(payment.paymentMethod)}
              </td>
              <td className={`${CELL} whitespace-nowrap text-slate-700 tabular-nums`}>
                {formatPaymentDate(payment.paymentDate)}
              </td>
              <td className={`${CELL} whitespace-nowrap text-slate-700`}>
                {payment.reportCode ?? <span className="text-slate-500">—</span>}
              </td>
              <td className={`${CELL} text-slate-700`}>
                {payment.receivedBy ?? <span className="text-slate-500">—</span>}
              </td>
              <td className={`${CELL} text-right`}>
                <a
                  href={receiptPath(payment.id)}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex items-center gap-1.5 font-medium whitespace-nowrap text-blue-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
                >
                  <Printer aria-hidden="true" className="size-4" />
                  Receipt<span className="sr-only"> {payment.paymentId} (opens in a new tab)</span>
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
