import { describe, expect, it } from 'vitest';
import { rupeesInWords } from './amount-in-words.ts';

describe('rupeesInWords', () => {
  it.each<[number | bigint, string]>([
    [0, 'Rupees Zero Only'],
    [60_000, 'Rupees Six Hundred Only'],
    [100_000, 'Rupees One Thousand Only'],
    [200_050, 'Rupees Two Thousand and Fifty Paise Only'],
    [50_847, 'Rupees Five Hundred Eight and Forty-Seven Paise Only'],
    [12_345_600, 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six Only'],
    [1_000_000_000n, 'Rupees One Crore Only'],
    [1_000_000_000_000n, 'Rupees One Thousand Crore Only'],
    [1_901, 'Rupees Nineteen and One Paise Only'],
    [-60_000, 'Minus Rupees Six Hundred Only'],
  ])('%s paise', (paise, words) => {
    expect(rupeesInWords(paise)).toBe(words);
  });
});
