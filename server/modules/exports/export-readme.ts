import { type Clock, formatDateTime } from '../../../core/format/dates.ts';
import { type DicomExportTotals, dicomReadmeLines } from './export-dicom.ts';

/** Where and how the clinic reads a time (issue 34): its zone and its 12 h or 24 h clock. */
export interface ReadmeClock {
  timeZone: string;
  clock: Clock;
}

const FILES: Record<string, string> = {
  clinic: "The clinic's details as recorded in Settings.",
  doctors: 'Doctors of the clinic.',
  patients: 'Patients. Aadhaar numbers are masked (XXXX XXXX 1234), as everywhere in the portal.',
  studies: 'Scheduled and performed studies.',
  reports: 'Reports, as they stand now.',
  'report-versions': 'Every saved version of every report (who edited, when, why).',
  'form-f': 'PC-PNDT Form F records. No field discloses the sex of the foetus: none is ever stored.',
  'form-f-amendments': 'Amendments made to submitted Form F records, with their reasons.',
  'form-f-edits': 'Every change to a Form F record, drafts included, with the values before and after.',
  'form-f-evidence':
    'Referral evidence attached to Form F (which file, when, by whom); the files are in each month’s inspection pack.',
  'form-f-filings': 'Filings of the monthly register with the authority.',
  payments: 'Payments received from patients.',
  invoices: "The portal's invoices to the clinic for its subscription.",
  'audit-log': 'The activity log: who did what, on which record, when and from which address.',
};

/** README.txt of an export: what each file holds, with its row count. */
export function exportReadme(
  title: string,
  generatedAt: Date,
  counts: ReadonlyMap<string, number>,
  clinic: ReadmeClock,
  dicom: DicomExportTotals | null = null,
): string {
  const lines = [
    title,
    `Generated ${formatDateTime(generatedAt, clinic.timeZone, clinic.clock)} (${clinic.timeZone} time).`,
    '',
    'Each table is given twice: <name>.csv (UTF-8, opens in Excel; cells that Excel would take for a',
    "formula start with ') and <name>.json (the same rows as a JSON array). Times are in UTC (ISO 8601),",
    'dates are yyyy-mm-dd, amounts in rupees.',
    '',
  ];
  for (const [name, rows] of counts)
    lines.push(`${`${name}.csv / .json`.padEnd(36)} ${String(rows).padStart(8)} rows  ${FILES[name] ?? ''}`);
  if (dicom) lines.push(...dicomReadmeLines(dicom));
  lines.push('');
  return lines.join('\r\n');
}

export function clinicExportReadme(
  clinic: ReadmeClock & { name: string },
  generatedAt: Date,
  counts: ReadonlyMap<string, number>,
  dicom: DicomExportTotals | null = null,
): string {
  return exportReadme(`Data export of ${clinic.name}`, generatedAt, counts, clinic, dicom);
}
