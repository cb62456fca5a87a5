import { describe, expect, it } from 'vitest';
import { clinicDayOf, formatDate, formatDateTime, formatIsoDay } from './dates.ts';

describe('en-IN dates in the clinic time zone', () => {
  it('formats dd/mm/yyyy, crossing midnight into the IST day', () => {
    expect(formatDate('2026-11-21T19:00:00Z')).toBe('22/11/2026');
    expect(formatDate('2026-11-21T18:00:00Z', 'UTC')).toBe('21/11/2026');
  });

  it('formats date and time with am/pm', () => {
    expect(formatDateTime('2026-11-22T04:30:00Z').toLowerCase()).toBe('22/11/2026, 10:00 am');
  });

  it('returns empty text for an invalid date rather than "Invalid Date"', () => {
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
