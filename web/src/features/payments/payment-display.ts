import { formatIsoDay } from '../../../../core/format/dates.ts';

// Moved to the receipt's print model (core), which the server's PDF draws too.
export { paymentAmount, paymentMethodLabel } from '../../../../core/payments/receipt-print-model.ts';

/** dd/mm/yyyy of a payment's calendar date. */
export const formatPaymentDate = formatIsoDay;

/** The printable receipt of one payment, opened in a new tab from the list and the success toast. */
export function receiptPath(id: string): string {
  return `/payments/${encodeURIComponent(id)}/receipt`;
}

export function openReceipt(id: string): void {
  window.open(receiptPath(id), '_blank', 'noopener');
}
