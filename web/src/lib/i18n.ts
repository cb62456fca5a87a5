import { useSyncExternalStore } from 'react';
import { currentDisplayDigits, inDigits } from '../../../core/format/digits.ts';
import { type AppLocale, DEFAULT_LOCALE, htmlLang, isAppLocale } from '../../../core/i18n/locales.ts';
import { templateMatcher, valuesIn } from '../../../core/i18n/value-message.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage-keys.ts';

/**
 * The translation runtime (issue 34, docs/decisions/014-translations.md): message ids are the
 * English source text, so English needs no catalog and an untranslated id still reads correctly.
 * Other languages load their compiled JSON catalog on demand; English pages carry none of it.
 */
type Catalog = Readonly<Record<string, string>>;
type Values = Readonly<Record<string, string | number>>;

const LOADERS: Record<Exclude<AppLocale, 'en'>, () => Promise<{ default: Catalog }>> = {
  'hi-IN': () => import('../locales/hi-IN.json'),
};

let current: AppLocale = DEFAULT_LOCALE;
let catalog: Catalog = {};
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Marks a source text for extraction where it is defined (menus, constants); translate it at render. */
export function msg(source: string): string {
  return source;
}

/** The text in the current language, with {name} placeholders filled in. */
export function translate(source: string, values?: Values): string {
  const text = catalog[source];
  if (text === undefined && !values) return filledTranslation(source) ?? source;
  return fill(text ?? source, values);
}

function fill(text: string, values: Values | undefined): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? valueText(values[name]) : whole));
}

type Matchers = { template: string; matcher: NonNullable<ReturnType<typeof templateMatcher>> }[];
let matchersOf: { catalog: Catalog; matchers: Matchers } | null = null;

/**
 * The catalog's templates as matchers, built once per catalog, the most specific first: the one
 * with the most words of its own, so "changed by you (photo: {value} {unit})" reads its text
 * before "changed by you ({scanner}: {value} {unit})" can.
 */
function catalogMatchers(): Matchers {
  if (matchersOf?.catalog !== catalog) {
    const matchers = Object.keys(catalog)
      .filter((id) => id.includes('{'))
      .sort((a, b) => ownText(b) - ownText(a))
      .flatMap((template) => {
        const matcher = templateMatcher(template);
        return matcher ? [{ template, matcher }] : [];
      });
    matchersOf = { catalog, matchers };
    filledCache.clear();
  }
  return matchersOf.matchers;
}

const ownText = (template: string) => template.replace(/\{\w+\}/g, '').length;

/**
 * A text written in English from a template with values (a server refusal naming a plan, a
 * biometry warning naming a weight; core/i18n/value-message.ts): the template's translation,
 * filled with the values read back from the English. A value that is itself a message (a plan's
 * name, "9 days" in a dating rule) is translated in turn, and always shorter than the text, so this
 * ends; a number is written in the screen's digits.
 */
function filledTranslation(source: string): string | null {
  // A screen re-renders the same refusal or warning many times: read each text once per catalog.
  // The key names the digits too: numbers in the translation are written in the screen's digits.
  const matchers = catalogMatchers();
  const key = `${currentDisplayDigits()} ${source}`;
  if (!filledCache.has(key)) {
    if (filledCache.size >= FILLED_CACHE_SIZE) filledCache.clear();
    filledCache.set(key, readBackTranslation(source, matchers));
  }
  return filledCache.get(key) ?? null;
}

/** Texts already read back against the current catalog (cleared with it), and their bound. */
const filledCache = new Map<string, string | null>();
const FILLED_CACHE_SIZE = 500;

function readBackTranslation(source: string, matchers: Matchers): string | null {
  for (const { template, matcher } of matchers) {
    const found = valuesIn(matcher, source);
    if (!found) continue;
    // A quoted value is the user's own text (the phrase the fetal-sex guard refused, a search):
    // shown as typed, or she could not find what to remove.
    const quoted = new Set([...template.matchAll(/["“‘']\{(\w+)\}["”’']/g)].map((match) => match[1]));
    const values = Object.fromEntries(
      Object.entries(found).map(([name, value]) => [
        name,
        quoted.has(name) ? value : /^(0|[1-9]\d*)$/.test(value) ? Number(value) : translate(value),
      ]),
    );
    return fill(catalog[template] ?? template, values);
  }
  return null;
}

/**
 * A number handed in as it is is written in the screen's digits (a clinic may choose Devanagari,
 * issue 34); grouping is the caller's (formatCount), since a year or a step number has none.
 */
function valueText(value: string | number | undefined): string {
  return typeof value === 'number' ? inDigits(String(value), currentDisplayDigits()) : String(value);
}

/**
 * translate() under the short name screens use. Outside a useT() component it reads the language
 * at render: the app remounts its tree when the language changes (app.tsx), so it is current.
 */
export const t = translate;

export function currentLocale(): AppLocale {
  return current;
}

/** Switches every mounted screen; the choice is kept on this device for the next visit. */
export async function setLocale(next: AppLocale): Promise<void> {
  catalog = next === 'en' ? {} : (await LOADERS[next]()).default;
  current = next;
  document.documentElement.lang = htmlLang(next);
  writeStorage(STORAGE_KEYS.language, next);
  for (const listener of listeners) listener();
}

/** The language this device chose last (before sign-in the only memory there is). */
export function storedLocale(): AppLocale {
  const stored = readStorage(STORAGE_KEYS.language);
  return isAppLocale(stored) ? stored : DEFAULT_LOCALE;
}

/** `t` for components: re-renders the component when the language changes. */
export function useT(): typeof translate {
  useSyncExternalStore(subscribe, currentLocale, () => DEFAULT_LOCALE);
  return translate;
}

export function useLocale(): AppLocale {
  return useSyncExternalStore(subscribe, currentLocale, () => DEFAULT_LOCALE);
}
