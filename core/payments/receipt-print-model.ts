import { amountInWords } from '../format/amount-in-words.ts';
import { formatIsoDay } from '../format/dates.ts';
import { formatPaise, rupeesToPaise } from '../format/inr.ts';
import type { PaperLocale } from '../i18n/locales.ts';
import { type PaperWords, paperWordsFor } from '../i18n/paper-words.ts';
import { buildClinicHeader, type ClinicHeaderModel, type HeaderClinic } from '../print/clinic-header.ts';
import type { PrintField } from '../print/print-field.ts';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type Payment } from './payment-schemas.ts';

export const RECEIPT_TITLE = 'Payment Receipt' as const;
export const RECEIPT_GST_NOTE = 'Healthcare services are exempt from GST.' as const;
export const RECEIPT_FOOTER = 'This is a computer-generated receipt. Thank you.' as const;

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
  /** The amount in her language's words under the English (Hindi only so far), or null. */
  amountWordsLocal: string | null;
  /** Her language (patients.language): every heading is English with hers beside it. */
  language: PaperLocale;
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
export function paymentAmount(
  amount: string,
  words: PaperWords = paperWordsFor(null),
): { figures: string; words: string | null; localWords: string | null } {
  const paise = rupeesToPaise(amount);
  if (paise === null) return { figures: amount, words: null, localWords: null };
  return { figures: formatPaise(paise), words: amountInWords(paise), localWords: words.amountWords(paise) };
}

/** A sentence in English, then in her language; her paper's review note, if any, after the footer. */
export function bilingualSentence(words: PaperWords, english: Parameters<PaperWords['local']>[0]): string {
  const local = words.local(english);
  return local ? `${english} ${local}` : english;
}

export function buildReceiptPrintModel(
  payment: Payment,
  clinic: HeaderClinic | null,
  words: PaperWords = paperWordsFor(payment.patientLanguage),
): ReceiptPrintModel {
  const { label } = words;
  const amount = paymentAmount(payment.amount, words);
  const fields: PrintField[] = [
    { term: label('Received from'), value: `${payment.patientName} (${payment.patientCode})`, strong: true },
    { term: label('Payment method'), value: paymentMethodLabel(payment.paymentMethod) },
  ];
  if (payment.reportCode) fields.push({ term: label('Against report'), value: payment.reportCode });
  fields.push({ term: label('Received by'), value: payment.receivedBy ?? '—' });
  if (payment.notes) fields.push({ term: label('Notes'), value: payment.notes });
  const footer = bilingualSentence(words, RECEIPT_FOOTER);
  return {
    paymentId: payment.paymentId,
    header: clinic ? buildClinicHeader(clinic) : null,
    title: label(RECEIPT_TITLE),
    meta: [
      { term: label('Receipt No.'), value: payment.paymentId, strong: true },
      { term: label('Date'), value: formatIsoDay(payment.paymentDate) },
    ],
    fields,
    amountFigures: amount.figures,
    amountWords: amount.words,
    amountWordsLocal: amount.localWords,
    language: words.locale,
    amountLabels: { words: label('Amount in words'), figures: label('Amount received') },
    gstNote: bilingualSentence(words, RECEIPT_GST_NOTE),
    signatory: { title: label('Authorised Signatory'), forLine: clinic ? `For ${clinic.name}` : null },
    footer: words.review ? `${footer} · ${words.review}` : footer,
  };
}
