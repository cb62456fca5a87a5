import { paiseToDecimal } from '../../../../core/format/inr.ts';
import type { Bill } from '../../../../core/patient-bills/bill-schemas.ts';
import { paiseOf } from './bill-draft.ts';

/** What the credit note form starts with when the desk offers a refund. */
export interface CreditOffer {
  amount: string;
  reason: string;
}

/** A paid line whose booked study was cancelled, and no credit note yet: the refund to offer. */
export function cancelledStudyOffer(bill: Bill): CreditOffer | null {
  const paid = paiseOf(bill.paid) ?? 0;
  const cancelled = bill.lines.filter((line) => line.studyStatus === 'cancelled');
  if (paid === 0 || cancelled.length === 0 || bill.creditNotes.length > 0) return null;
  const amount = Math.min(
    paid,
    cancelled.reduce((sum, line) => sum + (paiseOf(line.amount) ?? 0), 0),
  );
  const names = cancelled.map((line) => line.description).join(', ');
  return { amount: paiseToDecimal(BigInt(amount)), reason: `Study cancelled: ${names}` };
}
