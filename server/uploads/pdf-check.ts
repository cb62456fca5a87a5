import { inflateSync } from 'node:zlib';

/**
 * Why a PDF is refused, or null when it passes. We do not rasterise (no PDF renderer installs
 * from the npm registry without native parts), so the check is structural and strict instead:
 * a real PDF header and end marker, no encryption (its content could not be inspected), no
 * stream filter we cannot decode, and none of the names that make a PDF act rather than show
 * (scripts, launch and submit actions, embedded files, XFA forms, rich media) — looked for in
 * the file and inside every compressed stream, where object streams hide dictionaries, with
 * `#xx` escapes in names decoded first. A scanned referral slip has none of these.
 */
const FORBIDDEN_NAMES = [
  'JavaScript',
  'JS',
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

/** Each decompressed stream at most this big, all of them together at most four times it. */
const MAX_INFLATED = 16 * 1024 * 1024;

export type PdfVerdict = null | 'not-pdf' | 'active-content';

/** PDF names (`/Name`) in a piece of text, with `#xx` hex escapes decoded. */
function namesIn(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(/\/([^\s/<>[\]()%{}]+)/g)) {
    const raw = match[1] ?? '';
    names.push(raw.replace(/#([0-9a-fA-F]{2})/g, (_all, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))));
  }
  return names;
}

const hasForbiddenName = (text: string) => namesIn(text).some((name) => FORBIDDEN.has(name));

/** The decompressed content of every stream that inflates; others (DCT images) are skipped. */
function* inflatedStreams(latin1: string, bytes: Buffer): Generator<string | 'too-big'> {
  let total = 0;
  for (const match of latin1.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = latin1.indexOf('endstream', start);
    if (end < 0) return;
    // Skip streams whose first bytes are not a zlib header: images and raw content.
    if (bytes[start] !== 0x78) continue;
    let out: Buffer;
    try {
      out = inflateSync(bytes.subarray(start, end), { maxOutputLength: MAX_INFLATED });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
        yield 'too-big';
        return;
      }
      // A truncated stream (trailing EOL bytes) still inflates partially with the sync flush.
      try {
        out = inflateSync(bytes.subarray(start, end), { finishFlush: 2, maxOutputLength: MAX_INFLATED });
      } catch {
        continue;
      }
    }
    total += out.length;
    if (total > MAX_INFLATED * 4) {
      yield 'too-big';
      return;
    }
    yield out.toString('latin1');
  }
}

export function checkPdf(bytes: Buffer): PdfVerdict {
  if (!/^%PDF-(1\.[0-7]|2\.0)/.test(bytes.toString('latin1', 0, 8))) return 'not-pdf';
  if (!bytes.toString('latin1', Math.max(0, bytes.length - 1024)).includes('%%EOF')) return 'not-pdf';
  const latin1 = bytes.toString('latin1');
  if (hasForbiddenName(latin1)) return 'active-content';
  for (const content of inflatedStreams(latin1, bytes)) {
    if (content === 'too-big' || hasForbiddenName(content)) return 'active-content';
  }
  return null;
}
