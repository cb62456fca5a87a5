// Shared by every print page (receipt, invoice, Form F); kept here under its old names.
export { cssString, reportPageCss } from '../../../components/print/page-css.ts';

/** Spec §9: the Form F page opens 50 ms after the report's print window. */
export const FORM_F_DELAY_MS = 50;

/** The printable report, outside the app shell, so the print shows only the report. */
export function reportPrintPath(reportId: string, autoprint = false): string {
  return `/reports/${encodeURIComponent(reportId)}/print${autoprint ? '?autoprint=1' : ''}`;
}
