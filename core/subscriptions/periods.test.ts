import { describe, expect, it } from 'vitest';
import { addOneMonth, nextPaidPeriod } from './periods.ts';

describe('addOneMonth', () => {
  it.each([
    ['2026-11-22T10:00:00.000Z', '2026-12-22T10:00:00.000Z'],
    ['2026-12-15T00:00:00.000Z', '2027-01-15T00:00:00.000Z'],
    ['2027-01-31T12:00:00.000Z', '2027-02-28T12:00:00.000Z'],
    ['2028-01-31T12:00:00.000Z', '2028-02-29T12:00:00.000Z'],
    ['2026-03-31T00:00:00.000Z', '2026-04-30T00:00:00.000Z'],
  ])('%s → %s', (from, to) => {
    expect(addOneMonth(new Date(from)).toISOString()).toBe(to);
  });
});

describe('nextPaidPeriod', () => {
  const now = new Date('2026-11-22T00:00:00Z');
  it('starts now for a trial, pending or lapsed subscription', () => {
    expect(nextPaidPeriod({ status: 'trial', endDate: new Date('2026-11-25T00:00:00Z') }, now).start).toEqual(now);
    expect(nextPaidPeriod({ status: 'active', endDate: new Date('2026-11-01T00:00:00Z') }, now).start).toEqual(now);
  });
  it('continues from the end of a running paid month', () => {
    const end = new Date('2026-12-01T00:00:00Z');
    expect(nextPaidPeriod({ status: 'active', endDate: end }, now)).toEqual({
      start: end,
      end: new Date('2027-01-01T00:00:00Z'),
    });
  });
});
