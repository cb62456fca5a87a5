import { z } from 'zod';
import { paiseToDecimal, withoutDigitGrouping } from '../format/inr.ts';
import { BILL_MESSAGES as M } from './bill-messages.ts';

/** numeric(10,2) of the payments table: up to ₹9,99,99,999.99. */
export const MAX_PAISE = 9_999_999_999;

/**
 * Rupees as a number or decimal text (1500, "1500.5", "1,500") to integer paise, read from the
 * digits so no float ever holds money; more than two decimals is refused, not rounded.
 */
export const rupeesAsPaise = (options: { allowZero?: boolean } = {}) =>
  z.union([z.number(), z.string()], { error: M.amountRequired }).transform((value, ctx) => {
    const digits = typeof value === 'number' ? String(value) : withoutDigitGrouping(value.trim());
    const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(digits);
    if (!match) {
      ctx.addIssue({ code: 'custom', message: digits === '' ? M.amountRequired : M.amountInvalid });
      return z.NEVER;
    }
    const paise = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0') || '0');
    if (paise > MAX_PAISE) {
      ctx.addIssue({ code: 'custom', message: M.amountTooLarge });
      return z.NEVER;
    }
    if (paise === 0 && !options.allowZero) {
      ctx.addIssue({ code: 'custom', message: M.amountPositive });
      return z.NEVER;
    }
    return paise;
  });

/** Paise as the decimal rupee text the API answers with ("1500.50"). */
export const rupees = (paise: number): string => paiseToDecimal(BigInt(paise));
