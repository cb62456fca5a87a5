import { describe, expect, it } from 'vitest';
import {
  addMonths,
  bucketOf,
  bucketsOf,
  checkRange,
  daysInRange,
  presetRange,
  previousPeriod,
} from './analytics-range.ts';

describe('analytics calendar', () => {
  it.each([
    ['2026-03-15', 'day', '2026-03-15'],
    ['2026-03-15', 'week', '2026-03-09'], // a Sunday belongs to the week that began on Monday
    ['2026-03-16', 'week', '2026-03-16'],
    ['2026-01-01', 'week', '2025-12-29'],
    ['2026-02-28', 'month', '2026-02-01'],
  ] as const)('puts %s in the %s bucket starting %s', (day, grain, bucket) => {
    expect(bucketOf(day, grain)).toBe(bucket);
  });

  it('lists every bucket a range touches, partial ends included', () => {
    expect(bucketsOf('2026-01-30', '2026-02-02', 'day')).toEqual([
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
      '2026-02-02',
    ]);
    expect(bucketsOf('2026-03-11', '2026-03-24', 'week')).toEqual(['2026-03-09', '2026-03-16', '2026-03-23']);
    expect(bucketsOf('2025-11-15', '2026-02-01', 'month')).toEqual([
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
  });

  it('compares with the period of the same length just before', () => {
    expect(previousPeriod('2026-03-01', '2026-03-31')).toEqual({ from: '2026-01-29', to: '2026-02-28' });
    expect(previousPeriod('2026-03-15', '2026-03-15')).toEqual({ from: '2026-03-14', to: '2026-03-14' });
    expect(daysInRange('2024-02-28', '2024-03-01')).toBe(3);
  });

  it('clamps month arithmetic to the month end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('refuses a reversed range and more than three years', () => {
    expect(checkRange('2026-03-02', '2026-03-01')?.field).toBe('from');
    expect(checkRange('2023-03-03', '2026-03-02')).toBeNull();
    expect(checkRange('2023-03-01', '2026-03-02')?.field).toBe('to');
  });

  it('turns presets into inclusive ranges on the clinic’s today', () => {
    expect(presetRange('last-7-days', '2026-03-15')).toEqual({
      from: '2026-03-09',
      to: '2026-03-15',
      granularity: 'day',
    });
    expect(presetRange('this-month', '2026-03-15')).toMatchObject({ from: '2026-03-01', to: '2026-03-15' });
    expect(presetRange('last-month', '2026-03-15')).toMatchObject({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('last-12-months', '2026-03-15')).toEqual({
      from: '2025-03-16',
      to: '2026-03-15',
      granularity: 'month',
    });
  });
});
