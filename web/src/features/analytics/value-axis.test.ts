import { afterEach, describe, expect, it } from 'vitest';
import { setDisplayDigits } from '../../../../core/format/digits.ts';
import { valueAxis } from './value-axis.ts';

describe('analytics chart value axis', () => {
  it('counts tick in whole numbers (issue 28: the axis read 0.5, 1.5 reports)', () => {
    expect(valueAxis(true, undefined).ticks).toMatchObject({ precision: 0 });
  });

  it('rupees and minutes keep Chart.js steps through their own formatter', () => {
    const axis = valueAxis(false, (value) => `₹${value}`);
    expect(axis.ticks).not.toHaveProperty('precision');
    expect(axis.ticks.callback(2.5)).toBe('₹2.5');
  });

  it('turnaround minutes tick in whole minutes through their formatter', () => {
    const axis = valueAxis(false, (minutes) => `${minutes} min`, true);
    expect(axis.ticks).toMatchObject({ precision: 0 });
    expect(axis.ticks.callback(3)).toBe('3 min');
  });

  it('names counts in en-IN grouping', () => {
    expect(valueAxis(true, undefined).ticks.callback(123456)).toBe('1,23,456');
  });
});

describe('analytics chart ticks on a Devanagari-digit clinic’s Hindi screen (issue 34)', () => {
  afterEach(() => setDisplayDigits(() => 'latin'));

  it('name counts in Devanagari digits, as the table beside the chart', () => {
    setDisplayDigits(() => 'devanagari');
    expect(valueAxis(true, undefined).ticks.callback(123456)).toBe('१,२३,४५६');
  });
});
