import { amountInWords } from '../format/amount-in-words.ts';
import { formatIsoDay } from '../format/dates.ts';
import { formatPaise, rupeesToPaise } from '../format/inr.ts';
import { buildClinicHeader, type ClinicHeaderModel, type HeaderClinic } from '../print/clinic-header.ts';
import type { PrintField } from '../print/print-field.ts';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type Payment } from './payment-schemas.ts';

export const RECEIPT_TITLE = 'Payment Receipt';
export const RECEIPT_GST_NOTE = 'Healthcare services are exempt from GST.';
export const RECEIPT_FOOTER = 'This is a computer-generated receipt. Thank you.';

/**
 * Everything a printed receipt shows, as text (DESIGN §6 "Documents"): the receipt print page
 * and the server's PDF both draw this. Diagnostic services of a clinical establishment are
 * exempt from GST (Notification 12/2017-CT(Rate) Sl. 74), so there are no tax lines or GSTIN.
 */
export interface ReceiptPrintModel {
  paymentId: string;
  /** Null when the clinic could not be loaded: the receipt prints without its details. */
  header: ClinicHeaderModel | null;
  title: string;
  /** Beside the title: the number and the date. */
  meta: PrintField[];
  fields: PrintField[];
  amountFigures: string;
  /** Null only for an amount the server would never store (malformed decimal text). */
  amountWords: string | null;
  /** The amount box's two headings, in the paper's language like the rest of the model. */
  amountLabels: { words: string; figures: string };
  gstNote: string;
  signatory: { title: string; forLine: string | null };
  footer: string;
}

type PaymentMethod = (typeof PAYMENT_METHODS)[number];
const isMethod = (value: string): value is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(value);

/** 'Bank Transfer' for bank_transfer; an unknown value (older data) is shown as stored. */
export function paymentMethodLabel(method: string): string {
  return isMethod(method) ? PAYMENT_METHOD_LABELS[method] : method;
}

/** The amount in figures and words, exactly from its decimal text (never a float, DESIGN §5). */
export function paymentAmount(amount: string): { figures: string; words: string | null } {
  const paise = rupeesToPaise(amount);
  if (paise === null) return { figures: amount, words: null };
  return { figures: formatPaise(paise), words: amountInWords(paise) };
}

export function buildReceiptPrintModel(payment: Payment, clinic: HeaderClinic | null): ReceiptPrintModel {
  const amount = paymentAmount(payment.amount);
  const fields: PrintField[] = [
    { term: 'Received from', value: `${payment.patientName} (${payment.patientCode})`, strong: true },
    { term: 'Payment method', value: paymentMethodLabel(payment.paymentMethod) },
  ];
  if (payment.reportCode) fields.push({ term: 'Against report', value: payment.reportCode });
  fields.push({ term: 'Received by', value: payment.receivedBy ?? '—' });
  if (payment.notes) fields.push({ term: 'Notes', value: payment.notes });
  return {
    paymentId: payment.paymentId,
    header: clinic ? buildClinicHeader(clinic) : null,
    title: RECEIPT_TITLE,
    meta: [
      { term: 'Receipt No.', value: payment.paymentId, strong: true },
      { term: 'Date', value: formatIsoDay(payment.paymentDate) },
    ],
    fields,
    amountFigures: amount.figures,
    amountWords: amount.words,
    amountLabels: { words: 'Amount in words', figures: 'Amount received' },
    gstNote: RECEIPT_GST_NOTE,
    signatory: { title: 'Authorised Signatory', forLine: clinic ? `For ${clinic.name}` : null },
    footer: RECEIPT_FOOTER,
  };
}
