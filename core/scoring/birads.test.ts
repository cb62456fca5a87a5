import { describe, expect, it } from 'vitest';
import {
  type BiradsLesionFeatures,
  biradsPrompt,
  categoryBelowFeatures,
  lowestSupportedCategory,
  suspiciousFeatures,
} from './birads.ts';

const cyst: BiradsLesionFeatures = {
  shape: 'oval',
  orientation: 'parallel',
  margin: 'circumscribed',
  echoPattern: 'anechoic',
  posterior: 'enhancement',
  calcifications: 'none',
  associated: [],
};
const fibroadenoma: BiradsLesionFeatures = { ...cyst, echoPattern: 'hypoechoic', posterior: 'none' };
const carcinoma: BiradsLesionFeatures = {
  shape: 'irregular',
  orientation: 'not-parallel',
  margin: 'spiculated',
  echoPattern: 'hypoechoic',
  posterior: 'shadowing',
  calcifications: 'in-mass',
  associated: ['architectural-distortion', 'internal-vascularity'],
};

// ACR BI-RADS Atlas 5th edition: the lexicon's classic patterns. No points, so these are prompts.
describe('BI-RADS ultrasound prompts', () => {
  it('prompts category 2 for the simple-cyst pattern only', () => {
    expect(biradsPrompt(cyst)).toBe('Features of a simple cyst: consistent with category 2.');
    expect(biradsPrompt({ ...cyst, posterior: 'none' })).toMatch(/^No suspicious feature/);
  });

  it('does not prompt 4 or 5 for an oval, parallel, circumscribed solid mass', () => {
    expect(suspiciousFeatures(fibroadenoma)).toEqual([]);
    expect(biradsPrompt(fibroadenoma)).toMatch(/2 or 3/);
  });

  it('names every suspicious feature of a classic carcinoma, and not the benign vascularity', () => {
    expect(suspiciousFeatures(carcinoma)).toEqual([
      'irregular shape',
      'not parallel orientation',
      'spiculated margin',
      'posterior shadowing',
      'calcifications in a mass',
      'architectural distortion',
    ]);
    expect(biradsPrompt(carcinoma)).toMatch(/consider category 4 or 5\.$/);
  });

  it('is conservative: one suspicious feature (an indistinct margin) is enough to prompt', () => {
    expect(suspiciousFeatures({ ...fibroadenoma, margin: 'indistinct' })).toEqual(['indistinct margin']);
  });

  it('marks a chosen 1-3 below the features, but never 0, 4-6', () => {
    expect(categoryBelowFeatures('3', [carcinoma])).toBe(true);
    expect(categoryBelowFeatures('2', [cyst])).toBe(false);
    for (const chosen of ['0', '4', '4A', '5', '6'] as const)
      expect(categoryBelowFeatures(chosen, [carcinoma])).toBe(false);
  });

  it('ACR BI-RADS 5th ed.: a complex cystic and solid mass is suspicious (usually 4), even oval and circumscribed', () => {
    const complex: BiradsLesionFeatures = { ...cyst, echoPattern: 'complex-cystic-solid' };
    expect(suspiciousFeatures(complex)).toEqual(['complex cystic and solid echo pattern']);
    expect(biradsPrompt(complex)).toMatch(/consider category 4 or 5\.$/);
    expect(lowestSupportedCategory([complex])).toBe('4');
    expect(categoryBelowFeatures('3', [complex])).toBe(true);
    expect(categoryBelowFeatures('4A', [complex])).toBe(false);
  });

  it.each([
    ['no lesion', [], null],
    ['a simple cyst', [cyst], null],
    ['a fibroadenoma-like mass', [fibroadenoma], null],
    ['a carcinoma-like mass beside a cyst', [cyst, carcinoma], '4'],
  ] as const)('the lowest category the features support: %s → %s', (_case, lesions, lowest) => {
    expect(lowestSupportedCategory(lesions)).toBe(lowest);
  });
});
