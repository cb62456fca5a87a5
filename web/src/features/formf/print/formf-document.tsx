import type { ReactNode } from 'react';
import type {
  DeclarationModel,
  FormFPrintModel,
  SignatureModel,
} from '../../../../../core/formf/print/formf-print-model.ts';
import type { FormFItem } from '../../../../../core/formf/print/formf-print-parts.ts';
import { ClinicHeader } from '../../../components/print/clinic-header.tsx';

/**
 * Form F drawn from its print model (the server's PDF draws the same): heading, Section A,
 * Section B with the ticked list of indications, Section C when an invasive test was advised,
 * and Section D with the two declarations, their signature blocks and dates.
 */
export function FormFDocument({ model }: { model: FormFPrintModel }) {
  const { sectionA, sectionB, sectionC, sectionD } = model;
  return (
    <article aria-label={`Form F ${model.formId}`} className="space-y-2 text-[10.5px] leading-snug text-slate-900">
      <ClinicHeader header={model.letterhead} size="compact" />
      <header className="text-center">
        <h1 className="text-[15px] font-bold tracking-wide">{model.heading.title}</h1>
        <p className="text-[10px]">{model.heading.reference}</p>
        <p className="font-semibold">{model.heading.subtitle}</p>
        <p className="mt-1 text-[10px] text-slate-700">{model.idLine}</p>
      </header>

      <Section title={sectionA.title}>
        <Items items={sectionA.items} />
        <p className="pl-8 text-[9.5px] italic">{sectionA.note}</p>
      </Section>

      <Section title={sectionB.title}>
        <Items items={sectionB.items} />
        <div className="flex gap-2">
          <span className="w-8 shrink-0 font-semibold">10.</span>
          <div className="space-y-1">
            <p>
              <span className="font-semibold">{sectionB.indications.lead}</span>
              {sectionB.indications.rest}
            </p>
            <ul aria-label="Indications i to xxiii" className="grid grid-cols-2 gap-x-4 gap-y-0.5 text-[9.5px]">
              {sectionB.indications.ticks.map((tick) => (
                <li key={tick.code} className="flex gap-1">
                  <span aria-hidden="true" className="w-3 shrink-0 font-bold">
                    {tick.ticked ? '☑' : '☐'}
                  </span>
                  <span className={tick.ticked ? 'font-semibold' : undefined}>
                    <span className="sr-only">{tick.ticked ? 'Ticked: ' : ''}</span>
                    {tick.code}. {tick.text}
                  </span>
                </li>
              ))}
            </ul>
            {sectionB.indications.noneLine ? <p className="font-semibold">{sectionB.indications.noneLine}</p> : null}
            {sectionB.indications.otherLine ? <p>{sectionB.indications.otherLine}</p> : null}
          </div>
        </div>
        <Items items={sectionB.procedures} />
        <p className="pl-8 text-[9.5px] font-semibold">{sectionB.importantNote}</p>
        <Items items={sectionB.afterNote} />
        {/* The closing lines and the signature stay together on one sheet. */}
        <div className="break-inside-avoid">
          <DatePlace {...sectionB.datePlace} />
          <SignatureLine signature={sectionB.signature} />
        </div>
      </Section>

      {sectionC?.kind === 'items' ? (
        <Section title={sectionC.title}>
          <Items items={sectionC.items} />
          <div className="break-inside-avoid">
            <DatePlace {...sectionC.datePlace} />
            <SignatureLine signature={sectionC.signature} />
          </div>
        </Section>
      ) : sectionC ? (
        <Section title={sectionC.title}>
          <p>{sectionC.text}</p>
        </Section>
      ) : null}

      <Section title={sectionD.title} keepTogether>
        <div className="grid grid-cols-2 gap-4">
          <Declaration declaration={sectionD.patient} />
          <Declaration declaration={sectionD.doctor} />
        </div>
      </Section>
      <footer className="border-t border-slate-400 pt-1 text-[9px] text-slate-600">
        <span>{model.footer}</span>
      </footer>
    </article>
  );
}

/** keepTogether: the declarations and their signatures never split across two sheets. */
function Section({
  title,
  children,
  keepTogether = false,
}: {
  title: string;
  children: ReactNode;
  keepTogether?: boolean;
}) {
  return (
    <section aria-label={title} className={keepTogether ? 'space-y-1 break-inside-avoid' : 'space-y-1'}>
      <h2 className="border-b border-slate-500 bg-slate-100 px-1 text-[11px] font-bold uppercase print:bg-transparent">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Numbered items; the number sits inside the term, as a definition list allows only dt and dd. */
function Items({ items }: { items: readonly FormFItem[] }) {
  return (
    <dl className="space-y-0.5">
      {items.map((item) => (
        <div key={item.no} className="flex gap-2 break-inside-avoid">
          <dt className="flex w-[52%] shrink-0 gap-2">
            <span className="w-8 shrink-0 font-semibold">{item.no}.</span>
            <span>{item.label}:</span>
          </dt>
          <dd className="font-semibold whitespace-pre-line">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The Date and Place lines closing Section B (and C), as recorded or blank for handwriting. */
function DatePlace({ date, place }: { date: string; place: string }) {
  return (
    <p className="flex gap-8 pt-1 pl-8">
      <span>{date}</span>
      <span>{place}</span>
    </p>
  );
}

function Declaration({ declaration }: { declaration: DeclarationModel }) {
  const { thumb } = declaration;
  return (
    <div className="flex flex-col gap-2 rounded border border-slate-500 p-2 break-inside-avoid">
      <h3 className="text-[10px] font-bold">{declaration.title}</h3>
      <p className="italic">{declaration.text}</p>
      {declaration.translation ? (
        // Her language under the statutory English, in the same box (issue 34, rule 5(2)).
        <div lang={declaration.translation.lang} className="border-t border-dashed border-slate-400 pt-1">
          <h4 className="text-[10px] font-bold">{declaration.translation.title}</h4>
          <p>{declaration.translation.text}</p>
          {declaration.translation.review ? (
            <p className="text-[8.5px] text-slate-600">{declaration.translation.review}</p>
          ) : null}
        </div>
      ) : null}
      <div className="mt-auto space-y-1">
        <SignatureLine signature={declaration.signature} />
        {thumb?.kind === 'blank' ? <p className="text-[9px] text-slate-700">{thumb.text}</p> : null}
        {thumb?.kind === 'recorded' ? (
          <div className="space-y-0.5 text-[9.5px]">
            <p className="font-semibold">{thumb.heading}</p>
            {thumb.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
            <div className="flex items-end justify-between gap-4 pt-5">
              <p className="flex-1 border-t border-slate-900 pt-0.5">{thumb.attest}</p>
              <p className="shrink-0">{thumb.date}</p>
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** A signature block: room to sign, the signer's lines and the date (blank when none was recorded). */
function SignatureLine({ signature }: { signature: SignatureModel }) {
  return (
    <div className="flex items-end justify-between gap-4 pt-6 break-inside-avoid">
      <div className="min-w-0 flex-1 border-t border-slate-900 pt-0.5">
        {signature.lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      {signature.date === undefined ? null : <p className="shrink-0">{signature.date}</p>}
    </div>
  );
}
