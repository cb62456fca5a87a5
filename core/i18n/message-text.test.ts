import { describe, expect, it } from 'vitest';
import { PAPER_LOCALES } from './locales.ts';
import { MESSAGE_TEXT, MESSAGE_TEXT_EN, messageLocale, messageText } from './message-text.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('patient message texts per language', () => {
  it('has every message in every language, with the same placeholders and no English left', () => {
    expect(Object.keys(MESSAGE_TEXT).sort()).toEqual(PAPER_LOCALES.filter((l) => l !== 'en').sort());
    for (const [locale, texts] of Object.entries(MESSAGE_TEXT)) {
      expect(Object.keys(texts).sort(), locale).toEqual(Object.keys(MESSAGE_TEXT_EN).sort());
      for (const [key, text] of Object.entries(texts)) {
        const english = MESSAGE_TEXT_EN[key as keyof typeof MESSAGE_TEXT_EN];
        expect(placeholders(text), `${locale}: ${key}`).toEqual(placeholders(english));
        // Placeholders aside, no Latin word: a forgotten English text would show here.
        expect(text.replace(/\{\w+\}/g, ''), `${locale}: ${key}`).not.toMatch(/[A-Za-z]{3,}/);
      }
    }
  });

  it('fills names, numbers and links in as data', () => {
    expect(
      messageText('hi-IN', 'billSms', { clinic: 'Sunrise Imaging', bill: 'B-12', days: 7, link: 'https://x.in/b' }),
    ).toBe('Sunrise Imaging: आपका बिल B-12 और रसीद। इसे 7 दिनों के भीतर देखें: https://x.in/b');
    expect(messageText('ta-IN', 'reminder', { clinic: 'Sunrise Imaging', when: '29/11/2026 10:30' })).toBe(
      'Sunrise Imaging: 29/11/2026 10:30 அன்று உங்கள் அல்ட்ராசவுண்ட் சந்திப்பின் நினைவூட்டல்.',
    );
  });

  it('writes English for English, no language or an unknown code', () => {
    for (const language of ['en', null, undefined, 'xx-YY']) {
      expect(messageLocale(language)).toBe('en');
      expect(messageText(language, 'reminder', { clinic: 'C', when: 'W' })).toBe(
        'C: a reminder of your ultrasound appointment on W.',
      );
    }
  });
});
