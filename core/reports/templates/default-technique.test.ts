import { describe, expect, it } from 'vitest';
import { defaultTechnique, isUntouchedTechnique } from './default-technique.ts';
import { BUILT_IN_DEFINITIONS } from './template-access.ts';

describe('defaultTechnique', () => {
  it.each(BUILT_IN_DEFINITIONS.map((t) => [t.id, t] as const))('%s gives a technique to start from', (_id, t) => {
    expect(defaultTechnique(t).length).toBeGreaterThan(20);
  });

  it("falls back to the report type's technique for a clinic template without one", () => {
    const abdominal = BUILT_IN_DEFINITIONS.find((t) => t.id === 'abdominal');
    expect(defaultTechnique({ reportType: 'abdominal', reference: null })).toBe(abdominal?.reference?.technique);
    expect(defaultTechnique({ reportType: 'unknown', reference: null })).toBe('');
  });
});

describe('isUntouchedTechnique', () => {
  it('lets a template replace an empty or default technique, never a typed one', () => {
    const abdominal = defaultTechnique({ reportType: 'abdominal', reference: null });
    expect(isUntouchedTechnique('')).toBe(true);
    expect(isUntouchedTechnique(` ${abdominal} `)).toBe(true);
    expect(isUntouchedTechnique('Custom text', 'Custom text')).toBe(true);
    expect(isUntouchedTechnique('Transvaginal, empty bladder')).toBe(false);
  });
});
