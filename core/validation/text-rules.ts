import { z } from 'zod';

export const TEXT_MESSAGES = {
  controlCharacters: 'Please remove control characters (such as NUL or line breaks) from this field',
  controlCharactersMultiline: 'Please remove control characters (such as NUL) from this text',
  invalidText: 'Please remove invalid characters (such as a broken emoji) from this text',
  directionControls: 'Please remove direction-control characters (such as a right-to-left override) from this field',
} as const;

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * True when the value holds a C0 control character (U+0000–U+001F) the field does not allow.
 * PostgreSQL refuses NUL in text outright (22021, a 500 before this rule), and the others have
 * no business in clinic data: they corrupt prints, CSV exports and e-mail headers. Multi-line
 * text keeps tab, line feed and carriage return (a textarea's CRLF).
 */
export function hasForbiddenControl(value: string, options: { multiline: boolean }): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code >= 0x20) continue;
    if (options.multiline && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
    return true;
  }
  return false;
}

/**
 * True when the value holds half of a surrogate pair alone ("\ud800"): JSON lets a request
 * carry one, but it is no character, so UTF-8 cannot hold it and PostgreSQL's jsonb refuses it
 * (a 500 before this rule, issue 28).
 */
export function hasLoneSurrogate(value: string): boolean {
  // By code unit: String#isWellFormed is ES2024, newer than the browsers we serve.
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0xd800 || code > 0xdfff) continue;
    const next = value.charCodeAt(i + 1);
    if (code > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return true;
    i += 1;
  }
  return false;
}

/**
 * True when the value holds a bidirectional embedding, override or isolate (U+202A–U+202E,
 * U+2066–U+2069). In a one-line value (a clinic, patient or doctor name going into messages,
 * prints and lists) they reverse what follows, so "Dr. Rao \u202Emoc.live" reads as another
 * name or address. Indian scripts and plain right-to-left text need none of them.
 */
export function hasDirectionControl(value: string): boolean {
  return /[\u202A-\u202E\u2066-\u2069]/.test(value);
}

type StringParams = Parameters<typeof z.string>[0];

/**
 * The one text rule of the API: every string a request carries is a `text()` (one line) or a
 * `multilineText()`. It is checked first and stops the other checks, so the field reports this
 * rule rather than a pattern message that would not explain what is wrong.
 */
export const text = (params?: StringParams) =>
  z
    .string(params)
    .refine((v) => !hasLoneSurrogate(v), { message: TEXT_MESSAGES.invalidText, abort: true })
    .refine((v) => !hasForbiddenControl(v, { multiline: false }), {
      message: TEXT_MESSAGES.controlCharacters,
      abort: true,
    })
    .refine((v) => !hasDirectionControl(v), { message: TEXT_MESSAGES.directionControls, abort: true });

export const multilineText = (params?: StringParams) =>
  z
    .string(params)
    .refine((v) => !hasLoneSurrogate(v), { message: TEXT_MESSAGES.invalidText, abort: true })
    .refine((v) => !hasForbiddenControl(v, { multiline: true }), {
      message: TEXT_MESSAGES.controlCharactersMultiline,
      abort: true,
    });

/** Why a string breaks the rule every request is screened with (multi-line), or null. */
function brokenTextMessage(value: string): string | null {
  if (hasLoneSurrogate(value)) return TEXT_MESSAGES.invalidText;
  if (hasForbiddenControl(value, { multiline: true })) return TEXT_MESSAGES.controlCharactersMultiline;
  return null;
}

/**
 * The first string in a parsed JSON value (or query/params object) that breaks the multi-line
 * rule (a control character or a lone surrogate), with its dotted path and why. The server
 * checks every request with it before any route schema, so a schema that forgot `text()`, or a
 * free-form JSON value (report findings, template answers), still cannot pass either on to the
 * database.
 */
export function findBrokenText(value: unknown, path: string[] = []): { field: string; message: string } | null {
  if (typeof value === 'string') {
    const message = brokenTextMessage(value);
    return message ? { field: path.join('.') || 'body', message } : null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findBrokenText(item, [...path, String(index)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      // Keys reach SQL too (report measurement and finding names).
      if (hasLoneSurrogate(key)) return { field: [...path, key].join('.'), message: TEXT_MESSAGES.invalidText };
      if (hasForbiddenControl(key, { multiline: false })) {
        return { field: [...path, key].join('.'), message: TEXT_MESSAGES.controlCharactersMultiline };
      }
      const found = findBrokenText(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

/** The path of the first string findBrokenText finds, or null. */
export const findForbiddenControl = (value: unknown): string | null => findBrokenText(value)?.field ?? null;
