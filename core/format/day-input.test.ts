import { describe, expect, it } from 'vitest';
import { addDays, addMonths, displayDay, monthWeeks, parseDay, weekdayIndex, withinBounds } from './day-input.ts';

describe('dates typed and read as dd/mm/yyyy', () => {
  it.each([
    ['14/03/2026', '2026-03-14'],
    ['4/3/2026', '2026-03-04'],
    ['14-03-2026', '2026-03-14'],
    ['14.03.2026', '2026-03-14'],
    [' 14 03 2026 ', '2026-03-14'],
    ['14032026', '2026-03-14'],
    ['29/02/2024', '2024-02-29'],
    // Day first, always: 03/04 is the 3rd of April, not March 4th as in a US browser.
    ['03/04/2026', '2026-04-03'],
    // Pasted ISO: the year first leaves no doubt.
    ['2026-03-14', '2026-03-14'],
  ])('reads %s as %s', (typed, iso) => {
    expect(parseDay(typed)).toBe(iso);
  });

  it.each(['', '14/03', '14/03/26', '31/02/2026', '29/02/2025', '13/13/2026', '00/01/2026', '2026-02-30', 'yesterday'])(
    'holds no date for %j (incomplete or impossible)',
    (typed) => {
      expect(parseDay(typed)).toBeNull();
    },
  );

  it('shows an ISO date as dd/mm/yyyy and nothing for a malformed one', () => {
    expect(displayDay('2026-03-04')).toBe('04/03/2026');
    expect(displayDay('')).toBe('');
    expect(displayDay('2026-02-30')).toBe('');
  });

  it('walks the calendar across months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(addMonths('2026-06-15', 12)).toBe('2027-06-15');
  });

  it('lays a month out in weeks from Monday', () => {
    expect(weekdayIndex('2026-11-23')).toBe(0); // a Monday
    expect(weekdayIndex('2026-11-29')).toBe(6); // a Sunday
    const weeks = monthWeeks(2026, 11); // 1 November 2026 is a Sunday
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });

  it('checks optional bounds', () => {
    expect(withinBounds('2026-03-14', '2026-03-01', '2026-03-31')).toBe(true);
    expect(withinBounds('2026-04-01', undefined, '2026-03-31')).toBe(false);
    expect(withinBounds('2026-02-28', '2026-03-01')).toBe(false);
    expect(withinBounds('2026-02-28')).toBe(true);
  });
});
