import { describe, expect, it } from 'vitest';
import { emptyReportForm } from '../report-form-model.ts';
import { sourceMarks } from '../scanner-fill.ts';
import { fillFromPhoto } from './photo-fill.ts';

const PHOTO = '6f1c1b9e-2d7a-4c55-9e61-0c2a3f1d9b11';

describe('fillFromPhoto (issue 35 items 2 and 3)', () => {
  it('puts every value with a field into the form, marked "from photo"', () => {
    const form = { ...emptyReportForm('p'), estimatedFetalWeight: '1500 g' };
    const { values, used, unused } = fillFromPhoto(
      form,
      { bpd: 72, efw: 1650, afi: 12.5, fhr: 148, crl: 45.2, nt: 1.6, ga: 200, ua_ri: 0.62, cpr: 1.8 },
      PHOTO,
      null,
    );
    // A ticked value replaces what the field held: ticking is the person's choice.
    expect(values).toMatchObject({
      biparietalDiameter: '72',
      estimatedFetalWeight: '1650 g',
      amnioticFluid: 'AFI 12.5 cm',
      fetalHeartRate: '148 bpm',
      gestationalAge: '28 weeks 4 days',
    });
    expect(values.measurements).toMatchObject({
      'CRL (mm)': 45.2,
      'NT (mm)': 1.6,
      'GA by biometry': '28 weeks 4 days',
    });
    expect(used).toEqual(['bpd', 'efw', 'afi', 'fhr', 'crl', 'nt', 'ga']);
    expect(unused).toEqual(['ua_ri', 'cpr']);
    expect(values.measurementSources.map((s) => [s.key, s.photoId])).toEqual(
      ['bpd', 'efw', 'afi', 'fhr', 'crl', 'nt'].map((key) => [key, PHOTO]),
    );
    expect(sourceMarks(values).every((mark) => !mark.changed)).toBe(true);
  });

  it("fills a template's own descriptors: CRL and NT of the first trimester, Doppler PI", () => {
    const early = fillFromPhoto(
      emptyReportForm('p'),
      { crl: 45.2, nt: 1.6, fhr: 156 },
      PHOTO,
      'first-trimester-dating',
    );
    expect(early.values.templateData).toMatchObject({ crlMm: '45.2', ntMm: '1.6', fetalHeartRateBpm: '156' });
    const doppler = fillFromPhoto(emptyReportForm('p'), { ua_pi: 1.1, mca_pi: 1.9 }, PHOTO, 'fetal-doppler');
    expect(doppler.values.templateData).toEqual({ uaPi: '1.1', mcaPi: '1.9' });
    expect(doppler.unused).toEqual([]);
  });

  it('a value the doctor then changes shows as changed', () => {
    const { values } = fillFromPhoto(emptyReportForm('p'), { efw: 1650 }, PHOTO, null);
    const marks = sourceMarks({ ...values, estimatedFetalWeight: '1700 g' });
    expect(marks).toMatchObject([{ key: 'efw', photoId: PHOTO, scannerValue: 1650, value: 1700, changed: true }]);
  });

  it("leaves a multiple pregnancy's per-fetus fields to the doctor", () => {
    const twins = { ...emptyReportForm('p'), multiplePregnancy: 'yes' as const };
    const { used, unused, values } = fillFromPhoto(twins, { bpd: 72, ga: 200 }, PHOTO, null);
    expect(used).toEqual(['ga']);
    expect(unused).toEqual(['bpd']);
    expect(values.measurementSources).toEqual([]);
  });
});
