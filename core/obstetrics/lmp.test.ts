import { describe, expect, it } from 'vitest';
import { dateFromLmp, formatDayCount, formatWeeksDays, lmpDatingDay } from './lmp.ts';

describe('dateFromLmp (LMP rule, clinical §5)', () => {
  it.each([
    ['2026-05-01', '2026-11-22', '2027-02-05', 29, 2],
    ['2026-11-22', '2026-11-22', '2027-08-29', 0, 0],
    ['2024-02-29', '2024-03-07', '2024-12-05', 1, 0], // leap day
    ['2025-12-31', '2026-03-01', '2026-10-07', 8, 4],
    ['2026-02-28', '2026-11-22', '2026-12-05', 38, 1],
  ])('LMP %s on %s → EDD %s, %d weeks %d days', (lmp, today, edd, weeks, days) => {
    expect(dateFromLmp(lmp, today)).toEqual({ expectedDeliveryDate: edd, weeks, days });
  });

  it('gives EDD but no weeks outside 0-42 weeks', () => {
    expect(dateFromLmp('2026-12-01', '2026-11-22')).toEqual({
      expectedDeliveryDate: '2027-09-07',
      weeks: null,
      days: null,
    });
    expect(dateFromLmp('2025-12-01', '2026-11-22')?.weeks).toBeNull();
    expect(dateFromLmp('2026-01-05', '2026-11-01')).toEqual({ expectedDeliveryDate: '2026-10-12', weeks: 42, days: 6 });
    expect(dateFromLmp('2026-01-04', '2026-11-01')?.weeks).toBeNull();
  });

  it('rejects a malformed or impossible date', () => {
    expect(dateFromLmp('2026-02-30', '2026-11-22')).toBeNull();
    expect(dateFromLmp('01/05/2026', '2026-11-22')).toBeNull();
  });

  it('dates for the scan, not the day the LMP is typed (issue 30: a report finished the next day)', () => {
    // Scanned 2026-11-22 at 29w2d; the same LMP typed on 2026-11-23 still reads 29w2d for that scan.
    const scanDay = lmpDatingDay(undefined, '2026-11-22', '2026-11-23');
    expect(scanDay).toBe('2026-11-22');
    expect(dateFromLmp('2026-05-01', scanDay)).toMatchObject({ weeks: 29, days: 2 });
  });

  it.each([
    ['the recorded exam date first', '2026-11-20', '2026-11-22', '2026-11-23', '2026-11-20'],
    ["then the report's first save", undefined, '2026-11-22', '2026-11-23', '2026-11-22'],
    ['then today for a new report', '', null, '2026-11-23', '2026-11-23'],
    ['not a malformed exam date', '20/11/2026', null, '2026-11-23', '2026-11-23'],
  ])('picks the scan day: %s', (_why, examDate, createdDay, today, expected) => {
    expect(lmpDatingDay(examDate, createdDay, today)).toBe(expected);
  });

  it('formats weeks and days', () => {
    expect(formatWeeksDays(29, 1)).toBe('29 weeks 1 day');
    expect(formatWeeksDays(12, 0)).toBe('12 weeks 0 days');
    expect(formatWeeksDays(1, 1)).toBe('1 week 1 day');
  });

  it.each([
    [0, '0 days'],
    [1, '1 day'],
    [7, '7 days'],
  ])('counts %i days as "%s" (issue 30: never "1 days")', (days, text) => {
    expect(formatDayCount(days)).toBe(text);
  });
});
