import { describe, expect, it } from 'vitest';
import { efwGramsOfText, growthPointOfReport, scoreGrowth } from './growth-follow-up.ts';

const report = {
  reportId: 'RPT-1',
  day: '2026-05-01',
  templateId: 'obstetric_second_third_trimester',
  templateScores: null,
  estimatedFetalWeight: '1450 g (Hadlock Formula IV)',
  pregnancyWeeks: 30,
  pregnancyDays: 2,
};

describe('growth follow-up', () => {
  it.each([
    ['1450 g (Hadlock Formula IV)', 1450],
    ['1,450', 1450],
    ['1.45 kg', 1450],
    ['about 99 g', null],
    ['6001 g', null],
    ['', null],
  ])('reads the EFW "%s" as %s g', (text, grams) => {
    expect(efwGramsOfText(text)).toBe(grams);
  });

  it('takes an earlier report’s own GA, or days since the LMP without one, and none before the LMP', () => {
    expect(growthPointOfReport(report, '2025-10-01')).toEqual({
      date: '2026-05-01',
      gaDays: 212,
      efwGrams: 1450,
      reportId: 'RPT-1',
    });
    expect(growthPointOfReport({ ...report, pregnancyWeeks: null }, '2025-10-01')?.gaDays).toBe(212);
    expect(growthPointOfReport(report, '2026-05-02')).toBeNull();
    expect(growthPointOfReport({ ...report, estimatedFetalWeight: 'not measured' }, '2025-10-01')).toBeNull();
  });

  it('charts earlier scans in date order before this one, with the Hadlock 1991 centile of each', () => {
    const scores = scoreGrowth(
      { examDate: '2026-06-01', gaWeeks: 40, gaDays: 0, efwGrams: 3619 },
      [
        { date: '2026-05-15', gaDays: 266, efwGrams: 2900, reportId: 'RPT-2' },
        { date: '2026-05-01', gaDays: 252, efwGrams: 2700, reportId: 'RPT-1' },
        { date: '2026-06-02', gaDays: 281, efwGrams: 3700, reportId: 'RPT-3' }, // after this scan: left out
      ],
      '2025-08-25',
    );
    expect(scores.points.map((p) => p.reportId)).toEqual(['RPT-1', 'RPT-2', null]);
    // The paper's median at 40 weeks is 3,619 g: the 50th centile.
    expect(scores.points[2]).toMatchObject({ centile: 50, growth: 'AGA', medianGrams: 3619 });
  });

  it('gives a centile to 42+0 weeks (Hadlock 1991 equation past its table, issue 30), none after, and gathers nothing without an LMP', () => {
    // Hadlock 1991 equation median at 41 weeks: 3,787 g; 3,800 g is just above it.
    const at41 = scoreGrowth({ examDate: '2026-06-01', gaWeeks: 41, gaDays: 0, efwGrams: 3800 }, undefined, null);
    expect(at41.points[0]).toMatchObject({ medianGrams: 3787, growth: 'AGA', extrapolated: true });
    const scores = scoreGrowth({ examDate: '2026-06-01', gaWeeks: 42, gaDays: 1, efwGrams: 3800 }, undefined, null);
    expect(scores.points[0]).toMatchObject({ centile: null, growth: null, extrapolated: false });
    expect(scores.earlierNote).toMatch(/^No LMP recorded/);
  });
});
