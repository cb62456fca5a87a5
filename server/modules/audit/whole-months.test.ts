import { describe, expect, it } from 'vitest';
import { wholeMonthsWithin } from './whole-months.ts';

describe('the whole months inside an activity date filter', () => {
  it('is every month when the filter has no dates', () => {
    expect(wholeMonthsWithin()).toEqual({ from: null, until: null });
  });

  it('starts at the next month unless the range starts on the 1st', () => {
    expect(wholeMonthsWithin('2026-08-15')).toEqual({ from: '2026-09-01', until: null });
    expect(wholeMonthsWithin('2026-08-01')).toEqual({ from: '2026-08-01', until: null });
    expect(wholeMonthsWithin('2026-12-31')).toEqual({ from: '2027-01-01', until: null });
  });

  it('ends before the last month unless the range ends on its last day (leap years included)', () => {
    expect(wholeMonthsWithin(undefined, '2026-11-23')).toEqual({ from: null, until: '2026-11-01' });
    expect(wholeMonthsWithin(undefined, '2026-11-30')).toEqual({ from: null, until: '2026-12-01' });
    expect(wholeMonthsWithin(undefined, '2028-02-29')).toEqual({ from: null, until: '2028-03-01' });
    expect(wholeMonthsWithin(undefined, '2027-02-28')).toEqual({ from: null, until: '2027-03-01' });
    expect(wholeMonthsWithin(undefined, '2026-12-31')).toEqual({ from: null, until: '2027-01-01' });
  });

  it('is none when the range holds no whole month', () => {
    expect(wholeMonthsWithin('2026-08-15', '2026-09-20')).toBeNull();
    expect(wholeMonthsWithin('2026-08-02', '2026-08-31')).toBeNull();
    expect(wholeMonthsWithin('2026-08-10', '2026-08-10')).toBeNull();
  });

  it('keeps the months between two edges', () => {
    expect(wholeMonthsWithin('2026-08-25', '2026-11-23')).toEqual({ from: '2026-09-01', until: '2026-11-01' });
    expect(wholeMonthsWithin('2026-08-01', '2026-08-31')).toEqual({ from: '2026-08-01', until: '2026-09-01' });
  });
});
