import { describe, expect, it } from 'vitest';
import { findTemplateSexWord } from '../../../pcpndt/template-sex-fields.ts';
import { NO_FOCI_EXCLUSIVE_MESSAGE } from '../../../scoring/tirads.ts';
import { checkTemplateMeasurements } from '../custom-template.ts';
import { scoreTemplateData } from './calculators.ts';
import type { FirstTrimesterScores } from './first-trimester-dating.ts';
import type { TiradsScores } from './thyroid-tirads.ts';

const nodule = {
  site: 'right-lobe',
  composition: 'solid',
  echogenicity: 'very-hypoechoic',
  shape: 'taller-than-wide',
  margin: 'extra-thyroidal-extension',
  foci: ['punctate'],
  maxDiameterCm: '0.5',
};

describe('template calculators', () => {
  it('scores TI-RADS nodules from typed text: 2+3+3+3+3 = 14 points, TR5, follow-up at 0.5 cm', () => {
    const scored = scoreTemplateData('tirads', { nodules: [nodule] }, { lastMenstrualPeriod: null });
    expect(scored.ok).toBe(true);
    const [first] = (scored.ok ? (scored.scores as TiradsScores) : { nodules: [] }).nodules;
    expect(first).toMatchObject({ points: 14, level: 'TR5', advice: 'follow-up', maxDiameterCm: 0.5 });
  });

  it('names the field of an unknown descriptor and refuses a fifth nodule', () => {
    const bad = scoreTemplateData(
      'tirads',
      { nodules: [{ ...nodule, shape: 'round' }] },
      { lastMenstrualPeriod: null },
    );
    expect(bad).toEqual({ ok: false, issues: [{ field: 'templateData.nodules.0.shape', message: 'Unknown shape' }] });
    const many = scoreTemplateData('tirads', { nodules: Array(5).fill(nodule) }, { lastMenstrualPeriod: null });
    expect(many.ok).toBe(false);
  });

  it('refuses echogenic foci "none" beside a focus seen (ACR TI-RADS 2017: none means none, issue 30)', () => {
    const both = scoreTemplateData(
      'tirads',
      { nodules: [{ ...nodule, foci: ['none', 'punctate'] }] },
      { lastMenstrualPeriod: null },
    );
    expect(both).toEqual({
      ok: false,
      issues: [{ field: 'templateData.nodules.0.foci', message: NO_FOCI_EXCLUSIVE_MESSAGE }],
    });
  });

  it('dates by CRL at the band edges: 5 days apart at 8+6 keeps the LMP, 6 re-dates', () => {
    // CRL 17 mm = 8.052 × √17 + 23.73 = 56.93 → 57 days (8+1): the 5-day band.
    const keep = scoreTemplateData(
      'first-trimester-dating',
      { examDate: '2026-03-15', crlMm: 17 },
      { lastMenstrualPeriod: '2026-01-12' }, // 62 days: 5 more than the CRL's 57.
    );
    expect((keep.ok ? (keep.scores as FirstTrimesterScores) : null)?.datedBy).toBe('lmp');
    const redate = scoreTemplateData(
      'first-trimester-dating',
      { examDate: '2026-03-15', crlMm: 17 },
      { lastMenstrualPeriod: '2026-01-11' }, // 63 days: 6 apart.
    );
    expect(redate.ok ? (redate.scores as FirstTrimesterScores) : null).toMatchObject({
      datedBy: 'crl',
      lmpDifferenceDays: 6,
      redatingThresholdDays: 5,
    });
  });

  it('reads NT only at CRL 45-84 mm, flagging 3.5 mm', () => {
    const at = (crlMm: number, ntMm: number) => {
      const scored = scoreTemplateData(
        'first-trimester-dating',
        { examDate: '2026-03-15', crlMm, ntMm },
        { lastMenstrualPeriod: null },
      );
      return scored.ok ? (scored.scores as FirstTrimesterScores).nt : null;
    };
    expect(at(44.9, 2)).toMatchObject({ valid: false });
    expect(at(45, 3.4)).toMatchObject({ valid: true, referral: false });
    expect(at(84, 3.5)).toMatchObject({ valid: true, referral: true });
  });

  it('refuses a BI-RADS study with no category rather than storing it unassessed', () => {
    expect(scoreTemplateData('birads', {}, { lastMenstrualPeriod: null })).toEqual({
      ok: false,
      issues: [{ field: 'templateData.rightCategory', message: 'Choose a BI-RADS category for at least one breast' }],
    });
  });
});

describe('clinic template rules', () => {
  it('checks measurement ranges inclusively and names the field', () => {
    const template = { fields: [{ key: 'm1', label: 'CIMT', unit: 'mm', min: 0.1, max: 3 }] };
    expect(checkTemplateMeasurements(template, { m1: 3 })).toEqual([]);
    expect(checkTemplateMeasurements(template, { m1: '0.1' })).toEqual([]);
    expect(checkTemplateMeasurements(template, { m1: 3.01 })).toEqual([
      { field: 'measurements.m1', message: 'CIMT must be between 0.1 and 3 mm' },
    ]);
    expect(checkTemplateMeasurements(template, {})).toEqual([]);
  });

  it.each([
    ['Fetal sex', false, 'sex'],
    ['Gender of the baby', false, 'Gender'],
    ['Genitalia', true, 'Genitalia'],
    ['Scrotal wall', false, null],
    ['Testis volume', false, null],
    ['Liver span', true, null],
  ])('%s (obstetric %s) → %s', (text, obstetric, word) => {
    expect(findTemplateSexWord(text, obstetric)).toBe(word);
  });
});
