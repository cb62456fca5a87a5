import { describe, expect, it } from 'vitest';
import { BILL_MESSAGES as M } from './bill-messages.ts';
import { rupeesAsPaise } from './money-fields.ts';

const paiseOf = (value: unknown) => rupeesAsPaise().safeParse(value);

describe('rupees typed at the desk and in the fee list', () => {
  it.each([
    [1500, 150_000],
    ['1500.5', 150_050],
    ['1500', 150_000],
    // As the portal itself prints money (₹1,500.00, ₹1,23,456.50): Indian or thousands grouping.
    ['1,500', 150_000],
    ['1,23,456.50', 12_345_650],
    ['12,34,567', 123_456_700],
    ['123,456', 12_345_600],
  ])('reads %o as %i paise', (typed, paise) => {
    expect(paiseOf(typed)).toEqual({ success: true, data: paise });
  });

  it.each([['1,5'], ['15,00'], [',1500'], ['1500,'], ['1,,500'], ['1.500,00'], ['1500.555']])(
    'refuses %o (a comma that is not digit grouping)',
    (typed) => {
      const result = paiseOf(typed);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(M.amountInvalid);
    },
  );
});
