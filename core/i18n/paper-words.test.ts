import { describe, expect, it } from 'vitest';
import { PAPER_LOCALES } from './locales.ts';
import { PAPER_WORDS, PAPER_WORDS_EN, paperWordsFor } from './paper-words.ts';

describe("the papers' words per language", () => {
  it('has every English word in every language, and no English left in them', () => {
    for (const [locale, words] of Object.entries(PAPER_WORDS)) {
      expect(Object.keys(words).sort(), locale).toEqual([...PAPER_WORDS_EN].sort());
      for (const [english, local] of Object.entries(words)) {
        expect(local.trim(), `${locale}: ${english}`).not.toBe('');
        expect(local, `${locale}: ${english}`).not.toMatch(/[A-Za-z]{3,}/);
      }
    }
    expect(Object.keys(PAPER_WORDS).sort()).toEqual(PAPER_LOCALES.filter((l) => l !== 'en').sort());
  });

  it('prints English alone for English, no language or an unknown code', () => {
    for (const language of ['en', null, undefined, 'xx-YY']) {
      const words = paperWordsFor(language);
      expect(words.locale).toBe('en');
      expect(words.label('Date')).toBe('Date');
      expect(words.amountWords(100n)).toBeNull();
    }
  });

  it("puts her language beside the English; Marathi and Tamil ask for a native speaker's review", () => {
    expect(paperWordsFor('hi-IN').label('Date')).toBe('Date / दिनांक');
    expect(paperWordsFor('hi-IN').review).toBeNull();
    expect(paperWordsFor('ta-IN').label('Receipt No.')).toBe('Receipt No. / ரசீது எண்');
    expect(paperWordsFor('mr-IN').review).toMatch(/native speaker/);
    // Hindi writes the amount out; Marathi and Tamil print the English words alone for now.
    expect(paperWordsFor('hi-IN').amountWords(150_000n)).toBe('एक हज़ार पाँच सौ रुपये मात्र');
    expect(paperWordsFor('mr-IN').amountWords(150_000n)).toBeNull();
  });
});
