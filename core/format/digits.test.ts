import { describe, expect, it } from 'vitest';
import { formatDate } from './dates.ts';
import { inDigits } from './digits.ts';
import { formatPaise } from './inr.ts';

describe('digits', () => {
  it('writes money, dates and times in Devanagari digits, keeping grouping and separators', () => {
    expect(inDigits(formatPaise(12345600n), 'devanagari')).toBe('₹१,२३,४५६.००');
    expect(inDigits(formatDate('2026-11-21T19:00:00Z'), 'devanagari')).toBe('२२/११/२०२६');
    expect(inDigits('10:05 am', 'devanagari')).toBe('१०:०५ am');
  });

  it('leaves text alone in Latin digits, and leaves non-digits alone in either', () => {
    expect(inDigits('₹1,23,456.00', 'latin')).toBe('₹1,23,456.00');
    expect(inDigits('R-000042 · फ़ॉर्म F', 'devanagari')).toBe('R-००००४२ · फ़ॉर्म F');
  });
});
