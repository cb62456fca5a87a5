import type { ReceiptPrintModel } from '../../../../../core/payments/receipt-print-model.ts';
import type { PrintField } from '../../../../../core/print/print-field.ts';
import type { PrintLayout } from '../../../../../core/print/print-settings.ts';
import { ClinicHeader } from '../../../components/print/clinic-header.tsx';

/**
 * A patient's receipt for one payment, drawn from its print model (the server's PDF draws the
 * same). On pre-printed letterhead the clinic header is the paper's, so it is left out. Every text
 * comes from the model, so the paper reads in one language whatever the screen's language is.
 */
export function ReceiptDocument({ model, layout }: { model: ReceiptPrintModel; layout: PrintLayout }) {
  return (
    <article aria-label={`${model.title} ${model.paymentId}`} className="text-sm text-slate-900">
      {layout === 'plain' && model.header ? <ClinicHeader header={model.header} /> : null}
      <div className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-300 py-4">
        <h1 className="text-xl font-bold tracking-wide uppercase">{model.title}</h1>
        <Fields fields={model.meta} />
      </div>

      <div className="py-4">
        <Fields fields={model.fields} />
      </div>

      <div className="flex items-center justify-between gap-6 rounded border border-slate-300 bg-slate-50 px-4 py-3 print:bg-white">
        <div>
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{model.amountLabels.words}</p>
          <p className="mt-0.5 font-medium">{model.amountWords ?? '—'}</p>
          {model.amountWordsLocal ? (
            <p lang={model.language} className="mt-0.5 font-medium">
              {model.amountWordsLocal}
            </p>
          ) : null}
        </div>
        <div className="shrink-0 text-right">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{model.amountLabels.figures}</p>
          <p className="mt-0.5 text-2xl font-bold tabular-nums">{model.amountFigures}</p>
        </div>
      </div>
      <p className="mt-2 text-xs text-slate-600">{model.gstNote}</p>

      <div className="mt-10 flex justify-end">
        <div className="w-56 border-t border-slate-900 pt-1 text-center">
          <p className="font-medium">{model.signatory.title}</p>
          {model.signatory.forLine ? <p className="text-xs text-slate-600">{model.signatory.forLine}</p> : null}
        </div>
      </div>

      <footer className="mt-4 border-t border-slate-300 pt-2 text-center text-xs text-slate-600">{model.footer}</footer>
    </article>
  );
}

function Fields({ fields }: { fields: PrintField[] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5">
      {fields.map((field) => (
        <div key={field.term} className="contents">
          <dt className="text-slate-600">{field.term}</dt>
          <dd className={field.strong ? 'font-semibold whitespace-pre-line' : 'whitespace-pre-line'}>{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}
