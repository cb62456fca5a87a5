import jpeg from 'jpeg-js';
import { EXPLICIT_LE, IMPLICIT_LE, JPEG_BASELINE } from '../../core/dicom/dicom-classes.ts';

/** One frame as 8-bit RGBA, what the JPEG encoder takes. */
export interface DecodedFrame {
  width: number;
  height: number;
  rgba: Buffer;
}

/** A 4k × 4k frame is already past any scanner's; larger declared sizes are not believed. */
const MAX_PIXELS = 4096 * 4096;

const num = (value: unknown): number => Number(Array.isArray(value) ? value[0] : value);
const text = (value: unknown): string => String(Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));

/** dcmjs gives pixel data as ArrayBuffers: the whole native data, or one per frame when encapsulated. */
function pixelBuffers(value: unknown): Buffer[] {
  const items = Array.isArray(value) ? value : [value];
  return items.flatMap((item) =>
    item instanceof ArrayBuffer
      ? [Buffer.from(item)]
      : ArrayBuffer.isView(item)
        ? [Buffer.from(item.buffer, item.byteOffset, item.byteLength)]
        : [],
  );
}

/** YCbCr (full range) to RGB, as PS3.3 C.7.6.3.1.2 defines it. */
function ybrToRgb(y: number, cb: number, cr: number): [number, number, number] {
  const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  return [
    clamp(y + 1.402 * (cr - 128)),
    clamp(y - 0.344136 * (cb - 128) - 0.714136 * (cr - 128)),
    clamp(y + 1.772 * (cb - 128)),
  ];
}

/**
 * The first frame of native (uncompressed, little endian) pixel data: MONOCHROME1/2 of 8 or 16
 * bits (16 bits scaled by the frame's own range, for a preview), RGB or YBR_FULL, either planar
 * configuration. Anything else (palette colour, odd bit depths) has no preview.
 */
function decodeNative(elements: Record<string, unknown>, data: Buffer): DecodedFrame | null {
  const width = num(elements.Columns);
  const height = num(elements.Rows);
  const samples = num(elements.SamplesPerPixel ?? 1);
  const bits = num(elements.BitsAllocated);
  const photometric = text(elements.PhotometricInterpretation).trim();
  const planar = num(elements.PlanarConfiguration ?? 0) === 1;
  const pixels = width * height;
  if (!(pixels > 0 && pixels <= MAX_PIXELS)) return null;
  const rgba = Buffer.alloc(pixels * 4, 255);
  if (samples === 1 && (photometric === 'MONOCHROME2' || photometric === 'MONOCHROME1')) {
    if (bits !== 8 && bits !== 16) return null;
    const bytes = bits / 8;
    if (data.length < pixels * bytes) return null;
    const signed = num(elements.PixelRepresentation ?? 0) === 1;
    const read = (i: number) =>
      bytes === 1 ? (data[i] ?? 0) : signed ? data.readInt16LE(i * 2) : data.readUInt16LE(i * 2);
    let low = Number.POSITIVE_INFINITY;
    let high = Number.NEGATIVE_INFINITY;
    if (bytes === 2) {
      for (let i = 0; i < pixels; i += 1) {
        const v = read(i);
        if (v < low) low = v;
        if (v > high) high = v;
      }
    } else [low, high] = [0, 255];
    const span = high > low ? high - low : 1;
    for (let i = 0; i < pixels; i += 1) {
      let v = Math.round(((read(i) - low) * 255) / span);
      if (photometric === 'MONOCHROME1') v = 255 - v;
      rgba[i * 4] = v;
      rgba[i * 4 + 1] = v;
      rgba[i * 4 + 2] = v;
    }
    return { width, height, rgba };
  }
  if (samples === 3 && bits === 8 && (photometric === 'RGB' || photometric === 'YBR_FULL')) {
    if (data.length < pixels * 3) return null;
    for (let i = 0; i < pixels; i += 1) {
      const at = (c: number) => (planar ? data[c * pixels + i] : data[i * 3 + c]) ?? 0;
      const rgb: [number, number, number] =
        photometric === 'RGB' ? [at(0), at(1), at(2)] : ybrToRgb(at(0), at(1), at(2));
      rgba[i * 4] = rgb[0];
      rgba[i * 4 + 1] = rgb[1];
      rgba[i * 4 + 2] = rgb[2];
    }
    return { width, height, rgba };
  }
  return null;
}

/**
 * The first frame of an image object, decoded with a real codec: native data as dcmjs parsed it,
 * JPEG baseline through jpeg-js. Other transfer syntaxes (JPEG 2000, JPEG-LS, RLE, lossless JPEG)
 * are kept but have no preview: null, never an exception, whatever the bytes.
 */
export function decodeFirstFrame(elements: Record<string, unknown>, transferSyntax: string): DecodedFrame | null {
  try {
    const buffers = pixelBuffers(elements.PixelData);
    const [first] = buffers;
    if (!first) return null;
    if (transferSyntax === EXPLICIT_LE || transferSyntax === IMPLICIT_LE) return decodeNative(elements, first);
    if (transferSyntax !== JPEG_BASELINE) return null;
    // One fragment per frame is what scanners send; a single-frame image split in fragments is joined.
    const frames = num(elements.NumberOfFrames ?? 1);
    const bytes = frames > 1 || buffers.length === 1 ? first : Buffer.concat(buffers);
    const image = jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: 17,
      maxMemoryUsageInMB: 256,
    });
    return { width: image.width, height: image.height, rgba: Buffer.from(image.data) };
  } catch {
    return null;
  }
}
