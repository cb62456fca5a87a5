import { describe, expect, it } from 'vitest';
import { calendarDate, DATE_RANGES, isCalendarDay, latestToday } from './calendar-date.ts';

describe('calendar dates', () => {
  it.each([
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-02-30', false],
    ['2025-04-31', false],
    ['2025-12-31', true],
    ['0000-01-01', false],
    ['2025-13-01', false],
    ['2025-00-10', false],
    ['2025-1-01', false],
    ['2025-01-01T00:00:00Z', false],
  ])('%s exists: %s', (value, expected) => {
    expect(isCalendarDay(value)).toBe(expected);
  });

  it('bounds birth dates between 1900 and today', () => {
    const birth = calendarDate(DATE_RANGES.birth);
    expect(birth.safeParse('1899-12-31').success).toBe(false);
    expect(birth.safeParse('1900-01-01').success).toBe(true);
    expect(birth.safeParse('9999-12-31').success).toBe(false);
    expect(birth.safeParse(latestToday()).success).toBe(true);
    const tomorrow = new Date(Date.parse(latestToday()) + 86_400_000).toISOString().slice(0, 10);
    expect(birth.safeParse(tomorrow).success).toBe(false);
  });

  it('is "today" in every time zone, UTC+14 included', () => {
    expect(latestToday(new Date('2026-01-01T09:59:00Z'))).toBe('2026-01-01');
    expect(latestToday(new Date('2026-01-01T10:00:00Z'))).toBe('2026-01-02');
  });
});
