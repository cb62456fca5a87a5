import { describe, expect, it } from 'vitest';
import { currentWordAt, suggestPhrases } from './phrase-suggestions.ts';

const bank = Array.from({ length: 20 }, (_, i) => `Liver phrase ${i + 1}`);

describe('suggestPhrases', () => {
  it.each([
    ['', 0],
    [' ', 0],
    ['l', 0],
    [' l ', 0],
    ['li', 12],
    ['LIVER', 12],
    ['phrase 1', 11],
    ['zz', 0],
  ])('word %j shows %d phrases', (word, shown) => {
    expect(suggestPhrases(bank, word).shown).toHaveLength(shown);
  });

  it.each([
    ['li', 12, 8],
    ['li', 5, 15],
    ['li', 20, 0],
    ['li', 30, 0],
    ['phrase 1', 12, 0],
    ['l', 12, 0],
  ])('word %j with max %d leaves %d more', (word, max, more) => {
    expect(suggestPhrases(bank, word, max).more).toBe(more);
  });

  it('puts phrases starting with the word first, then word starts, then other matches', () => {
    const phrases = ['Pyohydronephrosis.', 'Mild hydronephrosis.', 'Hydronephrosis is seen.', 'Gross hydro-ureter.'];
    expect(suggestPhrases(phrases, 'hydro').shown).toEqual([
      'Hydronephrosis is seen.',
      'Mild hydronephrosis.',
      'Gross hydro-ureter.',
      'Pyohydronephrosis.',
    ]);
    expect(suggestPhrases(['Portal vein.', 'Calculus not seen.', 'Normal.'], 'al').shown).toEqual([
      'Portal vein.',
      'Calculus not seen.',
      'Normal.',
    ]);
    expect(suggestPhrases(['Cortical cyst.', 'Cyst seen.', 'A cyst.'], 'cy').shown).toEqual([
      'Cyst seen.',
      'Cortical cyst.',
      'A cyst.',
    ]);
  });

  it('shows a duplicated phrase once', () => {
    expect(suggestPhrases(['No calculus.', 'No calculus.'], 'calc')).toEqual({ shown: ['No calculus.'], more: 0 });
  });
});

describe('currentWordAt', () => {
  it.each([
    ['Liver is enl', 12, 'enl', 9, 12],
    ['Liver is enl', 0, 'Liver', 0, 5],
    ['Liver is enl', 3, 'Liver', 0, 5],
    ['Liver is ', 9, '', 9, 9],
    ['', 0, '', 0, 0],
    ['CBD: dil', 8, 'dil', 5, 8],
    ['hydro-ureter', 7, 'hydro-ureter', 0, 12],
    ['Liver is enl', 99, 'enl', 9, 12],
    ['Liver is enl', -4, 'Liver', 0, 5],
    ['(cortical', 9, 'cortical', 1, 9],
  ])('in %j at %d the word is %j [%d, %d)', (text, caret, word, start, end) => {
    expect(currentWordAt(text, caret)).toEqual({ word, start, end });
  });
});
