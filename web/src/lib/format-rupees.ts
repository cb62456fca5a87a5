import { currentDisplayDigits, inDigits } from '../../../core/format/digits.ts';
import { formatPaise, rupeesToPaise } from '../../../core/format/inr.ts';

const WHOLE_RUPEES = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

const RUPEES_AND_PAISE = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Plan prices: ₹1,000 for whole rupees, ₹1,234.50 when there are paise. */
export function formatPlanPrice(rupees: number): string {
  const price = Number.isInteger(rupees) ? WHOLE_RUPEES.format(rupees) : RUPEES_AND_PAISE.format(rupees);
  return inDigits(price, currentDisplayDigits());
}

/**
 * Billing amounts arrive as decimal rupee text ("600.00"); they are shown exactly, via integer
 * paise, never through a float (DESIGN §5). Text that is not an amount is shown as it came.
 */
export function formatRupeeText(amount: string): string {
  const paise = rupeesToPaise(amount);
  return paise === null ? amount : formatPaise(paise);
}
