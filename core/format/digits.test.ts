import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatIsoDay, formatTime } from './dates.ts';
import { formatCount, inDigits, setDisplayDigits } from './digits.ts';
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

describe('the core formatters and the display digits (issue 34)', () => {
  const at = '2026-11-21T19:05:00Z'; // 22/11/2026, 12:35 am in Asia/Kolkata
  afterEach(() => setDisplayDigits(() => 'latin'));

  it('write Latin digits until a screen chooses otherwise (the server never does)', () => {
    expect(formatPaise(-12345650n)).toBe('-₹1,23,456.50');
    expect(formatDate(at)).toBe('22/11/2026');
    expect(formatDateTime(at, 'Asia/Kolkata', '24h')).toBe('22/11/2026, 00:35');
    expect(formatTime(at, 'Asia/Kolkata', '24h')).toBe('00:35');
    expect(formatIsoDay('2026-01-09')).toBe('09/01/2026');
    expect(formatCount(1234567)).toBe('12,34,567');
  });

  it('follow the display digits, read at each call', () => {
    let digits: 'latin' | 'devanagari' = 'devanagari';
    setDisplayDigits(() => digits);
    expect(formatPaise(12345600n)).toBe('₹१,२३,४५६.००');
    expect(formatDate(at)).toBe('२२/११/२०२६');
    expect(formatDateTime(at, 'Asia/Kolkata', '24h')).toBe('२२/११/२०२६, ००:३५');
    expect(formatTime(at, 'Asia/Kolkata', '12h')).toBe('१२:३५ am');
    expect(formatIsoDay('2026-01-09')).toBe('०९/०१/२०२६');
    expect(formatCount(1234567.5)).toBe('१२,३४,५६७.५');
    digits = 'latin';
    expect(formatPaise(12345600n)).toBe('₹1,23,456.00');
  });

  it('write what the caller names whatever the screen shows (a paper passes Latin)', () => {
    setDisplayDigits(() => 'devanagari');
    expect(formatPaise(100n, 'latin')).toBe('₹1.00');
    expect(formatDate(at, 'Asia/Kolkata', 'latin')).toBe('22/11/2026');
    expect(formatIsoDay('2026-01-09', 'latin')).toBe('09/01/2026');
    expect(formatCount(42, 'latin')).toBe('42');
  });

  it('leave text that is not a day as it came', () => {
    setDisplayDigits(() => 'devanagari');
    expect(formatIsoDay('not 2026')).toBe('not 2026');
    expect(formatDate('garbage')).toBe('');
  });
});
