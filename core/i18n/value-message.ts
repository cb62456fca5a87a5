/**
 * Messages that carry values ("Calculated weight (5200g) outside normal fetal range"). Core and
 * the server write them in English, and a server refusal reaches the web as that finished text;
 * as it stands it is no catalog id, so a Hindi screen showed it in English. Built from a template
 * with named placeholders, the template is the catalog id (scripts/i18n-source.ts collects it) and
 * the web reads the values back out of the English text (valuesIn) to fill the translation.
 */
export type MessageValues = Readonly<Record<string, string | number>>;

/** A message function that also names its template, so the catalog can translate what it writes. */
export type ValueMessage<A extends unknown[]> = ((...args: A) => string) & { readonly template: string };

const PLACEHOLDER = /\{(\w+)\}/g;

/** The template with each {name} replaced by its value; a name without a value stays as written. */
export function fillTemplate(template: string, values: MessageValues): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * A message written from `template` with the values `valuesOf` picks from the caller's arguments:
 * `valueMessage('Please wait {seconds} seconds', (seconds: number) => ({ seconds }))` is called
 * as before, `wait(30)`, and carries its template for translation.
 */
export function valueMessage<A extends unknown[]>(
  template: string,
  valuesOf: (...args: A) => MessageValues,
): ValueMessage<A> {
  const message = (...args: A) => fillTemplate(template, valuesOf(...args));
  return Object.assign(message, { template });
}

export function isValueMessage(value: unknown): value is ValueMessage<unknown[]> {
  return typeof value === 'function' && typeof (value as { template?: unknown }).template === 'string';
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A matcher for the texts a template writes, or null when it has no words of its own to match by. */
export function templateMatcher(template: string): { pattern: RegExp; names: string[] } | null {
  const names = [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
  const literal = template.split(PLACEHOLDER).filter((_, index) => index % 2 === 0);
  // '{name}' alone, or '{a} {b}', would claim any text at all.
  if (names.length === 0 || literal.join('').trim().length < 3) return null;
  const pattern = new RegExp(`^${literal.map(escapeRegExp).join('([\\s\\S]+?)')}$`);
  return { pattern, names };
}

/** The values `text` was written with from `template`, or null when the template did not write it. */
export function valuesIn(matcher: { pattern: RegExp; names: string[] }, text: string): Record<string, string> | null {
  const match = matcher.pattern.exec(text);
  if (!match) return null;
  return Object.fromEntries(matcher.names.map((name, index) => [name, match[index + 1] ?? '']));
}
