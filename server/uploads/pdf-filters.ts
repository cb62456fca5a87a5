import { constants, inflateRawSync, inflateSync } from 'node:zlib';
import type { PdfValue } from './pdf-dictionary.ts';

/** Each decoded stream at most this big; the check refuses what would be bigger. */
export const MAX_DECODED = 16 * 1024 * 1024;

/**
 * Filters whose output is a picture, not PDF syntax: a reader never parses objects out of
 * them, so decoding stops there (and their bytes are still looked at as they are).
 */
const IMAGE_FILTERS = new Set(['DCTDecode', 'DCT', 'JPXDecode', 'CCITTFaxDecode', 'CCF', 'JBIG2Decode']);
const FLATE = new Set(['FlateDecode', 'Fl']);

export type Decoded = { bytes: Buffer; syntax: boolean } | 'undecodable' | 'too-big';

const isTooBig = (error: unknown) => (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';

/**
 * Inflates as a reader would: a zlib stream of any window size (the header says which), a raw
 * deflate stream with no zlib header, and, as readers tolerate, a stream cut short or with a
 * bad checksum decoded as far as it goes. Null when none of those yields anything.
 */
function inflate(bytes: Buffer): Buffer | 'too-big' | null {
  const attempts = [
    () => inflateSync(bytes, { maxOutputLength: MAX_DECODED }),
    () => inflateRawSync(bytes, { maxOutputLength: MAX_DECODED }),
    () => inflateSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: MAX_DECODED }),
    () => inflateRawSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: MAX_DECODED }),
  ];
  for (const attempt of attempts) {
    try {
      return attempt();
    } catch (error) {
      if (isTooBig(error)) return 'too-big';
    }
  }
  return null;
}

const numberIn = (parms: PdfValue | undefined, key: string, fallback: number) => {
  const value = parms?.type === 'dict' ? parms.entries.get(key) : undefined;
  return value?.type === 'number' ? value.value : fallback;
};

/**
 * Undoes a Flate /Predictor: PNG predictors (10–15, a filter byte a row) as cross-reference
 * streams use them. A predictor turns names into differences between bytes, so skipping it
 * would hide them. TIFF's (2) and anything else: null, and the file is refused.
 */
function unpredict(bytes: Buffer, parms: PdfValue | undefined): Buffer | null {
  const predictor = numberIn(parms, 'Predictor', 1);
  if (predictor === 1) return bytes;
  if (predictor < 10 || predictor > 15) return null;
  const colors = numberIn(parms, 'Colors', 1);
  const bits = numberIn(parms, 'BitsPerComponent', 8);
  const columns = numberIn(parms, 'Columns', 1);
  const pixelBytes = Math.max(1, Math.ceil((colors * bits) / 8));
  const rowBytes = Math.ceil((colors * bits * columns) / 8);
  if (!Number.isInteger(rowBytes) || rowBytes <= 0 || rowBytes > MAX_DECODED) return null;
  const rows = Math.floor(bytes.length / (rowBytes + 1));
  const out = Buffer.alloc(rows * rowBytes);
  for (let row = 0; row < rows; row++) {
    const type = bytes[row * (rowBytes + 1)];
    const source = row * (rowBytes + 1) + 1;
    const at = row * rowBytes;
    for (let i = 0; i < rowBytes; i++) {
      const raw = bytes[source + i] ?? 0;
      const left = i >= pixelBytes ? (out[at + i - pixelBytes] ?? 0) : 0;
      const up = row > 0 ? (out[at + i - rowBytes] ?? 0) : 0;
      const upLeft = row > 0 && i >= pixelBytes ? (out[at + i - rowBytes - pixelBytes] ?? 0) : 0;
      let value: number;
      if (type === 0) value = raw;
      else if (type === 1) value = raw + left;
      else if (type === 2) value = raw + up;
      else if (type === 3) value = raw + ((left + up) >> 1);
      else if (type === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        value = raw + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
      } else return null;
      out[at + i] = value & 0xff;
    }
  }
  return out;
}

const asList = (value: PdfValue | undefined): PdfValue[] =>
  value === undefined ? [] : value.type === 'array' ? value.items : [value];

/**
 * Applies a stream's whole /Filter chain in order ([/FlateDecode /FlateDecode] is inflated
 * twice). `syntax` is false when the chain ends in a picture filter. A filter we cannot
 * decode, given by reference, or failing to decode makes the stream undecodable.
 */
export function decodeStream(raw: Buffer, filter: PdfValue | undefined, parms: PdfValue | undefined): Decoded {
  const filters = asList(filter);
  const allParms = asList(parms);
  let bytes = raw;
  for (const [index, step] of filters.entries()) {
    if (step.type !== 'name') return 'undecodable';
    if (IMAGE_FILTERS.has(step.value)) return index === filters.length - 1 ? { bytes, syntax: false } : 'undecodable';
    if (!FLATE.has(step.value)) return 'undecodable';
    const stepParms = allParms[index];
    if (stepParms && stepParms.type !== 'dict' && stepParms.type !== 'other') return 'undecodable';
    const inflated = inflate(bytes);
    if (inflated === 'too-big') return 'too-big';
    if (!inflated) return 'undecodable';
    const plain = unpredict(inflated, stepParms);
    if (!plain) return 'undecodable';
    bytes = plain;
  }
  return { bytes, syntax: true };
}
