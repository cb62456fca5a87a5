import { describe, expect, it } from 'vitest';
import { calendarDay, parseShownLog, wasShownOn } from './expiry-warning-log.ts';

describe('expiry warning log (spec §4.2)', () => {
  it('counts days in India time, not UTC', () => {
    // 20:00 UTC on 21 Nov is 01:30 IST on 22 Nov.
    expect(calendarDay(new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
    expect(calendarDay(new Date('2026-11-21T18:00:00Z'))).toBe('2026-11-21');
  });

  it('knows a type was shown today and nothing else', () => {
    const log = parseShownLog('{"trial-ending-soon":"2026-11-22"}');
    expect(wasShownOn(log, 'trial-ending-soon', '2026-11-22')).toBe(true);
    expect(wasShownOn(log, 'trial-ending-soon', '2026-11-23')).toBe(false);
    expect(wasShownOn(log, 'subscription-expiring', '2026-11-22')).toBe(false);
  });

  it('treats damaged storage as nothing shown', () => {
    expect(parseShownLog('not json')).toEqual({});
    expect(parseShownLog('[1,2]')).toEqual({});
    expect(parseShownLog('{"trial-ending-soon":5}')).toEqual({});
    expect(parseShownLog(null)).toEqual({});
  });
});
