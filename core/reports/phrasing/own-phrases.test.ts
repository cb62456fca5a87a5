import { describe, expect, it } from 'vitest';
import { phraseKey, rankPhrases, sentencesOf } from './own-phrases.ts';

const written = [
  { text: 'Liver is mildly enlarged. Gall bladder is well distended.' },
  { text: 'Liver is normal in size and echotexture.\nGall bladder is well distended.' },
  { text: 'liver is normal in size and echotexture' },
  { text: 'Normal' },
];
const bank = ['Liver is normal in size and echotexture.', 'Liver shows fatty infiltration.', 'Spleen is normal.'];
const none = () => false;

describe("a doctor's own phrasing (issue 35 item 2)", () => {
  it('splits a section into sentences, leaving out "Normal" and fragments', () => {
    expect(sentencesOf('A. Ok. Liver is mildly enlarged.\nNormal')).toEqual(['Liver is mildly enlarged.']);
  });

  it('one phrase whatever its case, spacing or final stop', () => {
    expect(phraseKey('  Liver  is normal. ')).toBe(phraseKey('liver is normal'));
  });

  it('ranks by reports that used a phrase, then the newest, then the bank', () => {
    const ranked = rankPhrases({ written, bank, query: '', isForgotten: none });
    expect(ranked.phrases).toEqual([
      { text: 'Gall bladder is well distended.', source: 'own', uses: 2 },
      { text: 'Liver is normal in size and echotexture.', source: 'own', uses: 2 },
      { text: 'Liver is mildly enlarged.', source: 'own', uses: 1 },
      { text: 'Liver shows fatty infiltration.', source: 'bank', uses: 0 },
      { text: 'Spleen is normal.', source: 'bank', uses: 0 },
    ]);
  });

  it('the words typed narrow the phrases, own before the bank within each match group', () => {
    const ranked = rankPhrases({ written, bank, query: 'liv', isForgotten: none });
    expect(ranked.phrases.map((p) => [p.source, p.text])).toEqual([
      ['own', 'Liver is normal in size and echotexture.'],
      ['own', 'Liver is mildly enlarged.'],
      ['bank', 'Liver shows fatty infiltration.'],
    ]);
  });

  it('a forgotten phrase is never suggested, from the reports or the bank', () => {
    const forgotten = new Set([phraseKey('Liver is normal in size and echotexture'), phraseKey('Spleen is normal.')]);
    const ranked = rankPhrases({ written, bank, query: '', isForgotten: (key) => forgotten.has(key) });
    expect(ranked.phrases.map((p) => p.text)).toEqual([
      'Gall bladder is well distended.',
      'Liver is mildly enlarged.',
      'Liver shows fatty infiltration.',
    ]);
  });

  it('shows 12 and counts the rest', () => {
    const many = Array.from({ length: 15 }, (_, i) => ({ text: `Phrase number ${i} here.` }));
    const ranked = rankPhrases({ written: many, bank: [], query: 'phrase', isForgotten: none });
    expect(ranked.phrases).toHaveLength(12);
    expect(ranked.more).toBe(3);
  });
});
