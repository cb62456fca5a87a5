/**
 * Just enough of PDF object syntax to read a stream's dictionary (its /Filter chain, its
 * /DecodeParms and its /Length). Anything it does not understand makes it return null, and the
 * caller refuses the file: a referral slip's stream dictionaries are plain.
 */
export type PdfValue =
  | { type: 'name'; value: string }
  | { type: 'number'; value: number }
  | { type: 'ref'; value: string }
  | { type: 'other' }
  | { type: 'array'; items: PdfValue[] }
  | { type: 'dict'; entries: Map<string, PdfValue> };

const DELIMITERS = new Set(['(', ')', '<', '>', '[', ']', '{', '}', '/', '%']);
// NUL and form feed are whitespace to a PDF reader; a name must not be allowed to run over them.
const isSpace = (c: string) => c === ' ' || c === '\n' || c === '\r' || c === '\t' || c === '\f' || c === '\0';
const isRegular = (c: string) => !isSpace(c) && !DELIMITERS.has(c);

/** A name's text with its `#xx` escapes decoded (`/Java#53cript` is `/JavaScript`). */
export const decodeName = (raw: string) =>
  raw.replace(/#([0-9a-fA-F]{2})/g, (_all, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

type Token =
  | { kind: 'open-dict' | 'close-dict' | 'open-array' | 'close-array' | 'other' }
  | { kind: 'word'; text: string }
  | { kind: 'name'; text: string };

function* tokens(text: string): Generator<Token> {
  let at = 0;
  while (at < text.length) {
    const c = text[at] ?? '';
    if (isSpace(c)) {
      at++;
    } else if (c === '%') {
      while (at < text.length && text[at] !== '\n' && text[at] !== '\r') at++;
    } else if (text.startsWith('<<', at)) {
      yield { kind: 'open-dict' };
      at += 2;
    } else if (text.startsWith('>>', at)) {
      yield { kind: 'close-dict' };
      at += 2;
    } else if (c === '[' || c === ']') {
      yield { kind: c === '[' ? 'open-array' : 'close-array' };
      at++;
    } else if (c === '<') {
      const end = text.indexOf('>', at);
      if (end < 0) throw new Error('unterminated hex string');
      yield { kind: 'other' };
      at = end + 1;
    } else if (c === '(') {
      let depth = 0;
      for (; at < text.length; at++) {
        const s = text[at];
        if (s === '\\') at++;
        else if (s === '(') depth++;
        else if (s === ')' && --depth === 0) break;
      }
      if (depth !== 0) throw new Error('unterminated string');
      yield { kind: 'other' };
      at++;
    } else if (c === '/') {
      let end = at + 1;
      while (end < text.length && isRegular(text[end] ?? '')) end++;
      yield { kind: 'name', text: decodeName(text.slice(at + 1, end)) };
      at = end;
    } else if (isRegular(c)) {
      let end = at;
      while (end < text.length && isRegular(text[end] ?? '')) end++;
      yield { kind: 'word', text: text.slice(at, end) };
      at = end;
    } else {
      throw new Error(`unexpected ${c}`);
    }
  }
}

function parseValue(list: Token[], at: { i: number }): PdfValue {
  const token = list[at.i++];
  if (!token) throw new Error('unexpected end');
  if (token.kind === 'name') return { type: 'name', value: token.text };
  if (token.kind === 'other') return { type: 'other' };
  if (token.kind === 'open-array') {
    const items: PdfValue[] = [];
    while (list[at.i]?.kind !== 'close-array') items.push(parseValue(list, at));
    at.i++;
    return { type: 'array', items };
  }
  if (token.kind === 'open-dict') {
    const entries = new Map<string, PdfValue>();
    while (list[at.i]?.kind !== 'close-dict') {
      const key = list[at.i++];
      if (key?.kind !== 'name') throw new Error('dictionary key is not a name');
      entries.set(key.text, parseValue(list, at));
    }
    at.i++;
    return { type: 'dict', entries };
  }
  if (token.kind === 'word') {
    if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(token.text)) return { type: 'other' };
    // `5 0 R` is one reference, not two numbers.
    const next = list[at.i];
    const after = list[at.i + 1];
    if (next?.kind === 'word' && /^\d+$/.test(next.text) && after?.kind === 'word' && after.text === 'R') {
      at.i += 2;
      return { type: 'ref', value: `${token.text} ${next.text}` };
    }
    return { type: 'number', value: Number(token.text) };
  }
  throw new Error('unbalanced');
}

/** The dictionary written in `text` (from `<<` to its `>>`), or null when it does not parse. */
export function parseDictionary(text: string): Map<string, PdfValue> | null {
  try {
    const list = [...tokens(text)];
    const at = { i: 0 };
    const value = parseValue(list, at);
    return value.type === 'dict' && at.i === list.length ? value.entries : null;
  } catch {
    return null;
  }
}

/**
 * Where the dictionary that ends at `end` (just after its `>>`) starts, matching `<<` and `>>`
 * backwards; -1 when they do not balance within the text.
 */
export function dictionaryStart(text: string, end: number): number {
  let depth = 0;
  for (let at = end - 2; at >= 0; at--) {
    if (text.startsWith('>>', at)) {
      depth++;
      at--;
    } else if (text.startsWith('<<', at)) {
      depth--;
      if (depth === 0) return at;
      at--;
    }
  }
  return -1;
}
