import { describe, expect, it } from 'vitest';
import {
  estimateFetalWeight,
  gaFromAc,
  gaFromBpd,
  gaFromFl,
  gaFromHc,
  gestationalAgeFromBiometry,
  hadlockIvGrams,
  BIOMETRY_MESSAGES as M,
} from './hadlock.ts';

describe('Hadlock 1984 single-parameter GA (weeks, cm)', () => {
  it.each([
    // [equation, cm, expected weeks] — hand-computed from the published coefficients.
    ['BPD', gaFromBpd, 5, 9.54 + 1.482 * 5 + 0.1676 * 25],
    ['HC', gaFromHc, 20, 8.96 + 0.54 * 20 + 0.0003 * 8000],
    ['AC', gaFromAc, 20, 8.14 + 0.753 * 20 + 0.0036 * 400],
    ['FL', gaFromFl, 4, 10.35 + 2.46 * 4 + 0.17 * 16],
  ] as const)('%s %d cm', (_name, equation, cm, weeks) => {
    expect(equation(cm)).toBeCloseTo(weeks, 10);
  });

  it('matches the vendor tables within a day (BPD 5.0 cm ≈ 21w0d; FL 4.0 cm ≈ 22w6d)', () => {
    expect(gaFromBpd(5) * 7).toBeCloseTo(21.1 * 7, 0);
    expect(gaFromFl(4)).toBeCloseTo(22.91, 2);
  });
});

describe('gestationalAgeFromBiometry (Hadlock 1984 multi-parameter, research §B.1)', () => {
  it.each([
    // [case, measurements mm, method, expected weeks by the published regression]
    [
      'research §B.7 case 14 (small AC): 4-parameter 10.85 + 0.06·30.5·6.5 + 0.67·8.4 + 0.168·25 = 32.573 wk, not 33w5d',
      { bpdMm: 84, hcMm: 305, acMm: 250, flMm: 65 },
      'Hadlock (BPD, HC, AC, FL)',
      32.573,
    ],
    [
      'HC, AC, FL: 10.33 + 0.031·18·3.5 + 0.361·18 + 0.0298·15·3.5',
      { hcMm: 180, acMm: 150, flMm: 35 },
      'Hadlock (HC, AC, FL)',
      10.33 + 0.031 * 18 * 3.5 + 0.361 * 18 + 0.0298 * 15 * 3.5,
    ],
    [
      'BPD, AC, FL: 10.61 + 0.175·5·3.5 + 0.297·15 + 0.71·3.5',
      { bpdMm: 50, acMm: 150, flMm: 35 },
      'Hadlock (BPD, AC, FL)',
      10.61 + 0.175 * 5 * 3.5 + 0.297 * 15 + 0.71 * 3.5,
    ],
    [
      'BPD, HC, AC: 10.58 + 0.005·18² + 0.3635·15 + 0.02864·5·15',
      { bpdMm: 50, hcMm: 180, acMm: 150 },
      'Hadlock (BPD, HC, AC)',
      10.58 + 0.005 * 18 ** 2 + 0.3635 * 15 + 0.02864 * 5 * 15,
    ],
    [
      'BPD, HC, FL (no published 3-parameter set): the average of the single-parameter ages',
      { bpdMm: 50, hcMm: 180, flMm: 35 },
      'Average of Hadlock single-parameter ages (BPD, HC, FL)',
      (gaFromBpd(5) + gaFromHc(18) + gaFromFl(3.5)) / 3,
    ],
    ['AC alone dates too (Hadlock 1984 AC)', { acMm: 150 }, 'Hadlock (AC)', gaFromAc(15)],
  ])('%s', (_case, m, method, weeks) => {
    const result = gestationalAgeFromBiometry(m);
    expect(result).toMatchObject({ ok: true, method });
    if (result.ok) {
      expect(result.totalWeeks).toBeCloseTo(weeks, 10);
      expect(result.weeks * 7 + result.days).toBe(Math.round(weeks * 7));
    }
  });

  it('prints 32w4d for case 14 and says AC alone reads 29w2d', () => {
    const result = gestationalAgeFromBiometry({ bpdMm: 84, hcMm: 305, acMm: 250, flMm: 65 });
    expect(result).toMatchObject({ ok: true, weeks: 32, days: 4 });
    if (result.ok) expect(result.warnings.join(' ')).toContain('AC 29w2d');
  });

  it('keeps an out-of-range BPD in the calculation and names it (research §B.7 case 13, term)', () => {
    const result = gestationalAgeFromBiometry({ bpdMm: 97, hcMm: 345, acMm: 360, flMm: 76 });
    expect(result).toMatchObject({
      ok: true,
      usedParameters: ['BPD', 'HC', 'AC', 'FL'],
      warnings: ['BPD outside clinical ranges'],
    });
    const twoOnly = gestationalAgeFromBiometry({ bpdMm: 96, flMm: 35 });
    expect(twoOnly).toMatchObject({ ok: true, usedParameters: ['BPD', 'FL'] });
    if (twoOnly.ok) expect(twoOnly.warnings[0]).toBe('BPD outside clinical ranges');
  });

  it('warns when a single parameter reads outside the 14-42 weeks Hadlock 1984 studied', () => {
    // BPD 2.3 cm reads 13w6d by itself: used, with the caveat.
    const result = gestationalAgeFromBiometry({ bpdMm: 23, hcMm: 79, flMm: 14 });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.warnings[0]).toBe('BPD, HC, FL outside clinical ranges');
      expect(result.warnings.some((w) => w.startsWith('BPD alone reads 13w6d'))).toBe(true);
    }
  });

  it.each([
    [{}, 'nothing measured'],
    [{ bpdMm: Number.NaN }, 'not a number'],
    [{ bpdMm: 0, flMm: -3 }, 'zero or negative is not a measurement'],
    [{ bpdMm: 10 }, 'a result under 12 weeks'],
    [{ flMm: 95 }, 'a result over 42 weeks'],
  ])('%o → the spec message (%s)', (m, _why) => {
    expect(gestationalAgeFromBiometry(m)).toEqual({ ok: false, message: M.gaOutOfRange });
  });
});

