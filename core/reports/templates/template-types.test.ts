import { describe, expect, it } from 'vitest';
import {
  isObstetricReportType,
  isReportType,
  OBSTETRIC_REPORT_TYPES,
  PRINT_TITLES,
  printTitleFor,
  REPORT_TYPES,
} from './template-types.ts';

describe('REPORT_TYPES', () => {
  it('lists the ten report types of the spec in order', () => {
    // On one line, in the spec's order: a list written out again would be a copy to keep in step.
    expect(REPORT_TYPES.join(' ')).toBe(
      'abdominal pelvic obstetric_first_trimester obstetric_second_third_trimester kub thyroid breast scrotal cardiac fibroscan',
    );
  });

  it.each([
    ['obstetric_first_trimester', true],
    ['obstetric_second_third_trimester', true],
    ['obstetric', false],
    ['pelvic', false],
    ['abdominal', false],
    ['', false],
  ])('isObstetricReportType(%j) is %s', (type, expected) => {
    expect(isObstetricReportType(type)).toBe(expected);
  });

  it('every obstetric type is a report type', () => {
    for (const type of OBSTETRIC_REPORT_TYPES) expect(isReportType(type)).toBe(true);
  });
});

describe('print titles', () => {
  it('match the spec exactly', () => {
    expect(PRINT_TITLES).toEqual({
      abdominal: 'USG ABDOMEN SCAN',
      pelvic: 'USG PELVIS SCAN',
      obstetric_first_trimester: 'USG OBSTETRIC SCAN - FIRST TRIMESTER',
      obstetric_second_third_trimester: 'USG OBSTETRIC SCAN - SECOND/THIRD TRIMESTER',
      kub: 'USG KUB SCAN',
      thyroid: 'USG THYROID SCAN',
      breast: 'USG BREAST SCAN',
      scrotal: 'USG SCROTUM SCAN',
      cardiac: 'USG CARDIAC SCAN',
      fibroscan: 'FIBROSCAN REPORT',
    });
  });

  it.each([
    ['abdominal', 'USG ABDOMEN SCAN'],
    ['obstetric_second_third_trimester', 'USG OBSTETRIC SCAN - SECOND/THIRD TRIMESTER'],
    ['fibroscan', 'FIBROSCAN REPORT'],
    ['obstetric', 'USG SCAN'],
    ['ABDOMINAL', 'USG SCAN'],
    ['toString', 'USG SCAN'],
    ['', 'USG SCAN'],
  ])('printTitleFor(%j) → %s', (type, title) => {
    expect(printTitleFor(type)).toBe(title);
  });
});
