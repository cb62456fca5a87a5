import { describe, expect, it } from 'vitest';
import { isReportOfPregnancy, needsFormF, pregnancyHintOf } from './formf-scope.ts';

describe('needsFormF', () => {
  it.each([
    ['obstetric', false, true],
    ['obstetric_first_trimester', false, true],
    ['obstetric_second_third_trimester', false, true],
    ['abdominal', true, true],
    ['pelvic', true, true],
    // Every ultrasound of a pregnant woman, KUB included (issue 29 §3).
    ['kub', true, true],
    ['thyroid', true, true],
    ['breast', true, true],
    ['abdominal', false, false],
    ['pelvic', false, false],
    ['kub', false, false],
  ])('%s, pregnant %s -> %s', (type, pregnant, expected) => {
    expect(needsFormF(type, pregnant)).toBe(expected);
  });
});

describe('a report of a pregnant woman, and the hint to mark her', () => {
  const pelvic = (findings: Record<string, string>, extra: Record<string, unknown> = {}) => ({
    reportType: 'pelvic',
    findings,
    impression: 'See findings.',
    ...extra,
  });

  it.each([
    [pelvic({ uterus: 'Gravid uterus with a single intrauterine gestational sac.' }), false, true, 'mark-pregnant'],
    [pelvic({ uterus: 'Early IUP of 7 weeks.' }), false, true, 'mark-pregnant'],
    [pelvic({ uterus: 'गर्भाशय में गर्भ की थैली है।' }), false, true, 'mark-pregnant'],
    [pelvic({ uterus: 'Normal size.' }, { gestationalAge: '12 weeks' }), false, true, 'mark-pregnant'],
    // Already marked: no hint, her Form F is made with the report.
    [pelvic({ uterus: 'Gravid uterus.' }), true, true, null],
    [pelvic({ uterus: 'Normal size.' }), true, true, null],
    // A gynaecological scan records the LMP for the cycle day: not a pregnancy by itself.
    [pelvic({ uterus: 'Normal size, endometrium 8 mm.' }, { lastMenstrualPeriod: '2026-11-01' }), false, false, null],
    [pelvic({ uterus: 'Normal.' }), false, false, null],
    [{ reportType: 'obstetric_first_trimester', findings: {} }, false, true, null],
  ])('%o, marked %s -> pregnancy %s, hint %s', (report, marked, pregnancy, hint) => {
    expect(isReportOfPregnancy(report, marked)).toBe(pregnancy);
    expect(pregnancyHintOf(report, marked)).toBe(hint);
  });
});
