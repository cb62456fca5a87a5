import { describe, expect, it } from 'vitest';
import { amountInHindiWords } from './amount-in-words-hi.ts';

const rupees = (value: number) => BigInt(value) * 100n;

describe('amount in Hindi words (Indian scale)', () => {
  it.each([
    [rupees(0), 'शून्य रुपये मात्र'],
    [rupees(1), 'एक रुपये मात्र'],
    [rupees(15), 'पंद्रह रुपये मात्र'],
    // Every number below a hundred is its own word, not tens and units.
    [rupees(21), 'इक्कीस रुपये मात्र'],
    [rupees(49), 'उनचास रुपये मात्र'],
    [rupees(79), 'उन्यासी रुपये मात्र'],
    [rupees(99), 'निन्यानवे रुपये मात्र'],
    [rupees(100), 'एक सौ रुपये मात्र'],
    [rupees(1500), 'एक हज़ार पाँच सौ रुपये मात्र'],
    [rupees(2_05_000), 'दो लाख पाँच हज़ार रुपये मात्र'],
    [rupees(1_00_00_000), 'एक करोड़ रुपये मात्र'],
    [rupees(12_34_56_789), 'बारह करोड़ चौंतीस लाख छप्पन हज़ार सात सौ नवासी रुपये मात्र'],
    // Past 99 crore the crores are counted in the same words (a thousand crore).
    [rupees(1000_00_00_000), 'एक हज़ार करोड़ रुपये मात्र'],
  ])('%s paise', (paise, words) => {
    expect(amountInHindiWords(paise)).toBe(words);
  });

  it('adds the paise, and says only the paise below a rupee', () => {
    expect(amountInHindiWords(12_345_675n)).toBe('एक लाख तेईस हज़ार चार सौ छप्पन रुपये और पचहत्तर पैसे मात्र');
    expect(amountInHindiWords(50n)).toBe('पचास पैसे मात्र');
  });
});
