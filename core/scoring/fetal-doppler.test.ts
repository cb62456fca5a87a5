import { describe, expect, it } from 'vitest';
import {
  centileFlag,
  dopplerCentile,
  dopplerValueAtZ,
  uterineMeanPiAtZ,
  uterineMeanPiCentile,
  uterineMeanPiExpected,
} from './fetal-doppler.ts';

const Z = { p5: -1.6448536269514722, p10: -1.2815515655446004, p75: 0.6744897501960817, p95: 1.6448536269514722 };

describe('fetal Doppler by Ciobanu et al. 2019 (FMF)', () => {
  it("reproduces the paper's worked figures: UA PI 10th centile at 21+0 = 0.9975, MCA PI 75th at 35+0 = 2.0219", () => {
    expect(dopplerValueAtZ('ua', 21 * 7, Z.p10)).toBeCloseTo(0.997546, 5);
    expect(dopplerValueAtZ('mca', 35 * 7, Z.p75)).toBeCloseTo(2.02191, 4);
  });

  it('reads a value on the 5th or 95th centile as that centile, unflagged, and one just beyond as flagged', () => {
    const ga = 32 * 7;
    const uaP95 = dopplerValueAtZ('ua', ga, Z.p95);
    expect(dopplerCentile('ua', uaP95, ga)).toMatchObject({ centile: 95, flag: null });
    expect(dopplerCentile('ua', uaP95 * 1.02, ga)?.flag).toBe('above-95th');
    const cprP5 = dopplerValueAtZ('cpr', ga, Z.p5);
    expect(dopplerCentile('cpr', cprP5, ga)).toMatchObject({ centile: 5, flag: null });
    expect(dopplerCentile('cpr', cprP5 * 0.98, ga)?.flag).toBe('below-5th');
    expect(dopplerCentile('mca', dopplerValueAtZ('mca', ga, 0), ga)?.centile).toBe(50);
  });

  it('gives the UA median from the linear equation (1.6473 − 0.003005 × GA days)', () => {
    expect(dopplerCentile('ua', 1, 140)?.median).toBeCloseTo(1.2266, 4);
    expect(dopplerCentile('ua', 1, 280)?.median).toBeCloseTo(0.8059, 4);
  });

  it('refuses a centile outside 20+0 to 41+6 weeks', () => {
    expect(dopplerCentile('ua', 1, 139)).toBeNull();
    expect(dopplerCentile('ua', 1, 140)).not.toBeNull();
    expect(dopplerCentile('mca', 1.5, 293)).not.toBeNull();
    expect(dopplerCentile('mca', 1.5, 294)).toBeNull();
    expect(dopplerCentile('cpr', 0, 200)).toBeNull();
  });

  it('flags strictly below 5 and above 95', () => {
    expect([centileFlag(4.9), centileFlag(5), centileFlag(95), centileFlag(95.1)]).toEqual([
      'below-5th',
      null,
      null,
      'above-95th',
    ]);
  });
});

describe('mean uterine artery PI by Gómez et al. 2008', () => {
  it("reproduces the abstract's means: 1.79 at 11 weeks, 0.70 at 34, 0.65 at 41", () => {
    expect(uterineMeanPiExpected(77)).toBeCloseTo(1.79, 2);
    expect(uterineMeanPiExpected(238)).toBeCloseTo(0.7, 1);
    expect(uterineMeanPiExpected(287)).toBeCloseTo(0.65, 1);
  });

  it('has no reference outside 11+0 to 41+6 weeks', () => {
    expect(uterineMeanPiExpected(76)).toBeNull();
    expect(uterineMeanPiExpected(294)).toBeNull();
    expect(uterineMeanPiExpected(293)).not.toBeNull();
  });

  it("reproduces the abstract's 95th centiles: 2.70 at 11 weeks, 0.99 at 34 (not fitted to), 0.89 at 41", () => {
    expect(uterineMeanPiAtZ(77, 1.6448536)).toBeCloseTo(2.7, 2);
    expect(uterineMeanPiAtZ(238, 1.6448536)).toBeCloseTo(0.99, 1);
    expect(Math.abs(uterineMeanPiAtZ(238, 1.6448536) - 0.99)).toBeLessThan(0.005);
    expect(uterineMeanPiAtZ(287, 1.6448536)).toBeCloseTo(0.89, 2);
  });

  it('puts the mean curve at the 50th centile and a published 95th centile at the 95th, unflagged', () => {
    expect(uterineMeanPiCentile(uterineMeanPiExpected(140) as number, 140)).toMatchObject({ centile: 50, flag: null });
    expect(uterineMeanPiCentile(2.7, 77)).toMatchObject({ centile: 95, flag: null });
    expect(uterineMeanPiCentile(0.99, 238)?.centile).toBeCloseTo(95, 0);
  });

  it('flags above the 95th and below the 5th centile', () => {
    // 11 weeks: the 95th centile is 2.70, the 5th about 1.19
    expect(uterineMeanPiCentile(2.9, 77)?.flag).toBe('above-95th');
    expect(uterineMeanPiCentile(1.1, 77)?.flag).toBe('below-5th');
    expect(uterineMeanPiCentile(1.8, 77)?.flag).toBeNull();
    // 34 weeks: 1.2 is well above 0.99
    expect(uterineMeanPiCentile(1.2, 238)?.flag).toBe('above-95th');
  });

  it('gives no centile outside 11+0 to 41+6 weeks or for a non-positive value', () => {
    expect(uterineMeanPiCentile(1.5, 76)).toBeNull();
    expect(uterineMeanPiCentile(0.8, 294)).toBeNull();
    expect(uterineMeanPiCentile(0, 150)).toBeNull();
    expect(uterineMeanPiCentile(0.8, 293)).not.toBeNull();
  });
});
