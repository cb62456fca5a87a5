import { deflateRawSync, deflateSync } from 'node:zlib';
import * as jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/** Small real images and PDFs for the upload tests (unit, API and e2e). */
export function makePng(width = 4, height = 3, rgba: [number, number, number, number] = [200, 30, 30, 255]): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) png.data.set(rgba, i * 4);
  return PNG.sync.write(png);
}

/** A small real PNG whose header claims `width` x `height`: refused from the header, never decoded. */
export function makePngClaiming(width: number, height: number): Buffer {
  const png = makePng(2, 2);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  // The header's CRC, so only the size is wrong.
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A PNG with a tEXt chunk (metadata) inserted before IEND and HTML appended after it. */
export function makePolyglotPng(): Buffer {
  const png = makePng();
  const iend = png.length - 12;
  const text = Buffer.from('Comment\0Patient: Sunita Sharma, Aadhaar 1234');
  const chunk = Buffer.alloc(12 + text.length);
  chunk.writeUInt32BE(text.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  text.copy(chunk, 8);
  // CRC is not checked by browsers for ancillary chunks we drop anyway; pngjs checks it, so set it.
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + text.length)), 8 + text.length);
  return Buffer.concat([
    png.subarray(0, iend),
    chunk,
    png.subarray(iend),
    Buffer.from('<html><script>alert(document.cookie)</script></html>'),
  ]);
}

export function makeJpeg(width = 8, height = 4, withExif = true): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set([20, 120, 220, 255], i * 4);
  const plain = jpeg.encode({ width, height, data }, 90).data;
  if (!withExif) return plain;
  // An APP1 Exif segment with Orientation 6 (rotate 90°) and a GPS-like marker string.
  const tiff = Buffer.from([
    0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, 0x00, 0x01, 0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00,
    0x06, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
  ]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff, Buffer.from('GPS 28.4595N 77.0266E')]);
  const app1 = Buffer.alloc(4);
  app1.writeUInt16BE(0xffe1, 0);
  app1.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([plain.subarray(0, 2), app1, payload, plain.subarray(2)]);
}

/**
 * How a test PDF's object stream is encoded: once with Flate (the default), `twice` (a filter
 * chain of two), with a `small-window` zlib header, as `raw` deflate with no header, or behind
 * a PNG `predictor` (Sub), each a way a reader still finds what a naive scan would not.
 */
export type PdfStreamEncoding = 'flate' | 'twice' | 'small-window' | 'raw' | 'predictor';

function encodePdfStream(content: string, encoding: PdfStreamEncoding): { dictionary: string; body: Buffer } {
  const bytes = Buffer.from(content, 'latin1');
  if (encoding === 'twice') {
    return { dictionary: '/Filter [/FlateDecode /FlateDecode]', body: deflateSync(deflateSync(bytes)) };
  }
  if (encoding === 'small-window') {
    return { dictionary: '/Filter /FlateDecode', body: deflateSync(bytes, { windowBits: 9 }) };
  }
  if (encoding === 'raw') return { dictionary: '/Filter /Fl', body: deflateRawSync(bytes) };
  if (encoding === 'predictor') {
    // One row of all the bytes, PNG filter 1 (Sub): each byte is stored as its difference from the one before.
    const rows = Buffer.alloc(bytes.length + 1, 1);
    for (let i = 0; i < bytes.length; i++) rows[i + 1] = ((bytes[i] ?? 0) - (i > 0 ? (bytes[i - 1] ?? 0) : 0)) & 0xff;
    return {
      dictionary: `/Filter /FlateDecode /DecodeParms << /Predictor 11 /Columns ${bytes.length} >>`,
      body: deflateSync(rows),
    };
  }
  return { dictionary: '/Filter /FlateDecode', body: deflateSync(bytes) };
}

/**
 * A minimal one-page PDF; `extra` lands in the catalog dictionary, `compressed` in an object
 * stream encoded as `encoding` says, `nested` in an object stream inside that one.
 */
export function makePdf(
  options: { extra?: string; compressed?: string; encoding?: PdfStreamEncoding; nested?: string } = {},
): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  parts.push(Buffer.from(`1 0 obj << /Type /Catalog /Pages 2 0 R ${options.extra ?? ''} >> endobj\n`));
  parts.push(Buffer.from('2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n'));
  parts.push(Buffer.from('3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\n'));
  let content = options.compressed;
  if (options.nested !== undefined) {
    const inner = encodePdfStream(options.nested, 'flate');
    content = `${content ?? ''}\n<< /Type /ObjStm /N 1 /First 4 ${inner.dictionary} /Length ${inner.body.length} >>\nstream\n${inner.body.toString('latin1')}\nendstream\n`;
  }
  if (content !== undefined) {
    const { dictionary, body } = encodePdfStream(content, options.encoding ?? 'flate');
    parts.push(Buffer.from(`4 0 obj << /Type /ObjStm /N 1 /First 4 ${dictionary} /Length ${body.length} >>\nstream\n`));
    parts.push(body, Buffer.from('\nendstream\nendobj\n'));
  }
  parts.push(Buffer.from('trailer << /Root 1 0 R >>\n%%EOF\n'));
  return Buffer.concat(parts);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
