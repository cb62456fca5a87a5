import { join } from 'node:path';
import jpeg from 'jpeg-js';
import type { DicomObjectStorage } from '../storage/dicom-object-storage.ts';
import type { DecodedFrame } from './pixel-decode.ts';

/** The wizard's thumbnail and the print's rendition: longest side in pixels, JPEG quality. */
export const RENDITIONS = {
  thumbnail: { longest: 256, quality: 80 },
  print: { longest: 1024, quality: 88 },
} as const;

/**
 * A smaller copy by averaging each target pixel's source box: ultrasound speckle shrunk by
 * picking single pixels turns into noise, averaged it stays the picture the doctor saw.
 */
export function downscale(frame: DecodedFrame, longest: number): DecodedFrame {
  const scale = Math.min(1, longest / Math.max(frame.width, frame.height));
  const width = Math.max(1, Math.round(frame.width * scale));
  const height = Math.max(1, Math.round(frame.height * scale));
  if (width === frame.width && height === frame.height) return frame;
  const out = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    const y0 = Math.floor((y * frame.height) / height);
    const y1 = Math.max(y0 + 1, Math.floor(((y + 1) * frame.height) / height));
    for (let x = 0; x < width; x += 1) {
      const x0 = Math.floor((x * frame.width) / width);
      const x1 = Math.max(x0 + 1, Math.floor(((x + 1) * frame.width) / width));
      let r = 0;
      let g = 0;
      let b = 0;
      for (let sy = y0; sy < y1; sy += 1) {
        for (let sx = x0; sx < x1; sx += 1) {
          const i = (sy * frame.width + sx) * 4;
          r += frame.rgba[i] ?? 0;
          g += frame.rgba[i + 1] ?? 0;
          b += frame.rgba[i + 2] ?? 0;
        }
      }
      const n = (y1 - y0) * (x1 - x0);
      const o = (y * width + x) * 4;
      out[o] = r / n;
      out[o + 1] = g / n;
      out[o + 2] = b / n;
      out[o + 3] = 255;
    }
  }
  return { width, height, rgba: out };
}

export function encodeJpeg(frame: DecodedFrame, quality: number): Buffer {
  return Buffer.from(jpeg.encode({ data: frame.rgba, width: frame.width, height: frame.height }, quality).data);
}

/**
 * Writes an image's thumbnail and print rendition beside its object (`dicom/<clinic>/` of the
 * store that keeps it) and answers their storage keys.
 */
export async function writeRenditions(
  store: DicomObjectStorage,
  clinicId: string,
  sopInstanceUid: string,
  frame: DecodedFrame,
): Promise<{ thumbnailKey: string; printKey: string }> {
  const print = downscale(frame, RENDITIONS.print.longest);
  // The thumbnail is made from the print copy: the same picture, a quarter of the work.
  const thumbnail = downscale(print, RENDITIONS.thumbnail.longest);
  const thumbnailKey = join('dicom', clinicId, `${sopInstanceUid}.thumb.jpg`);
  const printKey = join('dicom', clinicId, `${sopInstanceUid}.print.jpg`);
  await store.put(thumbnailKey, encodeJpeg(thumbnail, RENDITIONS.thumbnail.quality), 'image/jpeg');
  await store.put(printKey, encodeJpeg(print, RENDITIONS.print.quality), 'image/jpeg');
  return { thumbnailKey, printKey };
}
