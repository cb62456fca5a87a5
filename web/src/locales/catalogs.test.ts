import { describe, expect, it } from 'vitest';
import { APP_LOCALES } from '../../../core/i18n/locales.ts';
import english from './en.json' with { type: 'json' };
import hindi from './hi-IN.json' with { type: 'json' };

const CATALOGS: Record<string, Record<string, string>> = { 'hi-IN': hindi };
const PLACEHOLDER = /\{(\w+)\}/g;

function placeholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').sort();
}

describe('the web catalogs (issue 34)', () => {
  it('English is the source: every id reads as itself', () => {
    for (const [id, text] of Object.entries(english)) expect(text).toBe(id);
  });

  for (const locale of APP_LOCALES.filter((code) => code !== 'en')) {
    describe(locale, () => {
      const catalog = CATALOGS[locale] ?? {};

      it('has exactly the English ids, none empty', () => {
        expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
        expect(Object.entries(catalog).filter(([, text]) => !text.trim())).toEqual([]);
      });

      it('keeps every {placeholder} of the English text', () => {
        const broken = Object.entries(catalog).filter(
          ([id, text]) => placeholders(id).join() !== placeholders(text).join(),
        );
        expect(broken).toEqual([]);
      });

      it('is written in its own script, not left in English', () => {
        // A text identical to its English id was never translated; a format or address (one word)
        // stays, and so does a pattern of placeholders alone ("{item}, {field}: {problem}").
        const copied = Object.entries(catalog).filter(([id, text]) => {
          const words = id.replace(/\{\w+\}/g, '');
          return id === text && /[a-z]{3}/i.test(words) && words.trim().includes(' ');
        });
        expect(copied).toEqual([]);
      });
    });
  }
});
