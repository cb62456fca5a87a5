import type { BillPaper, BillPrintModel } from '../../../../core/patient-bills/bill-print-model.ts';
import type { PrintField } from '../../../../core/print/print-field.ts';
import type { PrintLayout } from '../../../../core/print/print-settings.ts';
import { ClinicHeader } from '../../components/print/clinic-header.tsx';
import { cn } from '../../lib/cn.ts';
import { t } from '../../lib/i18n.ts';

/**
 * The bill of supply with its payments (the patient's receipt), drawn from its print model as
 * the server's PDF is. On the 80 mm roll the type is small and the clinic's lines are centred;
 * on pre-printed letterhead the A4 header is the paper's, so it is left out.
 */
export function BillDocument({
  model,
  paper,
  layout,
}: {
  model: BillPrintModel;
  paper: BillPaper;
  layout: PrintLayout;
}) {
  const roll = paper === '80mm';
  return (
    <article
      aria-label={t('Bill {number}', { number: model.billNumber })}
      className={cn('text-slate-900', roll ? 'text-[10px] leading-snug' : 'text-sm')}
    >
      {roll && model.header ? <RollHeader model={model} /> : null}
      {!roll && layout === 'plain' && model.header ? <ClinicHeader header={model.header} /> : null}
      <h1 className={cn('font-bold tracking-wide uppercase', roll ? 'text-center text-sm' : 'pt-3 text-xl')}>
        {model.title}
      </h1>
      <Pairs fields={[...model.meta, ...model.patient]} />
      <table className="mt-2 w-full border-t-2 border-slate-900">
        <thead>
          <tr className="border-b border-slate-300 text-left">
            <th className="py-1 font-semibold">{model.columns.item}</th>
            {roll ? null : <th className="py-1 text-right font-semibold">{model.columns.quantity}</th>}
            {roll ? null : <th className="py-1 pl-3 text-right font-semibold">{model.columns.rate}</th>}
            <th className="py-1 pl-3 text-right font-semibold">{model.columns.amount}</th>
          </tr>
        </thead>
        <tbody>
          {model.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a bill's lines never reorder, and one item may appear twice.
            <tr key={`${line.description}-${index}`} className="align-top">
              <td className="py-0.5 pr-2">
                {line.description}
                {roll ? <span className="block text-slate-600">{`${line.quantity} × ${line.unitPrice}`}</span> : null}
              </td>
              {roll ? null : <td className="py-0.5 text-right tabular-nums">{line.quantity}</td>}
              {roll ? null : <td className="py-0.5 pl-3 text-right tabular-nums">{line.unitPrice}</td>}
              <td className="py-0.5 pl-3 text-right tabular-nums">{line.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="border-t border-slate-300">
        <Pairs fields={model.totals} />
      </div>
      <p className="mt-2 font-semibold">
        {`${model.labels.totalWords}: ${model.totalWords}`}
        <LocalWords model={model} words={model.totalWordsLocal} />
      </p>
      {model.payments.length > 0 ? (
        <section className="mt-2">
          <h2 className="border-b border-slate-300 font-semibold">{model.labels.payments}</h2>
          <Pairs fields={model.payments} />
          <p className="text-slate-600">
            {`${model.labels.paidWords}: ${model.paidWords}`}
            <LocalWords model={model} words={model.paidWordsLocal} />
          </p>
        </section>
      ) : null}
      <p className={cn('mt-2 text-slate-600', roll ? 'text-[9px]' : 'text-xs')}>{model.exemptionNote}</p>
      <div className={cn('flex', roll ? 'mt-6 justify-center text-center' : 'mt-10 justify-end text-right')}>
        <div>
          <p className="font-medium">{model.signatory.title}</p>
          {model.signatory.forLine ? <p className="text-slate-600">{model.signatory.forLine}</p> : null}
        </div>
      </div>
      <footer className="mt-3 border-t border-slate-300 pt-1 text-center text-slate-600">{model.footer}</footer>
    </article>
  );
}

/** The amount in her language's words, on its own line under the English words. */
function LocalWords({ model, words }: { model: BillPrintModel; words: string | null }) {
  return words ? (
    <span lang={model.language} className="block">
      {words}
    </span>
  ) : null;
}

function RollHeader({ model }: { model: BillPrintModel }) {
  const header = model.header;
  if (!header) return null;
  const lines = [...header.addressLines, header.contactLine, header.registrationLine].filter(Boolean);
  return (
    <div className="mb-2 border-b-2 border-slate-900 pb-1 text-center">
      <p className="text-sm font-bold">{header.name}</p>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

function Pairs({ fields }: { fields: PrintField[] }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-3">
      {fields.map((field) => (
        <div key={field.term} className="contents">
          <dt className={field.strong ? 'font-semibold' : 'text-slate-700'}>{field.term}</dt>
          <dd className={cn('text-right tabular-nums', field.strong && 'font-semibold')}>{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}
