import { describe, expect, it } from 'vitest';
import { assessTiradsNodule, fociConflict, type TiradsNodule, tiradsLevel, tiradsPoints } from './tirads.ts';

const nodule = (over: Partial<TiradsNodule>): TiradsNodule => ({
  composition: 'solid',
  echogenicity: 'hypoechoic',
  shape: 'wider-than-tall',
  margin: 'smooth',
  foci: ['none'],
  maxDiameterCm: 1.2,
  ...over,
});

describe('ACR TI-RADS 2017', () => {
  it('adds the five features, echogenic foci additively', () => {
    // Solid (2) + hypoechoic (2) + smooth (0) + wider-than-tall (0) + none (0) = 4: TR4.
    expect(tiradsPoints(nodule({}))).toBe(4);
    // Solid (2) + very hypoechoic (3) + taller-than-wide (3) + irregular (2) + punctate (3) + rim (2) = 15.
    expect(
      tiradsPoints(
        nodule({
          echogenicity: 'very-hypoechoic',
          shape: 'taller-than-wide',
          margin: 'lobulated-or-irregular',
          foci: ['punctate', 'peripheral-rim'],
        }),
      ),
    ).toBe(15);
    // The same focus chosen twice counts once.
    expect(tiradsPoints(nodule({ foci: ['macrocalcifications', 'macrocalcifications'] }))).toBe(5);
  });

  it.each([
    [['none'], false],
    [['punctate', 'peripheral-rim'], false],
    [['none', 'punctate'], true],
    [['large-comet-tail', 'none'], true],
  ] as const)('echogenic foci %o: "none" beside a focus is a conflict → %s (ACR TI-RADS 2017)', (foci, conflict) => {
    expect(fociConflict(foci)).toBe(conflict);
  });

  it('scores only the foci seen should "none" slip in beside them (punctate 3)', () => {
    expect(tiradsPoints(nodule({ foci: ['none', 'punctate'] }))).toBe(7);
  });

  it.each([
    [0, 'TR1'],
    [1, 'TR1'],
    [2, 'TR2'],
    [3, 'TR3'],
    [4, 'TR4'],
    [6, 'TR4'],
    [7, 'TR5'],
    [15, 'TR5'],
  ] as const)('%i points is %s', (points, level) => {
    expect(tiradsLevel(points)).toBe(level);
  });

  it('a spongiform nodule scores 0 whatever else it shows (chart footnote) and needs nothing at any size', () => {
    expect(
      assessTiradsNodule(nodule({ composition: 'spongiform', echogenicity: 'hyper-or-isoechoic', maxDiameterCm: 4 })),
    ).toEqual({ points: 0, level: 'TR1', advice: 'none' });
    expect(
      tiradsPoints(nodule({ composition: 'spongiform', foci: ['punctate'], margin: 'lobulated-or-irregular' })),
    ).toBe(0);
  });

  it('a cystic, anechoic nodule is 0 points (TR1); a mixed iso-echoic one 2 (TR2, no FNA at 3 cm)', () => {
    expect(assessTiradsNodule(nodule({ composition: 'cystic', echogenicity: 'anechoic', maxDiameterCm: 3 }))).toEqual({
      points: 0,
      level: 'TR1',
      advice: 'none',
    });
    expect(
      assessTiradsNodule(
        nodule({ composition: 'mixed-cystic-solid', echogenicity: 'hyper-or-isoechoic', maxDiameterCm: 3 }),
      ),
    ).toEqual({ points: 2, level: 'TR2', advice: 'none' });
  });

  it.each([
    // TR3 (mixed 1 + iso 1 + ill-defined 0 + macro 1 = 3): FNA at 2.5 cm, follow-up at 1.5 cm.
    [
      {
        composition: 'mixed-cystic-solid',
        echogenicity: 'hyper-or-isoechoic',
        margin: 'ill-defined',
        foci: ['macrocalcifications'],
      },
      2.5,
      'fna',
    ],
    [
      {
        composition: 'mixed-cystic-solid',
        echogenicity: 'hyper-or-isoechoic',
        margin: 'ill-defined',
        foci: ['macrocalcifications'],
      },
      2.4,
      'follow-up',
    ],
    [
      {
        composition: 'mixed-cystic-solid',
        echogenicity: 'hyper-or-isoechoic',
        margin: 'ill-defined',
        foci: ['macrocalcifications'],
      },
      1.4,
      'none',
    ],
    // TR4 (4 points): FNA at 1.5 cm, follow-up at 1.0 cm.
    [{}, 1.5, 'fna'],
    [{}, 1.0, 'follow-up'],
    [{}, 0.9, 'none'],
    // TR5 (solid 2 + hypo 2 + punctate 3 = 7): FNA at 1.0 cm, follow-up at 0.5 cm.
    [{ foci: ['punctate'] }, 1.0, 'fna'],
    [{ foci: ['punctate'] }, 0.5, 'follow-up'],
    [{ foci: ['punctate'] }, 0.4, 'none'],
  ] as const)('size thresholds: %o at %f cm → %s', (over, size, advice) => {
    expect(assessTiradsNodule(nodule({ ...(over as Partial<TiradsNodule>), maxDiameterCm: size })).advice).toBe(advice);
  });
});
