import type { ReactNode } from 'react';
import { amountInWords } from '../../../../../core/format/amount-in-words.ts';
import { formatDate } from '../../../../../core/format/dates.ts';
import { formatPaise } from '../../../../../core/format/inr.ts';
import type { Invoice } from '../billing/billing-api.ts';

const TH = 'border-b border-slate-300 px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const TD = 'px-3 py-3 align-top';

/**
 * An A4 invoice for one subscription payment (CGST Rule 46 fields when GST applies): seller with
 * GSTIN and SAC, serial number, date, recipient, period, taxable value and tax split, total.
 */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const { seller, buyer, gst } = invoice;
  const period =
    invoice.periodStart && invoice.periodEnd
      ? `${formatDate(invoice.periodStart)} – ${formatDate(invoice.periodEnd)}`
      : null;
  return (
    <article aria-label={`Invoice ${invoice.invoiceNumber}`} className="text-sm text-slate-900">
      <header className="flex flex-wrap items-start justify-between gap-6 border-b-2 border-slate-900 pb-5">
        <div className="max-w-[60%]">
          <p className="text-xl font-bold">{seller.name}</p>
          <p className="mt-1 whitespace-pre-line text-slate-700">{seller.address}</p>
          <p className="text-slate-700">State: {seller.state}</p>
          {seller.gstin ? <p className="font-medium">GSTIN: {seller.gstin}</p> : null}
          <p className="text-slate-700">{seller.email}</p>
        </div>
        <div className="text-right">
          <h1 className="text-2xl font-bold tracking-wide uppercase">{gst ? 'Tax Invoice' : 'Invoice'}</h1>
          <dl className="mt-3 grid grid-cols-[auto_auto] gap-x-4 gap-y-1 text-left">
            <Field term="Invoice No." value={invoice.invoiceNumber} strong />
            <Field term="Invoice Date" value={formatDate(invoice.issuedAt)} />
            <Field term="Reverse charge" value="No" />
          </dl>
        </div>
      </header>

      <section className="grid gap-6 border-b border-slate-300 py-5 sm:grid-cols-2 print:grid-cols-2">
        <div>
          <h2 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Bill To</h2>
          <p className="mt-1 font-semibold">{buyer.name}</p>
          {buyer.address ? <p className="whitespace-pre-line text-slate-700">{buyer.address}</p> : null}
          {buyer.email ? <p className="text-slate-700">{buyer.email}</p> : null}
        </div>
        <div>
          <h2 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Payment</h2>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <Field term="Status" value="Paid" />
            <Field term="Payment reference" value={invoice.paymentId ?? '—'} mono />
            <Field term="Transaction ID" value={invoice.transactionId} mono />
          </dl>
        </div>
      </section>

      <table className="mt-5 w-full border-collapse">
        <thead>
          <tr>
            <th scope="col" className={`${TH} w-10`}>
              #
            </th>
            <th scope="col" className={TH}>
              Description
            </th>
            <th scope="col" className={TH}>
              SAC
            </th>
            <th scope="col" className={TH}>
              Period
            </th>
            <th scope="col" className={`${TH} text-right`}>
              {gst ? 'Taxable value' : 'Amount'}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-slate-300">
            <td className={TD}>1</td>
            <td className={TD}>
              <p className="font-medium">{invoice.description}</p>
              <p className="text-slate-600">{invoice.planName} plan, monthly</p>
            </td>
            <td className={`${TD} tabular-nums`}>{seller.sac}</td>
            <td className={`${TD} whitespace-nowrap tabular-nums`}>{period ?? '—'}</td>
            <td className={`${TD} text-right whitespace-nowrap tabular-nums`}>
              {formatPaise(gst ? gst.taxablePaise : invoice.totalPaise)}
            </td>
          </tr>
        </tbody>
      </table>

      <div className="mt-4 flex justify-end">
        <dl className="w-full max-w-xs space-y-1.5 tabular-nums">
          {gst ? (
            <>
              <Amount term="Taxable value" paise={gst.taxablePaise} />
              {gst.interState ? (
                <Amount term="IGST @ 18%" paise={gst.igstPaise} />
              ) : (
                <>
                  <Amount term="CGST @ 9%" paise={gst.cgstPaise} />
                  <Amount term="SGST @ 9%" paise={gst.sgstPaise} />
                </>
              )}
            </>
          ) : null}
          <div className="flex justify-between gap-6 border-t-2 border-slate-900 pt-2 text-base font-bold">
            <dt>Total</dt>
            <dd className="text-right">{formatPaise(invoice.totalPaise)}</dd>
          </div>
        </dl>
      </div>
      <p className="mt-3 text-right text-slate-700">
        <span className="text-slate-600">Amount in words: </span>
        {amountInWords(BigInt(invoice.totalPaise))}
      </p>

      <footer className="mt-12 border-t border-slate-300 pt-4 text-center text-xs text-slate-600">
        <p>This is a computer-generated invoice.</p>
        <p className="mt-1">
          Questions about this invoice? Write to {seller.email} quoting {invoice.invoiceNumber}.
        </p>
      </footer>
    </article>
  );
}

function Field({ term, value, strong, mono }: { term: string; value: ReactNode; strong?: boolean; mono?: boolean }) {
  return (
    <>
      <dt className="text-slate-600">{term}</dt>
      <dd className={`${strong ? 'font-semibold' : ''} ${mono ? 'font-mono text-xs break-all' : ''}`}>{value}</dd>
    </>
  );
}

function Amount({ term, paise }: { term: string; paise: number }) {
  return (
    <div className="flex justify-between gap-6">
      <dt className="text-slate-700">{term}</dt>
      <dd className="text-right">{formatPaise(paise)}</dd>
    </div>
  );
}
