import { type Clock, formatDateTime } from '../format/dates.ts';
import { FORM_F_REQUIRED_ITEMS } from './formf-compliance.ts';
import { csvCell } from './formf-register.ts';
import type { FormF } from './formf-schemas.ts';
import { FORM_F_INDICATIONS } from './indications.ts';
import { SECTION_C_LABELS, sectionCItems } from './print/formf-section-c.ts';

/** The clinic as Form F items 1 and 2 print it, and the calendar its times are shown in. */
export interface ExportClinic {
  name: string;
  address: string | null;
  registrationNumber: string | null;
  timeZone: string;
  /** Times in the files are on the clinic's clock (issue 34). */
  clock: Clock;
}

/** A form with what the export adds: its Rule 9(1) register serial (never renumbered) and its evidence files. */
export interface ExportForm {
  serialNo: number;
  form: FormF;
  evidence: readonly { id: string; kind: string; fileName: string; contentType: string }[];
}

type Cell = string | number | boolean | null;
type Column = readonly [label: string, value: (row: ExportForm, clinic: ExportClinic) => Cell];

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
/** "2 (6 years, 18 months)"; "0" when none were recorded as none; empty when not recorded at all. */
const childrenText = (children: FormF['livingSons']) =>
  children === null
    ? null
    : `${children.length}${children.length ? ` (${children.map((c) => `${c.age} ${c.unit}`).join(', ')})` : ''}`;
const witnessText = (f: FormF) =>
  f.patientSignatureMode === 'thumb_impression'
    ? [
        f.witnessName,
        f.witnessAge === null ? null : `age ${f.witnessAge}`,
        f.witnessSex,
        f.witnessRelationship,
        f.witnessAddress,
      ]
        .filter((part) => part !== null && part !== '')
        .join(', ') || null
    : null;
const indicationText = (codes: readonly string[]) =>
  codes.map((code) => `(${code}) ${FORM_F_INDICATIONS.find((i) => i.code === code)?.text ?? code}`).join('; ');

const STATUS_TEXT: Record<FormF['status'], string> = { draft: 'Draft', submitted: 'Submitted', void: 'Void' };

/** Items 17 to 27 as Section C prints them (core/formf/print/formf-section-c.ts). */
const SECTION_C_COLUMNS: readonly Column[] = Array.from({ length: 11 }, (_, index): Column => {
  const no = String(17 + index);
  const label = SECTION_C_LABELS[index] ?? '';
  return [`${no}. ${label}`, (r) => (r.form.sectionC ? (sectionCItems(r.form.sectionC)[index]?.value ?? null) : null)];
});

/**
 * The columns of the forms export, in the order of Form F (2014): Section A items 1 to 8,
 * Section B items 9 to 16, Section C items 17 to 27, the declarations of Section D, then the record's own state. A value
 * nobody recorded is an empty cell, never a default. No column can hold a fetal sex.
 */
export const FORM_F_EXPORT_COLUMNS: readonly Column[] = [
  ['S. No.', (r) => r.serialNo],
  ['Form ID', (r) => r.form.formId],
  // Items 1 and 2 as the form recorded them when it was made, never today's Settings (issue 23 item 3).
  ['1. Clinic name', (r) => r.form.clinicName],
  ['1. Clinic address', (r) => r.form.clinicAddress],
  ['2. Registration No. (PC&PNDT)', (r) => r.form.clinicRegistrationNumber],
  ['3. Patient name', (r) => r.form.patientName],
  ['3. Age', (r) => r.form.patientAge],
  ['4. Living sons, with ages', (r) => childrenText(r.form.livingSons)],
  ['4. Living daughters, with ages', (r) => childrenText(r.form.livingDaughters)],
  ["5. Husband's/Father's name", (r) => r.form.spouseName],
  ['6. Address', (r) => r.form.patientAddress],
  ['6. Contact number', (r) => r.form.patientPhone],
  ['7. Self-referral', (r) => yesNo(r.form.isSelfreferred)],
  ['7. Referred by', (r) => r.form.referringDoctor],
  ['7. Referring doctor registration No.', (r) => r.form.referringDoctorRegNo],
  ['7. Referral evidence', (r) => r.evidence.map((e) => e.fileName).join('; ') || null],
  ['8. Last menstrual period', (r) => r.form.lmp],
  ['8. Weeks of pregnancy', (r) => r.form.gestationalAge],
  ['9. Doctor performing the procedure', (r) => r.form.doctorName],
  ['9. Doctor registration No.', (r) => r.form.doctorRegistrationNumber],
  ['10. Indications', (r) => indicationText(r.form.indications) || null],
  ['10. Other indication', (r) => r.form.otherIndication],
  ['11. Procedure: ultrasound, method', (r) => r.form.examinationType],
  ['11. Any other procedure (specify)', (r) => r.form.otherProcedure],
  ["12. Date of the woman's declaration", (r) => r.form.patientDeclarationDate],
  ['13. Date of the procedure', (r) => r.form.procedureDate],
  ['14. Result', (r) => r.form.findings],
  ['15. Result conveyed to', (r) => r.form.resultConveyedTo],
  ['15. Result conveyed on', (r) => r.form.resultConveyedOn],
  ['16. Indication for MTP', (r) => r.form.mtpIndication],
  ['B. Place', (r) => r.form.sectionBPlace],
  ['B. Date', (r) => r.form.sectionBDate],
  ['Invasive test advised', (r) => yesNo(r.form.invasiveTestAdvised)],
  ['Reason for invasive test', (r) => r.form.invasiveTestReason],
  // Section C, items 17-27, when recorded (issue 29 §3): empty cells for a form with no invasive procedure.
  ...SECTION_C_COLUMNS,
  ["D. Woman's declaration signed", (r) => yesNo(r.form.patientDeclarationSigned)],
  ["D. Woman's declaration given by", (r) => r.form.patientSignatureMode],
  ['D. Thumb impression identified by', (r) => witnessText(r.form)],
  ["D. Doctor's declaration signed", (r) => yesNo(r.form.doctorDeclarationSigned)],
  ["D. Doctor's declaration dated", (r) => r.form.doctorDeclarationDate],
  ['Complete', (r) => yesNo(r.form.isCompliant)],
  ['Missing items', (r) => r.form.missing.map((m) => FORM_F_REQUIRED_ITEMS[m]).join('; ') || null],
  ['Status', (r) => STATUS_TEXT[r.form.status]],
  // A cancelled or not attended scan's form is listed, marked void with its reason (decision 015).
  ['Void reason', (r) => r.form.voidReason],
  ['Submitted at', (r, c) => (r.form.submittedAt ? formatDateTime(r.form.submittedAt, c.timeZone, c.clock) : null)],
  ['Version', (r) => r.form.version],
];

/**
 * The month's forms as CSV for Excel: UTF-8 with a byte-order mark (so Excel reads Hindi names
 * and ₹ right), CRLF lines, every text cell formula-safe through csvCell.
 */
export function buildFormsCsv(rows: readonly ExportForm[], clinic: ExportClinic): string {
  const lines = [FORM_F_EXPORT_COLUMNS.map(([label]) => csvCell(label)).join(',')];
  for (const row of rows) lines.push(FORM_F_EXPORT_COLUMNS.map(([, value]) => csvCell(value(row, clinic))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
