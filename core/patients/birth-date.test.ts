import { describe, expect, it } from 'vitest';
import { parseAgeYears } from './age-text.ts';
import { ageLabel, birthColumns, estimatedBirthDate } from './birth-date.ts';
import { ageInYears } from './patient-schemas.ts';

describe('parseAgeYears', () => {
  it.each([
    ['32', 32],
    ['32 Y', 32],
    ['32y', 32],
    ['32 yrs', 32],
    ['32 years', 32],
    ['Age 32 Y', 32],
    ['0', 0],
    ['120', 120],
    ['121', null],
    ['32.5', null],
    ['thirty', null],
    ['32 M', null],
    ['', null],
  ])('%s → %s', (text, years) => {
    expect(parseAgeYears(text)).toBe(years);
  });
});

describe('estimatedBirthDate', () => {
  it('counts whole years back from today, so the age shown is the age given', () => {
    expect(estimatedBirthDate(32, '2026-11-27')).toBe('1994-11-27');
    expect(ageLabel('1994-11-27', true, new Date('2026-11-27T06:00:00Z'))).toBe('32 Y (estimated)');
  });

  it('makes 29 February the 28th in a year without it', () => {
    expect(estimatedBirthDate(1, '2028-02-29')).toBe('2027-02-28');
    expect(ageLabel('2027-02-28', true, new Date('2028-02-29T06:00:00Z'))).toBe('1 Y (estimated)');
  });
});

describe('birthColumns', () => {
  const today = '2026-11-27';
  it('prefers a typed date of birth, known', () => {
    expect(birthColumns({ dateOfBirth: '1990-05-01', age: 30 }, today)).toEqual({
      dateOfBirth: '1990-05-01',
      dateOfBirthEstimated: false,
    });
  });

  it('estimates from the age and keeps an earlier estimate while the age is the same', () => {
    const estimate = { dateOfBirth: '1994-03-10', dateOfBirthEstimated: true };
    expect(birthColumns({ age: 32 }, today)).toEqual({ dateOfBirth: '1994-11-27', dateOfBirthEstimated: true });
    expect(birthColumns({ age: 32 }, today, estimate)).toEqual(estimate);
    expect(birthColumns({ dateOfBirth: '1994-03-10' }, today, estimate)).toEqual(estimate);
    expect(birthColumns({ age: 33 }, today, estimate)).toEqual({
      dateOfBirth: '1993-11-27',
      dateOfBirthEstimated: true,
    });
  });
});

describe('ageLabel', () => {
  it('labels a known age in years and an unusable date N/A', () => {
    const now = new Date('2026-11-27T06:00:00Z');
    expect(ageLabel('1990-01-01', false, now)).toBe('36 years');
    expect(ageLabel('2025-11-01', false, now)).toBe('1 year');
    expect(ageLabel('2030-01-01', false, now)).toBe('N/A');
  });
});

describe('ageInYears on the clinic’s calendar day', () => {
  it('counts a birthday that has begun in India although UTC is still on the day before', () => {
    // 01:30 IST on 28/11/2026 is 20:00 UTC on the 27th.
    const night = new Date('2026-11-27T20:00:00Z');
    expect(ageInYears('1994-11-28', night)).toBe(32);
    expect(ageLabel('1994-11-28', true, night)).toBe('32 Y (estimated)');
    expect(ageInYears('1994-11-29', night)).toBe(31);
    expect(ageInYears('2026-11-28', night)).toBe(0);
    expect(ageInYears('2026-11-29', night)).toBe('N/A');
  });
});
