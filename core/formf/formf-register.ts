import { UNREGISTERED_MACHINE_LABEL } from '../pcpndt-registration/report-print-facts.ts';

/**
 * The monthly register of Rule 9(1) and the monthly report of Rule 9(8): every Form F of a month
 * in serial order, due to the Appropriate Authority by the 5th of the following month.
 */
export interface RegisterRow {
  serialNo: number;
  formId: string;
  patientName: string | null;
  patientAge: number | null;
  spouseName: string | null;
  patientAddress: string | null;
  dateFirstReported: string;
  indications: string[];
  doctorName: string | null;
  procedureDate: string | null;
  resultConveyedTo: string | null;
  resultConveyedOn: string | null;
  isCompliant: boolean;
  submittedAt: string | null;
  voidReason: string | null;
  /** Machines that sent the study's images or measurements while not registered (issue 32 item 7). */
  unregisteredMachines: string[];
}

/** Every form of the month complete; a void form (a cancelled scan) holds nothing up. */
export function registerAllComplete(rows: readonly RegisterRow[]): boolean {
  return rows.every((r) => r.voidReason !== null || r.isCompliant);
}

/**
 * What the register page's banner counts: forms of scans that happened (a void one is kept and
 * listed, but is neither complete nor incomplete), how many of those are incomplete, and the void.
 */
export function registerCounts(rows: readonly Pick<RegisterRow, 'isCompliant' | 'voidReason'>[]) {
  const live = rows.filter((r) => r.voidReason === null);
  return { live: live.length, incomplete: live.filter((r) => !r.isCompliant).length, void: rows.length - live.length };
}

/** The banner's words for those counts; null when the month has no form of a scan that happened. */
export function registerCountsText(counts: ReturnType<typeof registerCounts>): string | null {
  const voidText = counts.void ? ` (${counts.void} void, not counted)` : '';
  if (counts.live === 0) return counts.void ? `No forms to complete${voidText}` : null;
  const forms = counts.live === 1 ? 'form' : 'forms';
  if (counts.incomplete === 0)
    return `${counts.live === 1 ? 'The 1 form is complete' : `All ${counts.live} forms complete`}${voidText}`;
  return `${counts.incomplete} of ${counts.live} ${forms} incomplete${voidText}`;
}

export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The 5th of the month after `month` (YYYY-MM), as YYYY-MM-DD. */
export function registerDueDate(month: string): string {
  const match = MONTH_PATTERN.exec(month);
  if (!match) throw new Error(`not a month: ${month}`);
  const year = Number(match[1]);
  const next = Number(match[2]) + 1;
  const [y, m] = next > 12 ? [year + 1, 1] : [year, next];
  return `${y}-${String(m).padStart(2, '0')}-05`;
}

/**
 * RFC 4180 quoting, plus a leading apostrophe for cells a spreadsheet would run as a formula
 * (=, +, -, @): the file is opened in Excel by clinic staff.
 */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

const HEADER = [
  'S. No.',
  'Form ID',
  'Name',
  'Age',
  'Husband/Father',
  'Address',
  'Date first reported',
  'Indications',
  'Doctor',
  'Date of procedure',
  'Result conveyed to',
  'Result conveyed on',
  // Issue 32 item 7: the machine's identity as the study's DICOM objects gave it.
  UNREGISTERED_MACHINE_LABEL,
  'Complete',
  'Submitted at',
  'Void (reason)',
];

/**
 * A moment as 'yyyy-mm-dd hh:mm' (24-hour) on the clinic's clock, like the file's other dates,
 * which are the clinic's calendar days; an ISO instant would be UTC (issue 22).
 */
export function clinicMinuteOf(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/**
 * No column can hold a fetal sex: Form F has none (PC-PNDT s.5, s.6). A scan whose images or
 * measurements came from a machine not registered names that machine in its own column, empty
 * otherwise, so a filter in Excel finds every flagged row.
 */
export function buildRegisterCsv(rows: readonly RegisterRow[], timeZone: string): string {
  const lines = [HEADER.map(csvCell).join(',')];
  for (const r of rows) {
    lines.push(
      [
        r.serialNo,
        r.formId,
        r.patientName,
        r.patientAge,
        r.spouseName,
        r.patientAddress,
        r.dateFirstReported,
        r.indications.join(', '),
        r.doctorName,
        r.procedureDate,
        r.resultConveyedTo,
        r.resultConveyedOn,
        r.unregisteredMachines.join('; ') || null,
        r.voidReason !== null ? 'Void' : r.isCompliant ? 'Yes' : 'No',
        r.submittedAt === null ? null : clinicMinuteOf(r.submittedAt, timeZone),
        r.voidReason,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
