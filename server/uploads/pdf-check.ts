import { decodeName, dictionaryStart, parseDictionary } from './pdf-dictionary.ts';
import { decodeStream, MAX_DECODED } from './pdf-filters.ts';

/**
 * Why a PDF is refused, or null when it passes. We do not rasterise (no PDF renderer installs
 * from the npm registry without native parts), so the check is structural and strict instead:
 * a real PDF header and end marker, no encryption (its content could not be inspected), and
 * none of the names that make a PDF act rather than show (scripts, automatic and additional
 * actions, launch and submit actions, embedded files, XFA forms, rich media) — looked for in
 * the file and in every stream decoded through its whole filter chain, again inside what that
 * yields (object streams hide dictionaries, compressed twice or with a small zlib window), with
 * `#xx` escapes in names decoded first. A stream we cannot decode is refused, not skipped:
 * what we cannot read we cannot vouch for. A scanned referral slip has none of these.
 */
const FORBIDDEN_NAMES = [
  'JavaScript',
  'JS',
  'OpenAction',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToR',
  'GoToE',
  'Encrypt',
  // Filters whose content we do not decode, so could not inspect.
  'LZWDecode',
  'LZW',
  'ASCII85Decode',
  'A85',
  'ASCIIHexDecode',
  'AHx',
  'RunLengthDecode',
  'RL',
  'Crypt',
];
const FORBIDDEN = new Set(FORBIDDEN_NAMES);

/** All decoded streams together at most this much; streams inside streams at most this deep. */
const MAX_DECODED_TOTAL = MAX_DECODED * 4;
const MAX_DEPTH = 4;

export type PdfVerdict = null | 'not-pdf' | 'active-content';

// NUL and form feed end a name for a PDF reader, so they must end it here too.
const hasForbiddenName = (text: string) =>
  [...text.matchAll(/\/([^\s\0/<>[\]()%{}]+)/g)].some((match) => FORBIDDEN.has(decodeName(match[1] ?? '')));

const REGULAR = /[^\s\0/<>[\]()%{}]/;

/**
 * Where the dictionary before a `stream` keyword ends (after its `>>`), skipping whitespace
 * and comments as a reader does; -1 when what precedes is not a dictionary (the word in text).
 */
function dictionaryEnd(text: string, keyword: number): number {
  let end = keyword;
  for (let guard = 0; guard < 64; guard++) {
    while (end > 0 && /[\s\0]/.test(text[end - 1] ?? '')) end--;
    if (text.startsWith('>>', end - 2)) return end;
    const lineStart = Math.max(text.lastIndexOf('\n', end - 1), text.lastIndexOf('\r', end - 1)) + 1;
    const comment = text.indexOf('%', lineStart);
    if (comment < 0 || comment >= end) return -1;
    end = comment;
  }
  return -1;
}

/** Where a stream's data ends: its direct /Length when `endstream` follows it, else `endstream`. */
function dataEnd(text: string, start: number, length: number | undefined): number {
  if (length !== undefined && Number.isInteger(length) && length >= 0) {
    const after = text.slice(start + length, start + length + 64).replace(/^[\s\0]*/, '');
    if (after.startsWith('endstream')) return start + length;
  }
  const end = text.indexOf('endstream', start);
  if (end < 0) return -1;
  return text.startsWith('\r\n', end - 2) ? end - 2 : /[\r\n]/.test(text[end - 1] ?? '') ? end - 1 : end;
}

type Budget = { decoded: number };

/** Refuses `text` (the file, or a decoded stream) for a forbidden name or a stream that hides one. */
function scan(text: string, depth: number, budget: Budget): boolean {
  if (hasForbiddenName(text)) return false;
  for (const match of text.matchAll(/stream/g)) {
    const keyword = match.index ?? 0;
    // A keyword of its own, not part of `endstream` or a longer word.
    if (REGULAR.test(text[keyword - 1] ?? ' ') || REGULAR.test(text[keyword + 6] ?? ' ')) continue;
    const end = dictionaryEnd(text, keyword);
    if (end < 0) continue;
    const start = dictionaryStart(text, end);
    const dictionary = start < 0 ? null : parseDictionary(text.slice(start, end));
    if (!dictionary) return false;
    // The data starts on the line after the keyword.
    const eol = /\r\n|\r|\n/g;
    eol.lastIndex = keyword + 6;
    const line = eol.exec(text);
    if (!line) return false;
    const dataStart = line.index + line[0].length;
    const length = dictionary.get('Length');
    const dataStop = dataEnd(text, dataStart, length?.type === 'number' ? length.value : undefined);
    if (dataStop < 0) return false;
    // Data kept in another file (/F) could not be looked at.
    if (dictionary.has('F')) return false;
    const filter = dictionary.get('Filter');
    if (!filter) continue; // Its bytes are plain text of this very scan.
    const decoded = decodeStream(
      Buffer.from(text.slice(dataStart, dataStop), 'latin1'),
      filter,
      dictionary.get('DecodeParms'),
    );
    if (typeof decoded === 'string') return false;
    budget.decoded += decoded.bytes.length;
    if (budget.decoded > MAX_DECODED_TOTAL) return false;
    if (!decoded.syntax) continue;
    const inner = decoded.bytes.toString('latin1');
    if (depth >= MAX_DEPTH) {
      if (hasForbiddenName(inner) || /[\s\0]stream[\s\0]/.test(inner)) return false;
      continue;
    }
    if (!scan(inner, depth + 1, budget)) return false;
  }
  return true;
}

export function checkPdf(bytes: Buffer): PdfVerdict {
  if (!/^%PDF-(1\.[0-7]|2\.0)/.test(bytes.toString('latin1', 0, 8))) return 'not-pdf';
  if (!bytes.toString('latin1', Math.max(0, bytes.length - 1024)).includes('%%EOF')) return 'not-pdf';
  return scan(bytes.toString('latin1'), 0, { decoded: 0 }) ? null : 'active-content';
}
