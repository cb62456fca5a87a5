import * as jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { MAX_IMAGE_MEGAPIXELS } from '../../core/uploads/upload-messages.ts';
import { jpegOrientation, orientPixels } from './jpeg-orientation.ts';

/**
 * Bounds on what is decoded, so a small file that claims a huge image (a decompression bomb)
 * is refused before its pixels are allocated: 4 bytes a pixel, 25 MP is 100 MB at most, and an
 * A4 page scanned at 300 dpi is under 9 MP.
 */
export const MAX_IMAGE_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;
export const MAX_SIDE = 12_000;

export type ImageKind = 'png' | 'jpeg';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface ReencodedImage {
  kind: ImageKind;
  bytes: Buffer;
  width: number;
  height: number;
}

/** Width and height from the IHDR chunk, which the PNG signature must be followed by. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * The PNG up to the end of its IEND chunk, walking the chunks; null when there is none. What
 * follows IEND (an HTML or ZIP payload of a polyglot) is never decoded, and never kept.
 */
function throughIend(bytes: Buffer): Buffer | null {
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > bytes.length) return null;
    if (bytes.toString('latin1', at + 4, at + 8) === 'IEND') return bytes.subarray(0, end);
    at = end;
  }
  return null;
}

/**
 * Width and height from a JPEG's frame header (SOFn), walking the marker segments; null when
 * there is none before the scan data.
 */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // SOF0–SOF15, except DHT (C4), JPG (C8) and DAC (CC), which share the range.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    if (marker === 0xda) return null; // scan data before any frame header
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return null;
}

/**
 * Whether the image its header describes has more pixels than we decode (issue 28): read before
 * any decoding, so the refusal costs nothing and can say what is wrong. Null when the bytes are
 * not a PNG or JPEG with a readable header (the decoder then decides).
 */
export function imageTooLarge(bytes: Buffer): boolean | null {
  const size = bytes.subarray(0, 8).equals(PNG_SIGNATURE)
    ? pngSize(bytes)
    : bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff
      ? jpegSize(bytes)
      : null;
  if (!size) return null;
  return size.width > MAX_SIDE || size.height > MAX_SIDE || size.width * size.height > MAX_IMAGE_PIXELS;
}

const sane = (width: number, height: number) =>
  width > 0 && height > 0 && width <= MAX_SIDE && height <= MAX_SIDE && width * height <= MAX_IMAGE_PIXELS;

/**
 * Decodes a PNG to its pixels and writes a new PNG of only those pixels: every ancillary chunk
 * (text, EXIF, ICC, time) and anything after IEND is gone, so what we store and serve is a
 * picture and nothing else. null when the bytes do not decode as a PNG.
 */
function reencodePng(bytes: Buffer): ReencodedImage | null {
  const size = pngSize(bytes);
  if (!size || !sane(size.width, size.height)) return null;
  const image = throughIend(bytes);
  if (!image) return null;
  try {
    const decoded = PNG.sync.read(image);
    const out = PNG.sync.write(decoded, { colorType: 6, inputHasAlpha: true, deflateLevel: 6 });
    return { kind: 'png', bytes: out, width: decoded.width, height: decoded.height };
  } catch {
    return null;
  }
}

/**
 * Decodes a JPEG and encodes its pixels again (quality 90): EXIF (with GPS and camera data),
 * comments and trailing bytes are dropped. The EXIF orientation is applied to the pixels first,
 * so a phone photo of a referral slip stays upright without its metadata.
 */
function reencodeJpeg(bytes: Buffer): ReencodedImage | null {
  try {
    const decoded = jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: MAX_IMAGE_PIXELS / 1_000_000,
      maxMemoryUsageInMB: 256,
    });
    if (!sane(decoded.width, decoded.height)) return null;
    const oriented = orientPixels(decoded, jpegOrientation(bytes));
    const out = jpeg.encode({ width: oriented.width, height: oriented.height, data: oriented.data }, 90);
    return { kind: 'jpeg', bytes: out.data, width: oriented.width, height: oriented.height };
  } catch {
    return null;
  }
}

/**
 * A clean copy of an uploaded PNG or JPEG, or null when the bytes are not a decodable image of
 * a sane size. The magic bytes only pick the decoder; the decoder decides.
 */
export function reencodeImage(bytes: Buffer): ReencodedImage | null {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return reencodePng(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return reencodeJpeg(bytes);
  return null;
}
