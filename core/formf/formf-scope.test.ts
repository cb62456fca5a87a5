import { describe, expect, it } from 'vitest';
import { formFMayBeNeeded, needsFormF } from './formf-scope.ts';

describe('needsFormF', () => {
  it.each([
    ['obstetric', false, true],
    ['obstetric_first_trimester', false, true],
    ['obstetric_second_third_trimester', false, true],
    ['abdominal', true, true],
    ['pelvic', true, true],
    ['abdominal', false, false],
    ['pelvic', false, false],
    ['thyroid', true, false],
    ['breast', true, false],
  ])('%s, pregnant %s -> %s', (type, pregnant, expected) => {
    expect(needsFormF(type, pregnant)).toBe(expected);
    if (expected) expect(formFMayBeNeeded(type)).toBe(true);
  });
});
