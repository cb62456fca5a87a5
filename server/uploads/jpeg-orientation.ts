/** Pixels of a decoded image, 4 bytes (RGBA) each, row by row. */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * The EXIF Orientation (tag 0x0112) of a JPEG's APP1 segment, 1 (as stored) when absent or
 * unreadable. Only the segments before the image data are walked.
 */
export function jpegOrientation(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] ?? 0;
    const length = view.getUint16(at + 2);
    // Start of scan: the metadata segments are over.
    if (marker === 0xda || length < 2) break;
    const start = at + 4;
    if (marker === 0xe1 && start + 14 <= bytes.length && view.getUint32(start) === 0x45786966) {
      return readTiffOrientation(view, start + 6, Math.min(bytes.length, at + 2 + length)) ?? 1;
    }
    at += 2 + length;
  }
  return 1;
}

function readTiffOrientation(view: DataView, tiff: number, end: number): number | null {
  try {
    const little = view.getUint16(tiff) === 0x4949;
    const u16 = (offset: number) => view.getUint16(offset, little);
    const ifd = tiff + view.getUint32(tiff + 4, little);
    const entries = u16(ifd);
    for (let i = 0; i < entries; i++) {
      const entry = ifd + 2 + i * 12;
      if (entry + 12 > end) return null;
      if (u16(entry) === 0x0112) {
        const value = u16(entry + 8);
        return value >= 1 && value <= 8 ? value : null;
      }
    }
  } catch {
    // A malformed EXIF block only loses the orientation.
  }
  return null;
}

/** The pixels turned the way EXIF orientation 1–8 says the picture is meant to be seen. */
export function orientPixels(image: Pixels, orientation: number): Pixels {
  if (orientation <= 1 || orientation > 8) return image;
  const { width: w, height: h, data } = image;
  const swap = orientation >= 5;
  const outW = swap ? h : w;
  const outH = swap ? w : h;
  const out = new Uint8Array(outW * outH * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const [nx, ny] = target(orientation, x, y, w, h);
      const from = (y * w + x) * 4;
      const to = (ny * outW + nx) * 4;
      out[to] = data[from] ?? 0;
      out[to + 1] = data[from + 1] ?? 0;
      out[to + 2] = data[from + 2] ?? 0;
      out[to + 3] = data[from + 3] ?? 255;
    }
  }
  return { width: outW, height: outH, data: out };
}

/** Where stored pixel (x, y) goes for each EXIF orientation. */
function target(orientation: number, x: number, y: number, w: number, h: number): [number, number] {
  switch (orientation) {
    case 2:
      return [w - 1 - x, y];
    case 3:
      return [w - 1 - x, h - 1 - y];
    case 4:
      return [x, h - 1 - y];
    case 5:
      return [y, x];
    case 6:
      return [h - 1 - y, x];
    case 7:
      return [h - 1 - y, w - 1 - x];
    default:
      return [y, w - 1 - x];
  }
}
