import { amountInWords } from '../../../../core/format/amount-in-words.ts';
import { formatIsoDay } from '../../../../core/format/dates.ts';
import { formatPaise, rupeesToPaise } from '../../../../core/format/inr.ts';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '../../../../core/payments/payment-schemas.ts';

type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const isMethod = (value: string): value is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(value);

/** 'Bank Transfer' for bank_transfer; an unknown value (older data) is shown as stored. */
export function paymentMethodLabel(method: string): string {
  return isMethod(method) ? PAYMENT_METHOD_LABELS[method] : method;
}

/** dd/mm/yyyy of a payment's calendar date. */
export const formatPaymentDate = formatIsoDay;

/** The amount in figures and words, exactly from its decimal text (never a float, DESIGN §5). */
export function paymentAmount(amount: string): { figures: string; words: string | null } {
  const paise = rupeesToPaise(amount);
  if (paise === null) return { figures: amount, words: null };
  return { figures: formatPaise(paise), words: amountInWords(paise) };
}

/** The printable receipt of one payment, opened in a new tab from the list and the success toast. */
export function receiptPath(id: string): string {
  return `/payments/${encodeURIComponent(id)}/receipt`;
}

export function openReceipt(id: string): void {
  window.open(receiptPath(id), '_blank', 'noopener');
}
