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

describe('gestationalAgeFromBiometry (spec §5)', () => {
  it('averages BPD, HC and FL (not AC) and converts mm to cm', () => {
    const result = gestationalAgeFromBiometry({ bpdMm: 50, hcMm: 180, acMm: 150, flMm: 35 });
    const expected = (gaFromBpd(5) + gaFromHc(18) + gaFromFl(3.5)) / 3;
    expect(result).toMatchObject({ ok: true, usedParameters: ['BPD', 'HC', 'FL'] });
    if (result.ok) {
      expect(result.totalWeeks).toBeCloseTo(expected, 10);
      expect(result.weeks * 7 + result.days).toBe(Math.round(expected * 7));
    }
  });

  it('leaves out a parameter outside its valid range (BPD 2.4-9.5 cm)', () => {
    const result = gestationalAgeFromBiometry({ bpdMm: 96, flMm: 35 });
    expect(result).toMatchObject({ ok: true, usedParameters: ['FL'] });
  });

  it.each([
    [{}, 'nothing measured'],
    [{ bpdMm: 23, hcMm: 79, flMm: 14 }, 'every value below its range'],
    [{ acMm: 150 }, 'AC alone does not date'],
    [{ bpdMm: Number.NaN }, 'not a number'],
  ])('%o → the spec message (%s)', (m, _why) => {
    expect(gestationalAgeFromBiometry(m)).toEqual({ ok: false, message: M.gaOutOfRange });
  });

  it('accepts the range edges (BPD 2.4 and 9.5 cm)', () => {
    expect(gestationalAgeFromBiometry({ bpdMm: 24 }).ok).toBe(true);
    expect(gestationalAgeFromBiometry({ bpdMm: 95 }).ok).toBe(true);
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
    expect(estimateFetalWeight({ bpdMm: 96, hcMm: 360, acMm: 280, flMm: 62 })).toEqual({
      ok: false,
      message: 'Invalid measurements: BPD, HC outside clinical ranges',
    });
  });

  it('refuses a result outside 500-5000 g with the weight in the message', () => {
    // About 20 weeks: a normal fetus, but below the spec's 500 g floor (see research §B.7).
    const result = estimateFetalWeight({ bpdMm: 47, hcMm: 175, acMm: 150, flMm: 33 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/^Calculated weight \(\d+g\) outside normal fetal range$/);
  });
});