describe('estimateFetalWeight (Hadlock IV)', () => {
  it('reproduces the published worked example: BPD 8.5, HC 30, AC 28, FL 6.2 cm → about 1,962 g', () => {
    expect(Math.round(hadlockIvGrams(8.5, 30, 28, 6.2))).toBe(1962);
    expect(estimateFetalWeight({ bpdMm: 85, hcMm: 300, acMm: 280, flMm: 62 })).toEqual({
      ok: true,
      grams: 1962,
      label: 'Hadlock Formula IV',
      note: M.efwErrorNote,
      warnings: [],
    });
  });

  it('weighs a normal 16-week fetus (perinatology.com Hadlock-4, research §B.6: 203 g) with the spec wording as a warning', () => {
    expect(estimateFetalWeight({ bpdMm: 38, hcMm: 136, acMm: 110, flMm: 28 })).toMatchObject({
      ok: true,
      grams: 203,
      warnings: ['Calculated weight (203g) outside normal fetal range', M.efwValidityCaveat],
    });
  });

  it('weighs a term fetus with BPD 9.7 cm (research §B.7 case 13: 3,856 g) and names the BPD', () => {
    expect(estimateFetalWeight({ bpdMm: 97, hcMm: 345, acMm: 360, flMm: 76 })).toMatchObject({
      ok: true,
      grams: 3856,
      warnings: ['BPD outside clinical ranges'],
    });
  });

  it('needs all four parameters', () => {
    expect(estimateFetalWeight({ bpdMm: 85, hcMm: 300, acMm: 280 })).toEqual({ ok: false, message: M.efwNeedsAll });
    expect(estimateFetalWeight({ bpdMm: 85, hcMm: 300, acMm: 280, flMm: 0 })).toEqual({
      ok: false,
      message: M.efwNeedsAll,
    });
  });

  it('names every parameter outside its clinical range', () => {
    const result = estimateFetalWeight({ bpdMm: 96, hcMm: 360, acMm: 280, flMm: 62 });
    expect(result).toMatchObject({ ok: true, warnings: ['BPD, HC outside clinical ranges'] });
  });
});
