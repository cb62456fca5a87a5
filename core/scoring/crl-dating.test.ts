import { describe, expect, it } from 'vitest';
import {
  assessNuchalTranslucency,
  crlGestationalAge,
  crlGestationalAgeDays,
  crlWindowNote,
  datePregnancyByCrl,
  ntCentile95Mm,
  redatingThresholdDays,
} from './crl-dating.ts';

describe('CRL dating (Robinson & Fleming 1975)', () => {
  it.each([
    // 8.052 × √45 + 23.73 = 77.75 → 78 days = 11+1 (the NT window opens at 45 mm, about 11+0).
    [45, 78],
    // 8.052 × √84 + 23.73 = 97.53 → 98 days = 14+0; the window closes at 84 mm, about 13+6.
    [84, 98],
    // 8.052 × √10 + 23.73 = 49.19 → 49 days = 7+0.
    [10, 49],
    // 8.052 × √3 + 23.73 = 37.68 → 38 days, the formula's lower end.
    [3, 38],
  ])('CRL %f mm is %i days', (crl, days) => {
    expect(crlGestationalAgeDays(crl)).toBe(days);
  });

  it('refuses what the formula does not cover', () => {
    expect(crlGestationalAge(2.9)).toBeNull();
    expect(crlGestationalAge(84.1)).toBeNull();
    expect(crlGestationalAge(Number.NaN)).toBeNull();
    // 8.052 × √60 + 23.73 = 86.10 → 86 days = 12+2.
    expect(crlGestationalAge(60)).toEqual({ weeks: 12, days: 2, totalDays: 86 });
  });

  it('redates by the GA band: more than 5 days before 9 weeks, more than 7 after', () => {
    expect(redatingThresholdDays(62)).toBe(5);
    expect(redatingThresholdDays(63)).toBe(7);
  });

  it('keeps the LMP when it agrees, and dates by the scan when it does not', () => {
    // CRL 60 mm = 86 days on 2026-03-15. An LMP of 2025-12-15 gives 90 days: 4 days apart, LMP stands.
    const agrees = datePregnancyByCrl(60, '2026-03-15', '2025-12-15');
    expect(agrees).toMatchObject({ lmpDifferenceDays: 4, datedBy: 'lmp', edd: '2026-09-21', crlEdd: '2026-09-25' });
    // An LMP of 2025-12-05 gives 100 days: 14 days apart, more than 7: the scan dates it.
    const differs = datePregnancyByCrl(60, '2026-03-15', '2025-12-05');
    expect(differs).toMatchObject({ lmpDifferenceDays: 14, datedBy: 'crl', edd: '2026-09-25' });
    // Without an LMP the scan dates it.
    expect(datePregnancyByCrl(60, '2026-03-15', null)).toMatchObject({ datedBy: 'crl', lmpDifferenceDays: null });
  });

  it('reads NT only at CRL 45-84 mm and flags 3.5 mm or more (the FMF/ISUOG 99th centile)', () => {
    expect(assessNuchalTranslucency(2.1, 44)).toEqual({ valid: false, reason: 'crl-out-of-range' });
    expect(assessNuchalTranslucency(2.1, 45)).toMatchObject({ valid: true, referral: false, above95th: false });
    expect(assessNuchalTranslucency(3.5, 84)).toMatchObject({ valid: true, referral: true, above95th: true });
    expect(assessNuchalTranslucency(3.4, 70)).toMatchObject({ valid: true, referral: false, above95th: true });
  });

  it.each([
    // Snijders et al., Lancet 1998 (via ISUOG 2013): 95th centile 2.1 mm at CRL 45, 2.7 mm at CRL 84.
    [45, 2.1],
    [84, 2.7],
    [64.5, 2.4],
    [30, 2.1],
  ])('NT 95th centile at CRL %f mm is %f mm (Snijders 1998)', (crl, mm) => {
    expect(ntCentile95Mm(crl)).toBeCloseTo(mm, 2);
  });

  it.each([
    // Issue 30: NT 3.0 mm at CRL 45 mm is above the 95th centile though below 3.5 mm.
    [3.0, 45, true],
    [2.5, 45, true],
    [2.5, 84, false],
    [2.7, 84, false],
    [2.8, 84, true],
  ])('NT %f mm at CRL %f mm: above the CRL-specific 95th centile (Snijders 1998) → %s', (nt, crl, above) => {
    expect(assessNuchalTranslucency(nt, crl)).toMatchObject({ valid: true, referral: false, above95th: above });
  });

  it('says CRL 84 mm is the edge of the 11+0 to 13+6 window (ISUOG 2013), where Robinson reads 14+0', () => {
    expect(crlGestationalAge(84)).toMatchObject({ weeks: 14, days: 0 });
    expect(crlWindowNote(84)).toMatch(/^CRL 84 mm is the upper edge of the 11\+0 to 13\+6 weeks window/);
    expect(crlWindowNote(83)).toBeNull();
  });
});
