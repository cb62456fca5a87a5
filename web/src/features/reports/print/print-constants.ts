/** How the sex of the foetus prints: never determined (PC-PNDT Act s.5, s.6). */
export const FETAL_SEX_PRINT_LINE = 'Not determined (PC-PNDT Act)';

/** Spec §9: the Form F page opens 50 ms after the report's print window. */
export const FORM_F_DELAY_MS = 50;

/** The printable report, outside the app shell, so the print shows only the report. */
export function reportPrintPath(reportId: string, autoprint = false): string {
  return `/reports/${encodeURIComponent(reportId)}/print${autoprint ? '?autoprint=1' : ''}`;
}

/** A4 with 15 mm margins (spec §9); only while the print view is open. */
export const REPORT_PAGE_CSS = '@page { size: A4; margin: 15mm; }';
