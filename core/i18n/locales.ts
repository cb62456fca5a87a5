/**
 * Languages of the portal (issue 34). The app's screens are translated into APP_LOCALES; the
 * papers a patient reads (Form F declaration, Form G consent, the Rule 17 notice, the receipt)
 * also into the state languages of PAPER_LOCALES. A new language is a new catalog plus one entry
 * here. English is the source text everywhere and the default. No zod here: the landing page
 * reads this file and stays small (its schemas are in locale-schemas.ts).
 */
export const APP_LOCALES = ['en', 'hi-IN'] as const;
export const PAPER_LOCALES = ['en', 'hi-IN', 'mr-IN', 'ta-IN'] as const;

export type AppLocale = (typeof APP_LOCALES)[number];
export type PaperLocale = (typeof PAPER_LOCALES)[number];

export const DEFAULT_LOCALE: AppLocale = 'en';

/** Each language named in its own script, so a reader finds hers without reading English. */
export const LOCALE_NAMES: Record<PaperLocale, string> = {
  en: 'English',
  'hi-IN': 'हिन्दी',
  'mr-IN': 'मराठी',
  'ta-IN': 'தமிழ்',
};

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (APP_LOCALES as readonly string[]).includes(value);
}

export function isPaperLocale(value: unknown): value is PaperLocale {
  return typeof value === 'string' && (PAPER_LOCALES as readonly string[]).includes(value);
}

/** The html lang attribute: en-IN for English so screen readers and hyphenation use Indian English. */
export function htmlLang(locale: PaperLocale): string {
  return locale === 'en' ? 'en-IN' : locale;
}
