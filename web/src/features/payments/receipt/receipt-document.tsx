import type { ReactNode } from 'react';
import type { Clinic } from '../../../../../core/clinic/clinic-schema.ts';
import { formatPaymentDate, paymentAmount, paymentMethodLabel } from '../payment-display.ts';
import type { Payment } from '../payments-api.ts';

export type ReceiptClinic = Pick<Clinic, 'name' | 'address' | 'phone' | 'email' | 'registrationNumber' | 'logoUrl'>;

/**
 * A patient's receipt for one payment. Diagnostic services of a clinical establishment are
 * exempt from GST (Notification 12/2017-CT(Rate) Sl. 74), so it carries no tax lines or GSTIN:
 * it is a plain receipt, sized to fill the top half of an A4 sheet.
 */
export function ReceiptDocument({ payment, clinic }: { payment: Payment; clinic: ReceiptClinic | null }) {
  const amount = paymentAmount(payment.amount);
  return (
    <article
      aria-label={`Payment receipt ${payment.paymentId}`}
      className="rounded-md border border-slate-400 p-6 text-sm text-slate-900 print:rounded-none"
    >
      <header className="flex items-start justify-between gap-6 border-b-2 border-slate-900 pb-4">
        <ClinicHeader clinic={clinic} />
        <div className="shrink-0 text-right">
          <h1 className="text-xl font-bold tracking-wide uppercase">Payment Receipt</h1>
          <dl className="mt-2 grid grid-cols-[auto_auto] gap-x-3 gap-y-0.5 text-left">
            <Field term="Receipt No." value={payment.paymentId} strong />
            <Field term="Date" value={formatPaymentDate(payment.paymentDate)} />
          </dl>
        </div>
      </header>

      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5 py-4">
        <Field term="Received from" value={`${payment.patientName} (${payment.patientCode})`} strong />
        <Field term="Payment method" value={paymentMethodLabel(payment.paymentMethod)} />
        {payment.reportCode ? <Field term="Against report" value={payment.reportCode} /> : null}
        <Field term="Received by" value={payment.receivedBy ?? '—'} />
        {payment.notes ? (
          <Field term="Notes" value={<span className="whitespace-pre-line">{payment.notes}</span>} />
        ) : null}
      </dl>

      <div className="flex items-center justify-between gap-6 rounded border border-slate-300 bg-slate-50 px-4 py-3 print:bg-white">
        <div>
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Amount in words</p>
          <p className="mt-0.5 font-medium">{amount.words ?? '—'}</p>
        </div>
        <div className="shrink-0 text-right">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Amount received</p>
          <p className="mt-0.5 text-2xl font-bold tabular-nums">{amount.figures}</p>
        </div>
      </div>
      <p className="mt-2 text-xs text-slate-600">Healthcare services are exempt from GST.</p>

      <div className="mt-10 flex justify-end">
        <div className="w-56 border-t border-slate-900 pt-1 text-center">
          <p className="font-medium">Authorised Signatory</p>
          {clinic ? <p className="text-xs text-slate-600">For {clinic.name}</p> : null}
        </div>
      </div>

      <footer className="mt-4 border-t border-slate-300 pt-2 text-center text-xs text-slate-600">
        This is a computer-generated receipt. Thank you.
      </footer>
    </article>
  );
}

function ClinicHeader({ clinic }: { clinic: ReceiptClinic | null }) {
  if (!clinic) return <div />;
  const contact = [clinic.phone ? `Phone: ${clinic.phone}` : null, clinic.email].filter(Boolean).join(' · ');
  return (
    <div className="flex min-w-0 items-start gap-4">
      {clinic.logoUrl ? (
        <img src={clinic.logoUrl} alt={`${clinic.name} logo`} className="size-16 shrink-0 object-contain" />
      ) : null}
      <div className="min-w-0">
        <p className="text-lg font-bold">{clinic.name}</p>
        {clinic.address ? <p className="whitespace-pre-line text-slate-700">{clinic.address}</p> : null}
        {contact ? <p className="text-slate-700">{contact}</p> : null}
        {clinic.registrationNumber ? <p className="text-slate-700">Reg. No.: {clinic.registrationNumber}</p> : null}
      </div>
    </div>
  );
}

function Field({ term, value, strong }: { term: string; value: ReactNode; strong?: boolean }) {
  return (
    <>
      <dt className="text-slate-600">{term}</dt>
      <dd className={strong ? 'font-semibold' : undefined}>{value}</dd>
    </>
  );
}
