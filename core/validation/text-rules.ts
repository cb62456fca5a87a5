import { z } from 'zod';

export const TEXT_MESSAGES = {
  controlCharacters: 'Please remove control characters (such as NUL or line breaks) from this field',
  controlCharactersMultiline: 'Please remove control characters (such as NUL) from this text',
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

type StringParams = Parameters<typeof z.string>[0];

/**
 * The one text rule of the API: every string a request carries is a `text()` (one line) or a
 * `multilineText()`. It is checked first and stops the other checks, so the field reports this
 * rule rather than a pattern message that would not explain what is wrong.
 */
export const text = (params?: StringParams) =>
  z.string(params).refine((v) => !hasForbiddenControl(v, { multiline: false }), {
    message: TEXT_MESSAGES.controlCharacters,
    abort: true,
  });

export const multilineText = (params?: StringParams) =>
  z.string(params).refine((v) => !hasForbiddenControl(v, { multiline: true }), {
    message: TEXT_MESSAGES.controlCharactersMultiline,
    abort: true,
  });

/**
 * The first string in a parsed JSON value (or query/params object) that breaks the multi-line
 * rule, with its dotted path. The server checks every request with it before any route schema,
 * so a schema that forgot `text()` still cannot pass a NUL on to the database.
 */
export function findForbiddenControl(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string')
    return hasForbiddenControl(value, { multiline: true }) ? path.join('.') || 'body' : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findForbiddenControl(item, [...path, String(index)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      // Keys reach SQL too (report measurement and finding names).
      if (hasForbiddenControl(key, { multiline: false })) return [...path, key].join('.');
      const found = findForbiddenControl(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}
