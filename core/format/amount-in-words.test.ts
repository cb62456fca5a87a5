import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.ts';

describe('amountInWords (Indian numbering)', () => {
  it.each([
    [0n, 'Rupees Zero Only'],
    [10n, 'Rupees Zero and Ten Paise Only'],
    [100n, 'Rupees One Only'],
    [150050n, 'Rupees One Thousand Five Hundred and Fifty Paise Only'],
    [12345675n, 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Five Paise Only'],
    [1000000000n, 'Rupees One Crore Only'],
    [
      9999999999n,
      'Rupees Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only',
    ],
    [2110000000n, 'Rupees Two Crore Eleven Lakh Only'],
  ])('%d paise → %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });
});
