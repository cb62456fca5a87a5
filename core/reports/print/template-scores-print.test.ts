import { describe, expect, it } from 'vitest';
import type { Report } from '../report-schemas.ts';
import { scoreTemplateData } from '../templates/advanced/calculators.ts';
import { templateScoresPrint } from './template-scores-print.ts';

/** The print of a report whose stored scores are what the calculator computed from data. */
function printOf(templateId: string, calculator: Parameters<typeof scoreTemplateData>[0], data: unknown) {
  const scored = scoreTemplateData(calculator, data, { lastMenstrualPeriod: null });
  if (!scored.ok) throw new Error(JSON.stringify(scored.issues));
  return templateScoresPrint({ templateId, templateScores: scored.scores } as unknown as Report);
}

describe('advanced template scores as printed', () => {
  it('prints each Doppler index with its centile, flagged beyond the 5th/95th', () => {
    const print = printOf('fetal-doppler', 'fetal-doppler', { gaWeeks: 32, gaDays: 0, uaPi: 1.3, mcaPi: 1.2 });
    expect(print?.title).toBe('Fetal Doppler at 32 weeks 0 days');
    expect(print?.rows[0]).toEqual([
      'Umbilical artery PI',
      '1.3 (flagged): centile 96.7: above the 95th centile; median 0.97',
    ]);
    expect(print?.rows.map(([term]) => term)).toEqual([
      'Umbilical artery PI',
      'Middle cerebral artery PI',
      'Cerebroplacental ratio (MCA PI / UA PI)',
    ]);
  });

  it("prints the radiologist's BI-RADS category with its management, after the lesions", () => {
    const print = printOf('breast-birads', 'birads', {
      rightCategory: '4A',
      lesions: [
        {
          side: 'right',
          shape: 'oval',
          orientation: 'parallel',
          margin: 'indistinct',
          echoPattern: 'hypoechoic',
          posterior: 'none',
          calcifications: 'none',
          sizeMm: 9,
          clock: 11,
          nippleDistanceCm: 2,
        },
      ],
    });
    expect(print?.rows).toEqual([
      [
        "Lesion 1: Right breast, 11 o'clock, 2 cm from the nipple, 9 mm",
        'Oval shape; parallel orientation; not circumscribed: indistinct margin; hypoechoic; no posterior features; no calcifications.',
      ],
      ['Right breast: assessment', 'BI-RADS 4A: Low suspicion for malignancy (more than 2% to 10%). Tissue diagnosis.'],
    ]);
  });

  it('prints a follicle-tracking cycle one visit a row, in dd/mm/yyyy', () => {
    const print = printOf('follicular-monitoring', 'follicular', {
      visits: [
        { date: '2026-03-02', cycleDay: 9, right: '12', left: '', endometriumMm: 6, endometrialPattern: 'trilaminar' },
        {
          date: '2026-03-04',
          cycleDay: 11,
          right: '16',
          left: '9',
          endometriumMm: 8,
          endometrialPattern: 'trilaminar',
        },
      ],
    });
    expect(print?.title).toBe('Follicular Monitoring (2 visits)');
    expect(print?.rows[1]).toEqual([
      'Visit 2: 04/03/2026, day 11',
      // Each follicle by its label, kept across visits (issue 30 item 10).
      'Right ovary: R1 16 mm. Left ovary: L1 9 mm. Leading R1 16 mm (right), 2 mm/day; dominant: 1. Endometrium 8 mm, trilaminar (triple line).',
    ]);
  });

  it('prints the serial EFWs with the chart data on the Hadlock curves', () => {
    const print = printOf('growth-follow-up', 'growth', {
      examDate: '2026-03-02',
      gaWeeks: 30,
      gaDays: 0,
      efwGrams: 1559,
    });
    expect(print?.rows).toEqual([
      ['02/03/2026 (this scan)', '30 weeks 0 days: EFW 1,559 g, centile 49.9 (appropriate)'],
    ]);
    expect(print?.chart).toMatchObject({
      fromWeek: 28,
      toWeek: 32,
      scans: [{ weeks: 30, grams: 1559, current: true }],
    });
    expect(print?.chart?.curves.map((c) => c.label)).toEqual(['10th', '50th', '90th']);
  });
});
