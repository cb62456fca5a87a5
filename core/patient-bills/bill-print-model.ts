import { amountInWords } from '../format/amount-in-words.ts';
import { formatIsoDay } from '../format/dates.ts';
import { formatCount } from '../format/digits.ts';
import { formatPaise, rupeesToPaise } from '../format/inr.ts';
import type { PaperLocale } from '../i18n/locales.ts';
import { type PaperWords, paperWordsFor } from '../i18n/paper-words.ts';
import { bilingualSentence, paymentMethodLabel } from '../payments/receipt-print-model.ts';
import { buildClinicHeader, type ClinicHeaderModel, type HeaderClinic } from '../print/clinic-header.ts';
import type { PrintField } from '../print/print-field.ts';
import type { Bill } from './bill-schemas.ts';

/** Paper the bill prints on: an A4 sheet, or the 80 mm roll of a counter's receipt printer. */
export const BILL_PAPERS = ['a4', '80mm'] as const;
export type BillPaper = (typeof BILL_PAPERS)[number];
export const BILL_PAPER_LABELS: Record<BillPaper, string> = { a4: 'A4 sheet', '80mm': '80 mm receipt roll' };

export const BILL_TITLE = 'Bill of Supply' as const;
/**
 * Diagnostic services of a clinical establishment are exempt (Notification 12/2017-Central Tax
 * (Rate), entry 74): an exempt supply is billed on a bill of supply, never a tax invoice
 * (CGST Act s.31(3)(c)), so there are no tax lines.
 */
export const BILL_EXEMPTION_NOTE =
  'Health care services exempt from GST under entry 74 of Notification 12/2017-Central Tax (Rate). No tax is charged.' as const;
export const BILL_FOOTER = 'This is a computer-generated bill. Thank you.' as const;

export interface BillPrintLine {
  description: string;
  quantity: string;
  unitPrice: string;
  amount: string;
}

/**
 * Everything the printed bill and receipt show, as text: the print page (A4 or 80 mm) and the
 * server's PDF both draw this, so they cannot disagree (DESIGN §6 "Documents").
 */
export interface BillPrintModel {
  billNumber: string;
  /** Null when the clinic could not be loaded: the bill prints without its details. */
  header: ClinicHeaderModel | null;
  title: string;
  /** Beside the title: number, date and the centre's GSTIN when it has one. */
  meta: PrintField[];
  patient: PrintField[];
  lines: BillPrintLine[];
  /** Gross, concession (with its reason), credit notes, total, paid, refunded, balance. */
  totals: PrintField[];
  /** Each payment: receipt number, mode and date, and its amount. */
  payments: PrintField[];
  /** The lines table's headings: item, quantity, rate, amount. */
  columns: { item: string; quantity: string; rate: string; amount: string };
  /** 'Bill total in words', 'Payments received', 'Amount paid in words'. */
  labels: { totalWords: string; payments: string; paidWords: string };
  totalWords: string;
  paidWords: string;
  /** The two amounts in her language's words (Hindi so far), printed under the English; else null. */
  totalWordsLocal: string | null;
  paidWordsLocal: string | null;
  /** Her language (patients.language): every heading is English with hers beside it. */
  language: PaperLocale;
  balance: string;
  exemptionNote: string;
  signatory: { title: string; forLine: string | null };
  footer: string;
}

const paise = (rupees: string): bigint => rupeesToPaise(rupees) ?? 0n;
const money = (rupees: string): string => formatPaise(paise(rupees));

function totalsOf(bill: Bill, { label }: PaperWords): PrintField[] {
  const totals: PrintField[] = [{ term: label('Gross amount'), value: money(bill.gross) }];
  if (paise(bill.concession) > 0n) {
    const term = bill.concessionStatus === 'pending' ? label('Concession (awaiting approval)') : label('Concession');
    totals.push({ term, value: `-${money(bill.concession)}` });
    if (bill.concessionReason) totals.push({ term: label('Concession reason'), value: bill.concessionReason });
  }
  if (paise(bill.credited) > 0n) totals.push({ term: label('Credit notes'), value: `-${money(bill.credited)}` });
  totals.push({ term: label('Bill total'), value: money(bill.total), strong: true });
  totals.push({ term: label('Amount paid'), value: money(bill.paid) });
  // Part of what was paid came from money she left before the bill (decision 027).
  if (paise(bill.advanceApplied) > 0n)
    totals.push({ term: label('of which from advance'), value: money(bill.advanceApplied) });
  if (paise(bill.refunded) > 0n) totals.push({ term: label('Refunded'), value: `-${money(bill.refunded)}` });
  totals.push({ term: label('Balance due'), value: money(bill.balance), strong: true });
  return totals;
}

export function buildBillPrintModel(
  bill: Bill,
  clinic: HeaderClinic | null,
  words: PaperWords = paperWordsFor(bill.patientLanguage),
): BillPrintModel {
  const { label } = words;
  const meta: PrintField[] = [
    { term: label('Bill No.'), value: bill.billNumber, strong: true },
    { term: label('Date'), value: formatIsoDay(bill.billDate) },
  ];
  if (bill.gstin) meta.push({ term: 'GSTIN', value: bill.gstin });
  const patient: PrintField[] = [
    { term: label('Patient'), value: `${bill.patientName} (${bill.patientCode})`, strong: true },
  ];
  if (bill.referrerName) patient.push({ term: label('Referred by'), value: bill.referrerName });
  const footer = bilingualSentence(words, BILL_FOOTER);
  return {
    billNumber: bill.billNumber,
    header: clinic ? buildClinicHeader(clinic) : null,
    title: label(BILL_TITLE),
    meta,
    patient,
    lines: bill.lines.map((line) => ({
      // The study it paid for by its number, as the report and Form F name it.
      description: line.studyCode ? `${line.description} · ${line.studyCode}` : line.description,
      quantity: formatCount(line.quantity),
      unitPrice: money(line.unitPrice),
      amount: money(line.amount),
    })),
    totals: totalsOf(bill, words),
    payments: bill.payments.map((p) => ({
      term: `${p.paymentId} · ${paymentMethodLabel(p.paymentMethod)} · ${formatIsoDay(p.paymentDate)}`,
      value: money(p.amount),
    })),
    columns: { item: label('Test / item'), quantity: label('Qty'), rate: label('Rate'), amount: label('Amount') },
    labels: {
      totalWords: label('Bill total in words'),
      payments: label('Payments received'),
      paidWords: label('Amount paid in words'),
    },
    totalWords: amountInWords(paise(bill.total)),
    paidWords: amountInWords(paise(bill.paid)),
    totalWordsLocal: words.amountWords(paise(bill.total)),
    paidWordsLocal: words.amountWords(paise(bill.paid)),
    language: words.locale,
    balance: money(bill.balance),
    exemptionNote: bilingualSentence(words, BILL_EXEMPTION_NOTE),
    signatory: { title: label('Authorised Signatory'), forLine: clinic ? `For ${clinic.name}` : null },
    footer: words.review ? `${footer} · ${words.review}` : footer,
  };
}
