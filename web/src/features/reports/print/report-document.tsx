import type { ReactNode } from 'react';
import type { Patient } from '../../../../../core/patients/patient-schemas.ts';
import { doctorDeclaration } from '../../../../../core/reports/pcpndt-declaration.ts';
import type { Report } from '../../../../../core/reports/report-schemas.ts';
import { AMENDED_REPORT_NOTE, signatureLine } from '../../../../../core/reports/report-signature.ts';
import type { TemplateDetail } from '../../../../../core/reports/templates/template-schemas.ts';
import { isObstetricReportType, printTitleFor } from '../../../../../core/reports/templates/template-types.ts';
import { FETAL_SEX_PRINT_LINE } from './print-constants.ts';
import {
  biometryRows,
  findingRows,
  findingsTitle,
  obstetricRows,
  otherMeasurements,
  type PrintClinic,
  patientHeader,
  signatures,
} from './print-model.ts';
import { TemplateScores } from './template-scores.tsx';

interface ReportDocumentProps {
  report: Report;
  patient: Patient;
  clinic: PrintClinic | null;
  /** The template and version it was written with; null prints with its type's standard one. */
  template?: TemplateDetail | null;
}

/**
 * The printed report (spec §2 "Print report dialog"): clinic and patient headers, the title by
 * type, investigation, obstetric details and biometry, findings, impression, recommendations, the
 * PC-PNDT declaration on obstetric reports, signatures and a footer. It may run to two A4 pages;
 * page numbers and the patient line of later pages are the page margins' (reportPageCss).
 * Columns follow the width they get, so the same sheet reads on a 390 px phone and on paper.
 */
export function ReportDocument({ report, patient, clinic, template = null }: ReportDocumentProps) {
  const obstetric = isObstetricReportType(report.reportType);
  const signed = signatures(report, clinic);
  const others = otherMeasurements(report, template);
  const patientName = `${patient.firstName} ${patient.lastName}`;
  return (
    <article aria-label={`Report ${report.reportId}`} className="space-y-3 text-[12px] leading-snug text-slate-900">
      <ClinicHeader clinic={clinic} />
      <dl className="grid grid-cols-[repeat(auto-fit,minmax(12rem,1fr))] gap-x-4 gap-y-1 rounded border border-slate-400 p-2">
        {patientHeader(patient, report, new Date()).map(([term, value]) => (
          <div key={term} className="flex min-w-0 gap-1">
            <dt className="font-semibold whitespace-nowrap">{term}:</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <h1 className="text-center text-[15px] font-bold tracking-wide underline">
        {template?.printTitle ?? printTitleFor(report.reportType)}
      </h1>
      {report.amended ? (
        <p className="text-center text-[11px] font-semibold uppercase">
          {AMENDED_REPORT_NOTE} (version {report.signature?.version ?? report.version})
        </p>
      ) : null}
      <Section title="Investigation">
        <Line term="Clinical Indication" value={report.clinicalDetails} />
        <Line term="Technique" value={report.technique} />
      </Section>
      {obstetric ? (
        <Section title="Obstetric Technical Details and Biometry">
          <div className="grid grid-cols-[repeat(auto-fit,minmax(14rem,1fr))] gap-x-4 gap-y-2">
            <Table rows={[...obstetricRows(report), ['Sex of the foetus', FETAL_SEX_PRINT_LINE]]} />
            <Table rows={biometryRows(report)} empty="Biometry not recorded" />
          </div>
        </Section>
      ) : null}
      {others.length ? (
        <Section title="Measurements">
          <Table rows={others} />
        </Section>
      ) : null}
      <Section title={findingsTitle(report.reportType)}>
        {findingRows(report, template).map((row) => (
          <Line key={row.label} term={row.label} value={row.text} />
        ))}
      </Section>
      <TemplateScores report={report} />
      {/* The end of the text, the declaration, the signatures and the footer stay on one sheet: a
          page holding only signatures would sign nothing (issue 22). */}
      <div className="space-y-3 break-inside-avoid">
        <Section title="Impression">
          <p className="font-semibold whitespace-pre-line">{report.impression}</p>
        </Section>
        {report.recommendations ? (
          <Section title="Recommendations">
            <p className="whitespace-pre-line">{report.recommendations}</p>
          </Section>
        ) : null}
        {obstetric ? (
          <p className="rounded border border-slate-500 p-2 text-[11px] italic">
            {doctorDeclaration(signed.doctorName, patientName)}
          </p>
        ) : null}
        <div className="flex items-start justify-between gap-8 pt-10">
          <Signature lines={[signed.technicianName, signed.technicianQualification]} />
          <Signature
            align="right"
            lines={[
              signed.doctorName,
              signed.doctorQualification,
              signed.doctorRegistrationNumber ? `Reg. No.: ${signed.doctorRegistrationNumber}` : null,
            ]}
          />
        </div>
        {report.signature ? (
          <p className="text-right text-[11px] font-medium">{signatureLine(report.signature)}</p>
        ) : null}
        <footer className="border-t border-slate-400 pt-1 text-center text-[10px] text-slate-600">
          {clinic?.name ? `${clinic.name} · ` : ''}Findings are to be correlated clinically. This is a
          computer-generated report.
        </footer>
      </div>
    </article>
  );
}

function ClinicHeader({ clinic }: { clinic: PrintClinic | null }) {
  const name = clinic?.name ?? 'Ultrasound Centre';
  const contact = [clinic?.phone ? `Phone: ${clinic.phone}` : null, clinic?.email ? `Email: ${clinic.email}` : null];
  return (
    <header className="flex items-center gap-3 border-b-2 border-slate-900 pb-2">
      {clinic?.logoUrl ? (
        <img src={clinic.logoUrl} alt={`${name} logo`} className="size-14 shrink-0 object-contain" />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-blue-800 text-2xl font-bold text-white print:border-2 print:border-blue-800"
        >
          {name.charAt(0).toUpperCase()}
        </span>
      )}
      <div className="min-w-0">
        <p className="text-[17px] font-bold">{name}</p>
        {clinic?.address ? <p className="whitespace-pre-line">{clinic.address}</p> : null}
        <p>{contact.filter(Boolean).join(' · ')}</p>
        {clinic?.registrationNumber ? <p>Reg. No.: {clinic.registrationNumber}</p> : null}
      </div>
    </header>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-1 break-inside-avoid">
      <h2 className="border-b border-slate-400 text-[13px] font-bold uppercase">{title}</h2>
      {children}
    </section>
  );
}

function Line({ term, value }: { term: string; value: string | null }) {
  return (
    <p>
      <span className="font-semibold">{term}: </span>
      <span className="whitespace-pre-line">{value || '—'}</span>
    </p>
  );
}

function Table({ rows, empty }: { rows: readonly [string, string][]; empty?: string }) {
  if (rows.length === 0) return empty ? <p className="text-slate-600">{empty}</p> : null;
  return (
    <table className="w-full table-fixed border-collapse">
      <tbody>
        {rows.map(([term, value]) => (
          <tr key={term} className="border-b border-slate-200">
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

function Signature({ lines, align = 'left' }: { lines: readonly (string | null)[]; align?: 'left' | 'right' }) {
  return (
    <div className={`w-56 max-w-[45%] border-t border-slate-900 pt-1 ${align === 'right' ? 'text-right' : ''}`}>
      {lines.filter(Boolean).map((line, index) => (
        <p key={line} className={index === 0 ? 'font-semibold' : undefined}>
          {line}
        </p>
      ))}
    </div>
  );
}
