import { describe, expect, it } from 'vitest';
import { scoreTemplateData } from '../reports/templates/advanced/calculators.ts';
import type { FollicularScores } from '../reports/templates/advanced/follicular-monitoring.ts';
import {
  countAtLeast,
  DOMINANT_FOLLICLE_MM,
  followFollicles,
  leadingFollicle,
  leadingGrowthPerDay,
} from './follicle-tracking.ts';

const visit = (date: string, cycleDay: number, right: unknown, left: unknown = []) => ({
  date,
  cycleDay,
  right,
  left,
  endometriumMm: 8,
  endometrialPattern: 'trilaminar',
});

describe('follicle tracking', () => {
  it('counts a follicle of exactly 10 mm as dominant and 9.9 mm as not', () => {
    expect(DOMINANT_FOLLICLE_MM).toBe(10);
    expect(countAtLeast([10, 9.9, 14], DOMINANT_FOLLICLE_MM)).toBe(2);
  });

  it('finds the leading follicle across ovaries, right first when equal, none when none measured', () => {
    expect(leadingFollicle({ right: [12, 8], left: [15] })).toEqual({ side: 'left', mm: 15, label: 'L1' });
    expect(leadingFollicle({ right: [15], left: [15] })).toEqual({ side: 'right', mm: 15, label: 'R1' });
    expect(leadingFollicle({ right: [8, 13], left: [] })).toEqual({ side: 'right', mm: 13, label: 'R2' });
    expect(leadingFollicle({ right: [], left: [] })).toBeNull();
  });

  it('gives the leading follicle growth per day between visits', () => {
    const day9 = { date: '2026-03-02', right: [12], left: [] };
    const day11 = { date: '2026-03-04', right: [15.5], left: [9] };
    expect(leadingGrowthPerDay(day9, day11)).toBe(1.8);
    expect(leadingGrowthPerDay(undefined, day11)).toBeNull();
  });

  it.each([
    // Issue 30: the same follicle across visits, by ovary: right 16 then left 18 is not growth.
    ['the leading follicle changes ovary: no same-ovary follicle before', [16], [], [12], [18], null],
    ['the leading follicle changes ovary: compared with that ovary', [16], [12], [12], [18], 3],
    ['the same ovary leads both days', [12], [8], [15], [9], 1.5],
    // Issue 30 item 10: the same follicle by its label, not the largest of each day: R2 12 → 16 mm.
    ['another follicle of the same ovary overtakes', [14, 12], [], [14.5, 16], [], 2],
    ['the leading follicle was not listed before', [14], [], [14.5, 16], [], null],
  ] as const)('%s', (_case, rightBefore, leftBefore, rightNow, leftNow, growth) => {
    const before = { date: '2026-03-02', right: rightBefore, left: leftBefore };
    const now = { date: '2026-03-04', right: rightNow, left: leftNow };
    expect(leadingGrowthPerDay(before, now)).toBe(growth);
  });

  it('follows each labelled follicle across the visits', () => {
    const tracks = followFollicles([
      { right: [14, 12], left: [9] },
      { right: [14.5, 16, 7], left: [] },
    ]);
    expect(tracks).toEqual([
      { label: 'R1', side: 'right', sizes: [14, 14.5] },
      { label: 'R2', side: 'right', sizes: [12, 16] },
      { label: 'R3', side: 'right', sizes: [null, 7] },
      { label: 'L1', side: 'left', sizes: [9, null] },
    ]);
  });

  it('scores a cycle from typed text ("18, 12 9") in date order', () => {
    const scored = scoreTemplateData(
      'follicular',
      { visits: [visit('2026-03-02', 9, '12, 8 6'), visit('2026-03-05', 12, '18, 10', '9')] },
      { lastMenstrualPeriod: null },
    );
    expect(scored.ok).toBe(true);
    const visits = (scored.ok ? (scored.scores as FollicularScores) : { visits: [] }).visits;
    expect(visits[0]).toMatchObject({
      right: [12, 8, 6],
      leading: { side: 'right', mm: 12, label: 'R1' },
      dominantCount: 1,
    });
    expect(visits[1]).toMatchObject({ dominantCount: 2, preovulatoryCount: 1, leadingGrowthMmPerDay: 2 });
  });

  it('refuses visits out of date order, a falling cycle day and a 41 mm follicle, naming the field', () => {
    const fields = (visits: unknown[]) => {
      const scored = scoreTemplateData('follicular', { visits }, { lastMenstrualPeriod: null });
      return scored.ok ? [] : scored.issues.map((issue) => issue.field);
    };
    expect(fields([visit('2026-03-05', 12, []), visit('2026-03-05', 13, [])])).toEqual(['templateData.visits.1.date']);
    expect(fields([visit('2026-03-05', 12, []), visit('2026-03-06', 12, [])])).toEqual([
      'templateData.visits.1.cycleDay',
    ]);
    expect(fields([visit('2026-03-05', 12, '41')])).toEqual(['templateData.visits.0.right.0']);
    expect(fields([])).toEqual(['templateData.visits']);
  });
});
