import { describe, expect, it } from 'vitest';
import { normaliseIndianPhone } from './indian-phone.ts';

describe('normaliseIndianPhone', () => {
  it.each([
    ['9823011223', '9823011223'],
    ['+91 98230 11223', '9823011223'],
    ['+91-98230-11223', '9823011223'],
    ['91 98230 11223', '9823011223'],
    ['0091 98230 11223', '9823011223'],
    ['098230 11223', '9823011223'],
    ['(020) 2612 3456', '2026123456'],
    // Not an Indian number: left as typed for the 10-digit rule to refuse.
    ['+1 415 555 0100', '+1 415 555 0100'],
    ['98111ABCDE', '98111ABCDE'],
    ['981112223', '981112223'],
  ])('%s → %s', (typed, stored) => {
    expect(normaliseIndianPhone(typed)).toBe(stored);
  });
});
