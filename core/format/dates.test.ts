import { describe, expect, it } from 'vitest';
import { clinicDayOf, formatDate, formatDateTime, formatIsoDay, formatTime, setDisplayClock } from './dates.ts';

describe('en-IN dates in the clinic time zone', () => {
  it('formats dd/mm/yyyy, crossing midnight into the IST day', () => {
    expect(formatDate('2026-11-21T19:00:00Z')).toBe('22/11/2026');
    expect(formatDate('2026-11-21T18:00:00Z', 'UTC')).toBe('21/11/2026');
  });

  it('formats date and time with am/pm', () => {
    expect(formatDateTime('2026-11-22T04:30:00Z').toLowerCase()).toBe('22/11/2026, 10:00 am');
  });

  it('reads a 24 h clock when the clinic chooses it, midnight as 00', () => {
    expect(formatDateTime('2026-11-22T10:00:00Z', 'Asia/Kolkata', '24h')).toBe('22/11/2026, 15:30');
    expect(formatTime('2026-11-21T18:35:00Z', 'Asia/Kolkata', '24h')).toBe('00:05');
    expect(formatTime('2026-11-21T18:35:00Z').toLowerCase()).toBe('12:05 am');
    expect(formatTime('2026-11-22T10:00:00Z', 'Asia/Kolkata', '12h').toLowerCase()).toBe('03:30 pm');
  });

  it('follows the display clock the browser sets when the caller names none', () => {
    setDisplayClock('24h');
    try {
      expect(formatDateTime('2026-11-22T10:00:00Z')).toBe('22/11/2026, 15:30');
      expect(formatTime('2026-11-22T10:00:00Z', 'Asia/Kolkata', '12h').toLowerCase()).toBe('03:30 pm');
    } finally {
      setDisplayClock('12h');
    }
    expect(formatDateTime('2026-11-22T10:00:00Z').toLowerCase()).toBe('22/11/2026, 03:30 pm');
  });

  it('returns empty text for an invalid date rather than "Invalid Date"', () => {
    expect(formatTime('not a date')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('calendar days', () => {
  it('formats a yyyy-mm-dd day as dd/mm/yyyy without a time-zone shift', () => {
    expect(formatIsoDay('2026-11-22')).toBe('22/11/2026');
    expect(formatIsoDay('not a date')).toBe('not a date');
  });

  it('gives the clinic day of a moment (IST by default)', () => {
    expect(clinicDayOf(new Date('2026-11-21T19:00:00Z'))).toBe('2026-11-22');
    expect(clinicDayOf(new Date('2026-11-21T19:00:00Z'), 'UTC')).toBe('2026-11-21');
  });
});
