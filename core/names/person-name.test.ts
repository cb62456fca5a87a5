import { describe, expect, it } from 'vitest';
import { isPersonName, normaliseApostrophes } from './person-name.ts';

describe('isPersonName', () => {
  it.each([
    ['Deshpande-Kulkarni', true],
    ["D'Souza", true],
    ['Lakshmi Reddy', true],
    ['लक्ष्मी', true],
    ["O'Neil-Fernandes", true],
    ['-', false],
    ["'", false],
    ['Deshpande-', false],
    ['-Kulkarni', false],
    ['Deshpande--Kulkarni', false],
    ["D' Souza", false],
    ['A. K. Rao', false],
    ['Meera2', false],
    ['Meera_Rao', false],
  ])('%s → %s', (name, ok) => {
    expect(isPersonName(name)).toBe(ok);
  });

  it('allows dots only where asked', () => {
    expect(isPersonName("Dr. A. K. D'Souza", { dots: true })).toBe(true);
    expect(isPersonName('...', { dots: true })).toBe(false);
  });

  it('takes a referring doctor as written on the slip, degree in brackets (issue 28)', () => {
    expect(isPersonName('Dr. R.K. Joshi (MD)', { qualifications: true })).toBe(true);
    expect(isPersonName('Dr. S. Rao, DGO', { qualifications: true })).toBe(true);
    expect(isPersonName('Dr. R.K. Joshi (MD)', { dots: true })).toBe(false);
    expect(isPersonName('Dr. Joshi (MD', { qualifications: true })).toBe(false);
    expect(isPersonName('Dr. Joshi MD)', { qualifications: true })).toBe(false);
  });

  it('turns typographic apostrophes into the plain one', () => {
    expect(normaliseApostrophes('D’Souza')).toBe("D'Souza");
  });
});
