import type { CollectionsReport } from '../../../../core/patient-bills/report-schemas.ts';

const AMOUNT = /^-?\d+(\.\d+)?$/;

/**
 * One CSV cell: quoted when needed, and text a spreadsheet would run as a formula (=, +, -, @)
 * is prefixed with an apostrophe, since reasons and names are typed by people. Amounts stay numbers.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && !AMOUNT.test(text) && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const rows = (cells: (string | number)[][]) => cells.map((r) => r.map(csvCell).join(','));

/** The collections report as one CSV file, a titled block per section (amounts in exact rupees). */
export function collectionsCsv(r: CollectionsReport): string {
  const lines = [
    ...rows([['Collections report', r.from, r.to], []]),
    ...rows([['Collection by mode'], ['Mode', 'Received', 'Refunded', 'Net']]),
    ...rows(r.byMode.map((m) => [m.mode, m.received, m.refunded, m.net])),
    '',
    ...rows([['Collection by user'], ['User', 'Received']]),
    ...rows(r.byUser.map((u) => [u.user, u.received])),
    '',
    ...rows([['Concessions'], ['Bill', 'Date', 'Amount', 'Reason', 'Status']]),
    ...rows(r.concessions.map((c) => [c.billNumber, c.billDate, c.amount, c.reason, c.status])),
    '',
    ...rows([['Refunds and credit notes'], ['Credit note', 'Bill', 'Date', 'Credited', 'Refunded', 'Reason']]),
    ...rows(r.refunds.map((n) => [n.noteNumber, n.billNumber, n.date, n.amount, n.refund, n.reason])),
    '',
    ...rows([['Dues by age'], ['0-30 days', '31-60 days', '61-90 days', 'Over 90 days']]),
    ...rows([[r.duesAgeing.d0to30, r.duesAgeing.d31to60, r.duesAgeing.d61to90, r.duesAgeing.over90]]),
    '',
    ...rows([['Revenue by study type'], ['Item', 'Quantity', 'Amount']]),
    ...rows(r.revenueByStudyType.map((i) => [i.item, i.quantity, i.amount])),
    '',
    ...rows([['Revenue by referrer'], ['Referrer', 'Bills', 'Amount', 'Median turnaround (hours)']]),
    ...rows(r.revenueByReferrer.map((x) => [x.referrer, x.bills, x.amount, x.medianTurnaroundHours ?? ''])),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
