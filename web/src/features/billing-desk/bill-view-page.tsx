import { ArrowLeft, Printer } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { formatIsoDay } from '../../../../core/format/dates.ts';
import { buildBillPrintModel } from '../../../../core/patient-bills/bill-print-model.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { AreaSpinner } from '../../components/ui/spinner.tsx';
import { ErrorMessage } from '../../components/ui/state-message.tsx';
import { formatRupeeText } from '../../lib/format-rupees.ts';
import { useT } from '../../lib/i18n.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { paiseOf } from './bill-draft.ts';
import { BillPaymentForm } from './bill-payment-form.tsx';
import { useBill } from './billing-desk-api.ts';
import { type CreditOffer, cancelledStudyOffer } from './cancelled-study-offer.ts';
import { CreditNoteForm } from './credit-note-form.tsx';
import { SendBillButton } from './send-bill.tsx';

/** /bills/:id: the bill with its lines, money, payments and credit notes; take money or refund here. */
export function BillViewPage({ id }: { id: string }) {
  const t = useT();
  const bill = useBill(id);
  const [offer, setOffer] = useState<CreditOffer | null>(null);
  useDocumentTitle(bill.data ? `Bill ${bill.data.billNumber}` : 'Bill');
  if (bill.isPending) return <AreaSpinner />;
  if (bill.isError) return <ErrorMessage>{t('Failed to load the bill')}</ErrorMessage>;
  if (!bill.data) return <ErrorMessage>{t('Bill not found')}</ErrorMessage>;
  const b = bill.data;
  const model = buildBillPrintModel(b, null);
  const refundOffer = cancelledStudyOffer(b);
  const creditable = (paiseOf(b.total) ?? 0) - (paiseOf(b.credited) ?? 0) > 0;

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <Link href="/bills" className={buttonClasses('link', 'md', 'inline-flex items-center gap-1 text-sm')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('Back to Bills')}
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">
            {t('Bill')} {b.billNumber}
          </h1>
          <p className="mt-1 text-slate-600">
            <Link href={`/patients/${b.patientId}`} className="font-medium text-blue-800 underline">
              {b.patientName} ({b.patientCode})
            </Link>{' '}
            · {formatIsoDay(b.billDate)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link href={`/bills/${b.id}/print?paper=80mm`} className={buttonClasses('primary')}>
            <Printer aria-hidden="true" className="size-4" />
            {t('Print receipt')}
          </Link>
          <Link href={`/bills/${b.id}/print?paper=a4`} className={buttonClasses('secondary')}>
            {t('Print bill on A4')}
          </Link>
          <SendBillButton bill={b} />
        </div>
      </div>

      {refundOffer ? (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <span>
            {t('A study on this paid bill was cancelled. Refund it with a credit note?')} (
            {formatRupeeText(refundOffer.amount)})
          </span>
          <Button size="sm" onClick={() => setOffer(refundOffer)}>
            {t('Offer refund')}
          </Button>
        </div>
      ) : null}

      {b.concessionStatus === 'refused' ? (
        <p role="status" className="rounded-md border border-slate-300 bg-slate-50 px-4 py-3 text-sm text-slate-800">
          {t('The concession asked was refused by an admin: {reason}', { reason: b.concessionRefusalReason ?? '—' })}
        </p>
      ) : null}

      <Section title={t('Lines')}>
        <table className="w-full text-sm" aria-label={t('Bill lines')}>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th className="py-2 pr-2 font-medium">{t('Study / item')}</th>
              <th className="py-2 pr-2 text-right font-medium">{t('Qty')}</th>
              <th className="py-2 pr-2 text-right font-medium">{t('Rate')}</th>
              <th className="py-2 text-right font-medium">{t('Amount')}</th>
            </tr>
          </thead>
          <tbody>
            {model.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a bill's lines never reorder, and one item may appear twice.
              <tr key={`${line.description}-${index}`} className="border-b border-slate-100">
                <td className="py-2 pr-2">{line.description}</td>
                <td className="py-2 pr-2 text-right tabular-nums">{line.quantity}</td>
                <td className="py-2 pr-2 text-right tabular-nums">{line.unitPrice}</td>
                <td className="py-2 text-right tabular-nums">{line.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="mt-4 ml-auto grid max-w-sm grid-cols-2 gap-1 text-sm" aria-label={t('Bill totals')}>
          {model.totals.map((field) => (
            <div key={field.term} className="contents">
              <dt className={field.strong ? 'font-semibold' : 'text-slate-600'}>{t(field.term)}</dt>
              <dd className={`text-right tabular-nums ${field.strong ? 'font-semibold' : ''}`}>{field.value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section title={t('Payments')}>
        {model.payments.length === 0 ? (
          <p className="text-sm text-slate-600">{t('No payments on this bill yet.')}</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {model.payments.map((p) => (
              <li key={p.term} className="flex justify-between py-2">
                <span>{p.term}</span>
                <span className="tabular-nums">{p.value}</span>
              </li>
            ))}
          </ul>
        )}
        <h3 className="mt-4 mb-2 font-semibold text-slate-900">{t('Record payment')}</h3>
        <BillPaymentForm bill={b} />
      </Section>

      <Section title={t('Credit notes (refunds and cancellations)')}>
        {b.creditNotes.length === 0 ? (
          <p className="text-sm text-slate-600">{t('No credit notes.')}</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {b.creditNotes.map((note) => (
              <li key={note.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  {note.noteNumber} · {note.reason} ·{' '}
                  {note.status === 'approved'
                    ? t('approved')
                    : note.status === 'refused'
                      ? t('refused: {reason}', { reason: note.refusalReason ?? '—' })
                      : t('awaiting an admin’s approval')}
                </span>
                <span className="tabular-nums">
                  {formatRupeeText(note.amount)}
                  {note.status === 'approved' ? ` (${t('refunded')} ${formatRupeeText(note.refund)})` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
        {creditable ? (
          <div className="mt-4">
            <CreditNoteForm key={offer ? offer.reason : 'blank'} bill={b} offer={offer} />
          </div>
        ) : null}
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </Card>
  );
}
