import { INVOICE_COLUMNS, type InvoicePrintModel } from '../../../../../core/billing/invoice-print-model.ts';
import type { PrintField } from '../../../../../core/print/print-field.ts';
import { t } from '../../../lib/i18n.ts';

const TH = 'border-b border-slate-300 px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const TD = 'px-3 py-3 align-top';

/**
 * An A4 invoice for one subscription payment, drawn from its print model (the server's PDF
 * draws the same): seller, number and date, recipient, payment, the line, tax split and total.
 */
export function InvoiceDocument({ model }: { model: InvoicePrintModel }) {
  const { seller, item } = model;
  return (
    <article aria-label={t('Invoice {number}', { number: model.invoiceNumber })} className="text-sm text-slate-900">
      <header className="flex flex-wrap items-start justify-between gap-6 border-b-2 border-slate-900 pb-5">
        <div className="max-w-[60%]">
          <p className="text-xl font-bold">{seller.name}</p>
          <div className="mt-1 text-slate-700">
            {seller.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
          {seller.gstinLine ? <p className="font-medium">{seller.gstinLine}</p> : null}
          <p className="text-slate-700">{seller.email}</p>
        </div>
        <div className="text-right">
          <h1 className="text-2xl font-bold tracking-wide uppercase">{model.title}</h1>
          <Fields fields={model.meta} className="mt-3 grid grid-cols-[auto_auto] gap-x-4 gap-y-1 text-left" />
        </div>
      </header>

      <section className="grid gap-6 border-b border-slate-300 py-5 sm:grid-cols-2 print:grid-cols-2">
        <div>
          <h2 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t('Bill To')}</h2>
          <p className="mt-1 font-semibold">{model.billTo.name}</p>
          {model.billTo.lines.map((line) => (
            <p key={line} className="text-slate-700">
              {line}
            </p>
          ))}
        </div>
        <div>
          <h2 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t('Payment')}</h2>
          <Fields fields={model.payment} className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" />
        </div>
      </section>

      {/* On a phone the table scrolls sideways rather than spilling out of the sheet. */}
      <div className="mt-5 overflow-x-auto">
        <table className="w-full border-collapse">
          <thead>
            <tr>
              {INVOICE_COLUMNS.map((column) => (
                <th key={column} scope="col" className={column === '#' ? `${TH} w-10` : TH}>
                  {column}
                </th>
              ))}
              <th scope="col" className={`${TH} text-right`}>
                {model.amountColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-slate-300">
              <td className={TD}>{item.index}</td>
              <td className={TD}>
                <p className="font-medium">{item.description}</p>
                <p className="text-slate-600">{item.detail}</p>
              </td>
              <td className={`${TD} tabular-nums`}>{item.sac}</td>
              <td className={`${TD} whitespace-nowrap tabular-nums`}>{item.period}</td>
              <td className={`${TD} text-right whitespace-nowrap tabular-nums`}>{item.amount}</td>
            </tr>
          </tbody>
        </table>
      </div>

      <div className="mt-4 flex justify-end">
        <dl className="w-full max-w-xs space-y-1.5 tabular-nums">
          {model.taxLines.map((line) => (
            <div key={line.term} className="flex justify-between gap-6">
              <dt className="text-slate-700">{line.term}</dt>
              <dd className="text-right">{line.value}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-6 border-t-2 border-slate-900 pt-2 text-base font-bold">
            <dt>{t('Total')}</dt>
            <dd className="text-right">{model.total}</dd>
          </div>
        </dl>
      </div>
      <p className="mt-3 text-right text-slate-700">
        <span className="text-slate-600">{t('Amount in words:')} </span>
        {model.amountInWords}
      </p>

      <footer className="mt-12 border-t border-slate-300 pt-4 text-center text-xs text-slate-600">
        {model.footer.map((line, index) => (
          <p key={line} className={index > 0 ? 'mt-1' : undefined}>
            {line}
          </p>
        ))}
      </footer>
    </article>
  );
}

function Fields({ fields, className }: { fields: PrintField[]; className: string }) {
  return (
    <dl className={className}>
      {fields.map((field) => (
        <div key={field.term} className="contents">
          <dt className="text-slate-600">{field.term}</dt>
          <dd className={`${field.strong ? 'font-semibold' : ''} ${field.mono ? 'font-mono text-xs break-all' : ''}`}>
            {field.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
