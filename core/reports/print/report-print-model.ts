import type { Clock } from '../../format/dates.ts';
import { isReportOfPregnancy } from '../../formf/formf-scope.ts';
import { reportHeading } from '../../i18n/report-headings.ts';
import type { Patient } from '../../patients/patient-schemas.ts';
import { type ReportPcpndtFacts, reportPcpndtLines } from '../../pcpndt-registration/report-print-facts.ts';
import { buildClinicHeader, type ClinicHeaderModel } from '../../print/clinic-header.ts';
import type { ReportVerification } from '../../verification/verification-schemas.ts';
import { doctorDeclaration } from '../pcpndt-declaration.ts';
import type { Report } from '../report-schemas.ts';
import { AMENDED_REPORT_NOTE, signatureLine } from '../report-signature.ts';
import type { TemplateDetail } from '../templates/template-schemas.ts';
import { isObstetricReportType, printTitleFor } from '../templates/template-types.ts';
import { type FetusPrint, fetusPrints } from './fetus-print.ts';
import {
  biometryRows,
  findingRows,
  findingsTitle,
  obstetricRows,
  otherMeasurements,
  type PrintClinic,
  patientHeader,
  signatures,
} from './report-print-parts.ts';
import { type ScoresPrint, templateScoresPrint } from './template-scores-print.ts';

/** How the sex of the foetus prints: never determined (PC-PNDT Act s.5, s.6). */
export const FETAL_SEX_PRINT_LINE = 'Not determined (PC-PNDT Act)';
export const BIOMETRY_EMPTY = 'Biometry not recorded';
export const BIOMETRY_PER_FETUS = 'Biometry: per fetus, below';

/** What the biometry column says when it has no rows of its own. */
export const biometryEmptyText = (obstetric: { fetuses: readonly unknown[] }) =>
  obstetric.fetuses.length ? BIOMETRY_PER_FETUS : BIOMETRY_EMPTY;
export const REPORT_FOOTER_TEXT = 'Findings are to be correlated clinically. This is a computer-generated report.';
export const VERIFY_PROMPT = 'Scan to verify this report, or open';

export type PrintRows = readonly (readonly [string, string])[];

/**
 * The fixed sections' headings as printed: English, or "English / hers" when the clinic prints
 * bilingual headings (issue 34; core/i18n/report-headings.ts). Fetus and score tables keep their
 * English titles: they name a method, not a part of the paper.
 */
export interface ReportHeadings {
  investigation: string;
  obstetric: string;
  measurements: string;
  findings: string;
  impression: string;
  recommendations: string;
}

/**
 * Everything a printed report shows, in order, as plain text (DESIGN §6 "Documents"): the print
 * page and the server's PDF both draw this, so the two cannot disagree. Pure: the caller passes
 * `now` (the age) and the verification link, if the report has one.
 */
export interface ReportPrintModel {
  reportId: string;
  header: ClinicHeaderModel;
  patientFields: PrintRows;
  /** Carried at the top of every later page, since the patient box is printed once. */
  patientLine: string;
  patientName: string;
  title: string;
  amendedNote: string | null;
  investigation: PrintRows;
  /** A multiple pregnancy's fetuses each print their own table and chart (Fetus A, B, ...). */
  obstetric: { details: PrintRows; biometry: PrintRows; fetuses: FetusPrint[] } | null;
  measurements: PrintRows;
  headings: ReportHeadings;
  findings: PrintRows;
  /** An advanced template's scores as the server stored them, with the method's source. */
  scores: ScoresPrint | null;
  impression: string;
  recommendations: string | null;
  declaration: string | null;
  /** Registration missing, the machine used, an unregistered machine: reports of a pregnant woman only. */
  pcpndtLines: string[];
  /** Left: the technologist; right: the doctor. Empty lines are already left out. */
  /** left is empty when the clinic recorded no technician: nothing prints there. */
  signatures: { left: string[]; right: string[] };
  signatureLine: string | null;
  footer: string;
  verification: ReportVerification | null;
}

export function buildReportPrintModel(input: {
  report: Report;
  patient: Patient;
  clinic: PrintClinic | null;
  now: Date;
  verification: ReportVerification | null;
  /** The template and version the report was written with; null prints its type's standard one. */
  template?: Pick<TemplateDetail, 'printTitle' | 'sections' | 'fields'> | null;
  /** The centre's PC-PNDT registration as it concerns this report; null prints no such lines. */
  pcpndt?: ReportPcpndtFacts | null;
  /** The clinic's print setting: headings also in the patient's paper language. */
  bilingualHeadings?: boolean;
  /** The clinic's clock for the signature time; 24 h when not given. */
  clock?: Clock;
}): ReportPrintModel {
  const { report, patient, clinic } = input;
  const template = input.template ?? null;
  const obstetric = isObstetricReportType(report.reportType);
  const signed = signatures(report, clinic);
  const patientName = `${patient.firstName} ${patient.lastName}`;
  const lines = (values: (string | null)[]) => values.filter((value): value is string => Boolean(value));
  const ofPregnancy = isReportOfPregnancy(report, patient.isObstetric);
  const heading = (english: string) => reportHeading(english, patient.language, input.bilingualHeadings ?? false);
  return {
    reportId: report.reportId,
    header: buildClinicHeader(clinic),
    patientFields: patientHeader(patient, report, input.now),
    patientLine: `Patient: ${patientName} · ID: ${patient.patientId} · Report: ${report.reportId}`,
    patientName,
    title: template?.printTitle ?? printTitleFor(report.reportType),
    amendedNote: report.amended
      ? `${AMENDED_REPORT_NOTE} (version ${report.signature?.version ?? report.version})`
      : null,
    investigation: [
      ['Clinical Indication', report.clinicalDetails || '—'],
      ['Technique', report.technique || '—'],
    ],
    obstetric: obstetric
      ? {
          details: [...obstetricRows(report), ['Sex of the foetus', FETAL_SEX_PRINT_LINE]],
          biometry: biometryRows(report),
          fetuses: fetusPrints(report),
        }
      : null,
    measurements: otherMeasurements(report, template),
    headings: {
      investigation: heading('Investigation'),
      obstetric: heading('Obstetric Technical Details and Biometry'),
      measurements: heading('Measurements'),
      findings: heading(findingsTitle(report)),
      impression: heading('Impression'),
      recommendations: heading('Recommendations'),
    },
    findings: findingRows(report, template).map((row) => [row.label, row.text] as const),
    scores: templateScoresPrint(report),
    impression: report.impression ?? '',
    recommendations: report.recommendations || null,
    // Every report of a pregnant woman, KUB or pelvic too (issue 29 §3), not only obstetric templates.
    declaration: ofPregnancy ? doctorDeclaration(signed.doctorName, patientName) : null,
    pcpndtLines: ofPregnancy ? reportPcpndtLines(input.pcpndt) : [],
    signatures: {
      left: signed.technicianName ? lines([signed.technicianName, signed.technicianQualification]) : [],
      right: lines([
        signed.doctorName,
        signed.doctorQualification,
        signed.doctorRegistrationNumber ? `Reg. No.: ${signed.doctorRegistrationNumber}` : null,
      ]),
    },
    signatureLine: report.signature ? signatureLine(report.signature, input.clock) : null,
    footer: `${clinic?.name ? `${clinic.name} · ` : ''}${REPORT_FOOTER_TEXT}`,
    verification: input.verification,
  };
}
