import { describe, expect, it } from 'vitest';
import { scoreTemplateData } from '../templates/advanced/calculators.ts';
import type { CalculatorId } from '../templates/template-definition.ts';
import { THYROID_TEMPLATE } from '../templates/thyroid.ts';
import { impressionContradictions, suggestedConclusion, unconfirmed } from './impression-consistency.ts';
import type { ScoredReport } from './score-findings.ts';

function scored(calculator: CalculatorId, data: unknown): ScoredReport {
  const result = scoreTemplateData(calculator, data, { lastMenstrualPeriod: null });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return { calculator, templateScores: result.scores };
}

// ACR TI-RADS 2017 (Tessler, JACR 14:587): solid 2 + very hypoechoic 3 + taller-than-wide 3 = 8, TR5; FNA at 1.8 cm.
const tr5 = scored('tirads', {
  nodules: [
    {
      site: 'right-lobe',
      composition: 'solid',
      echogenicity: 'very-hypoechoic',
      shape: 'taller-than-wide',
      margin: 'smooth',
      foci: ['none'],
      maxDiameterCm: 1.8,
    },
  ],
});
// Spongiform: 0 points, TR1 (the chart's footnote).
const tr1 = scored('tirads', {
  nodules: [
    {
      site: 'left-lobe',
      composition: 'spongiform',
      echogenicity: 'hyper-or-isoechoic',
      shape: 'wider-than-tall',
      margin: 'smooth',
      foci: ['none'],
      maxDiameterCm: 1.2,
    },
  ],
});
const lesion = {
  side: 'right',
  shape: 'irregular',
  orientation: 'not-parallel',
  margin: 'spiculated',
  echoPattern: 'hypoechoic',
  posterior: 'shadowing',
  calcifications: 'none',
  sizeMm: 14,
  clock: 10,
  nippleDistanceCm: 3,
};
// ACR BI-RADS 5th edition (2013): category 5 right, 2 left.
const birads5 = scored('birads', { lesions: [lesion], rightCategory: '5', leftCategory: '2' });
// Hadlock 1991 median at 32+0 weeks is about 1,950 g: 1,300 g is far below the 10th centile.
const sga = scored('growth', { examDate: '2026-03-15', gaWeeks: 32, gaDays: 0, efwGrams: 1300 });
const aga = scored('growth', { examDate: '2026-03-15', gaWeeks: 32, gaDays: 0, efwGrams: 1950 });
// Ciobanu 2019 (UOG 53:465): UA PI 1.8 at 32+0 weeks is above the 95th centile.
const uaHigh = scored('fetal-doppler', { gaWeeks: 32, gaDays: 0, uaPi: 1.8 });
// Snijders 1998: NT 3.0 mm at CRL 45 mm is above the 95th centile (2.1 mm), below 3.5 mm.
const ntHigh = scored('first-trimester-dating', { examDate: '2026-03-15', crlMm: 45, ntMm: 3.0 });

const codes = (report: ScoredReport, impression: string) =>
  impressionContradictions({ ...report, impression }).map((c) => c.code);

describe('impressions that agree with the scores (issue 30 item 7, issue 35 item 5)', () => {
  it.each([
    [
      'TR5 with the thyroid normal impression',
      tr5,
      THYROID_TEMPLATE.normalImpression,
      ['tirads-nodule-denied', 'tirads-suspicious'],
    ],
    ['TR5 called benign', tr5, 'Benign-appearing right lobe nodule.', ['tirads-suspicious']],
    ['TR5 with its own suggested line', tr5, suggestedConclusion(tr5), []],
    ['TR1 nodule with "no thyroid nodule"', tr1, 'No thyroid nodule.', ['tirads-nodule-denied']],
    ['TR1 nodule called benign', tr1, 'Benign spongiform nodule in the left lobe.', []],
    ['BI-RADS 5 called benign', birads5, 'Benign-appearing lesion of the right breast.', ['birads-suspicious']],
    ['BI-RADS 5 with a normal study', birads5, 'Normal study.', ['birads-suspicious']],
    ['BI-RADS 5 and 2 with their own labels', birads5, suggestedConclusion(birads5), []],
    [
      'EFW below the 10th centile, "growth appropriate"',
      sga,
      'Fetal growth appropriate for gestational age.',
      ['efw-small'],
    ],
    ['EFW below the 10th centile, its own line', sga, suggestedConclusion(sga), []],
    ['EFW at the median, "growth appropriate"', aga, 'Fetal growth appropriate for gestational age.', []],
    ['UA PI above the 95th centile, "normal Doppler"', uaHigh, 'Normal fetal Doppler study.', ['doppler-abnormal']],
    ['NT above the CRL 95th centile called normal', ntHigh, 'NT is within normal limits.', ['nt-raised']],
    ['NT above the 95th centile, its own line', ntHigh, suggestedConclusion(ntHigh), []],
  ])('%s', (_name, report, impression, expected) => {
    expect(codes(report, impression)).toEqual(expected);
  });

  it('reads the obstetric block of a standard report: EFW 1,300 g at 32+0 weeks is below the 10th centile', () => {
    const report = { calculator: null, templateScores: null, estimatedFetalWeight: '1300 g (Hadlock IV)' };
    expect(codes({ ...report, pregnancyWeeks: 32, pregnancyDays: 0 }, 'Growth is appropriate.')).toEqual(['efw-small']);
    expect(codes({ ...report, pregnancyWeeks: null }, 'Growth is appropriate.')).toEqual([]);
  });

  it('suggests the conclusion lines from the scores, with the advice', () => {
    expect(suggestedConclusion(tr5)).toBe(
      'Right lobe nodule, 1.8 cm: ACR TI-RADS TR5 — Highly suspicious (8 points); FNA recommended.',
    );
    expect(suggestedConclusion(sga)).toMatch(/^EFW 1,300 g at 32 weeks 0 days: below the 10th centile .*Doppler\.$/);
    expect(suggestedConclusion(birads5).split('\n')).toHaveLength(2);
    expect(suggestedConclusion({ calculator: 'tirads', templateScores: null })).toBe('');
  });

  it('a confirmation covers only the contradictions it names', () => {
    const found = impressionContradictions({ ...tr5, impression: THYROID_TEMPLATE.normalImpression });
    expect(unconfirmed(found, ['tirads-suspicious']).map((c) => c.code)).toEqual(['tirads-nodule-denied']);
    expect(unconfirmed(found, ['tirads-suspicious', 'tirads-nodule-denied'])).toEqual([]);
  });
});
