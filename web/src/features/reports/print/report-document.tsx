import type { ReactNode } from 'react';
import type { PrintSettings } from '../../../../../core/print/print-settings.ts';
import {
  biometryEmptyText,
  type PrintRows,
  type ReportPrintModel,
} from '../../../../../core/reports/print/report-print-model.ts';
import { ClinicHeader } from '../../../components/print/clinic-header.tsx';
import { GrowthChartSvg } from '../growth-chart-svg.tsx';
import { VerificationMark } from './verification-mark.tsx';

interface ReportDocumentProps {
  model: ReportPrintModel;
  layout: PrintSettings['layout'];
}

/**
 * The printed report (spec §2 "Print report dialog"), drawn from the report's print model, which
 * the server's PDF draws too: clinic and patient headers, the title by type, investigation,
 * obstetric details and biometry, findings, impression, recommendations, the PC-PNDT declaration
 * on obstetric reports, signatures, the verification code and a footer. On pre-printed
 * letterhead the clinic header is left to the paper. Page numbers and the patient line of later
 * pages are the page margins' (reportPageCss). Columns follow the width they get, so the same
 * sheet reads on a 390 px phone and on paper.
 */
export function ReportDocument({ model, layout }: ReportDocumentProps) {
  return (
    <article
      aria-label={`Report ${model.reportId}`}
      className="space-y-3 font-print text-[12px] leading-snug text-slate-900"
    >
      {layout === 'plain' ? <ClinicHeader header={model.header} /> : null}
      <dl className="grid grid-cols-[repeat(auto-fit,minmax(12rem,1fr))] gap-x-4 gap-y-1 rounded border border-slate-400 p-2">
        {model.patientFields.map(([term, value]) => (
          <div key={term} className="flex min-w-0 gap-1">
            <dt className="font-semibold whitespace-nowrap">{term}:</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <h1 className="text-center text-[15px] font-bold tracking-wide underline">{model.title}</h1>
      {model.amendedNote ? (
        <p className="text-center text-[11px] font-semibold uppercase">{model.amendedNote}</p>
      ) : null}
      <Section title={model.headings.investigation}>
        <Lines rows={model.investigation} />
      </Section>
      {model.obstetric ? (
        <Section title={model.headings.obstetric}>
          <div className="grid grid-cols-[repeat(auto-fit,minmax(14rem,1fr))] gap-x-4 gap-y-2">
            <Table rows={model.obstetric.details} />
            <Table rows={model.obstetric.biometry} empty={biometryEmptyText(model.obstetric)} />
          </div>
        </Section>
      ) : null}
      {/* A multiple pregnancy: each fetus's own table and growth chart (issue 30 item 6). */}
      {model.obstetric?.fetuses.map((fetus) => (
        <Section key={fetus.title} title={fetus.title}>
          <Table rows={fetus.rows} />
          {fetus.chart ? <GrowthChartSvg chart={fetus.chart} label={fetus.title} /> : null}
        </Section>
      ))}
      {model.measurements.length ? (
        <Section title={model.headings.measurements}>
          <Table rows={model.measurements} />
        </Section>
      ) : null}
      {/* Findings run on across a page break, line by line: kept whole, a long section left a third
          of page 1 blank and pushed the signatures to a page of their own. */}
      <Section title={model.headings.findings} flows>
        <Lines rows={model.findings} />
      </Section>
      {model.scores ? (
        <Section title={model.scores.title}>
          <Table rows={model.scores.rows} />
          {model.scores.chart ? <GrowthChartSvg chart={model.scores.chart} /> : null}
          {model.scores.note ? <p className="text-[10px] text-slate-600">{model.scores.note}</p> : null}
          <p className="text-[10px] text-slate-600">Source: {model.scores.source}</p>
        </Section>
      ) : null}
      {/* The end of the text, the declaration, the signatures and the footer stay on one sheet: a
          page holding only signatures would sign nothing (issue 22). */}
      <div className="space-y-3 break-inside-avoid">
        <Section title={model.headings.impression}>
          <p className="font-semibold whitespace-pre-line">{model.impression}</p>
        </Section>
        {model.recommendations ? (
          <Section title={model.headings.recommendations}>
            <p className="whitespace-pre-line">{model.recommendations}</p>
          </Section>
        ) : null}
        {model.declaration ? (
          <p className="rounded border border-slate-500 p-2 text-[11px] italic">{model.declaration}</p>
        ) : null}
        {model.pcpndtLines.length ? (
          <ul aria-label="PC-PNDT registration" className="space-y-0.5 text-[11px] font-semibold">
            {model.pcpndtLines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
        <div className="flex items-start justify-between gap-8 pt-10">
          {model.signatures.left.length ? <Signature lines={model.signatures.left} /> : <div />}
          <Signature align="right" lines={model.signatures.right} />
        </div>
        {model.signatureLine ? <p className="text-right text-[11px] font-medium">{model.signatureLine}</p> : null}
        {model.verification ? <VerificationMark verification={model.verification} /> : null}
        <footer className="border-t border-slate-400 pt-1 text-center text-[10px] text-slate-600">
          {model.footer}
        </footer>
      </div>
    </article>
  );
}

function Section({ title, children, flows }: { title: string; children: ReactNode; flows?: boolean }) {
  return (
    <section className={flows ? 'space-y-1' : 'space-y-1 break-inside-avoid'}>
      <h2 className="border-b border-slate-400 text-[13px] font-bold uppercase break-after-avoid">{title}</h2>
      {children}
    </section>
  );
}

function Lines({ rows }: { rows: PrintRows }) {
  return rows.map(([term, value]) => (
    <p key={term} className="break-inside-avoid">
      <span className="font-semibold">{term}: </span>
      <span className="whitespace-pre-line">{value}</span>
    </p>
  ));
}

function Table({ rows, empty }: { rows: PrintRows; empty?: string }) {
  if (rows.length === 0) return empty ? <p className="text-slate-600">{empty}</p> : null;
  return (
    <table className="w-full table-fixed border-collapse">
      <tbody>
        {rows.map(([term, value], index) => (
          // A term may repeat ("Note"): the row's place keys it.
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are a fixed printout, never reordered
          <tr key={`${term}-${index}`} className="border-b border-slate-200">
            <th scope="row" className="w-1/2 py-0.5 pr-2 text-left font-semibold break-words">
              {term}
            </th>
            <td className="py-0.5 break-words">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Signature({ lines, align = 'left' }: { lines: readonly string[]; align?: 'left' | 'right' }) {
  return (
    <div className={`w-56 max-w-[45%] border-t border-slate-900 pt-1 ${align === 'right' ? 'text-right' : ''}`}>
      {lines.map((line, index) => (
        <p key={line} className={index === 0 ? 'font-semibold' : undefined}>
          {line}
        </p>
      ))}
    </div>
  );
}
