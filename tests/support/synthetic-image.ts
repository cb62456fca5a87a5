import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import dimse from 'dcmjs-dimse';
import jpeg from 'jpeg-js';

/**
 * Synthetic ultrasound images for tests and the bench: drawn here (a bright disc on a dark fan,
 * nothing of a patient), wrapped as DICOM by dcmtk's img2dcm / dcmdjpeg or by dcmjs.
 */
export const US_IMAGE = '1.2.840.10008.5.1.4.1.1.6.1';
export const US_MULTIFRAME = '1.2.840.10008.5.1.4.1.1.3.1';

/** A grey disc on black, its centre moved by `shift` so frames of a cine differ. */
export function drawGrey(width: number, height: number, shift = 0): Buffer {
  const pixels = Buffer.alloc(width * height);
  const r2 = (Math.min(width, height) / 4) ** 2;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const inside = (x - width / 2 - shift) ** 2 + (y - height / 2) ** 2 < r2;
      pixels[y * width + x] = inside ? 220 : 20 + ((x * 7 + y * 3) % 23);
    }
  return pixels;
}

export function greyToJpeg(grey: Buffer, width: number, height: number): Buffer {
  const rgba = Buffer.alloc(width * height * 4, 255);
  for (let i = 0; i < grey.length; i += 1) rgba.fill(grey[i] ?? 0, i * 4, i * 4 + 3);
  return Buffer.from(jpeg.encode({ data: rgba, width, height }, 90).data);
}

function run(tool: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) =>
    execFile(tool, args, (error, _out, stderr) => (error ? reject(new Error(`${tool}: ${stderr}`)) : resolve())),
  );
}

/** A JPEG-baseline US image (img2dcm), optionally made uncompressed too (dcmdjpeg). */
export async function writeUsImage(
  file: string,
  options: { accession: string; width?: number; height?: number; uncompressed?: boolean; patientName?: string },
): Promise<void> {
  const width = options.width ?? 320;
  const height = options.height ?? 240;
  const source = `${file}.jpg`;
  writeFileSync(source, greyToJpeg(drawGrey(width, height), width, height));
  const jpegFile = options.uncompressed ? `${file}.jpeg.dcm` : file;
  await run('img2dcm', [
    '-k',
    `SOPClassUID=${US_IMAGE}`,
    '-k',
    'Modality=US',
    '-k',
    `AccessionNumber=${options.accession}`,
    ...(options.patientName ? ['-k', `PatientName=${options.patientName}`] : []),
    source,
    jpegFile,
  ]);
  if (options.uncompressed) await run('dcmdjpeg', [jpegFile, file]);
}

/** An uncompressed 8-bit multi-frame US cine written by dcmjs: `frames` frames of width × height. */
export function writeCine(
  file: string,
  options: { accession: string; frames: number; width: number; height: number; sopInstanceUid?: string },
): Promise<void> {
  const { frames, width, height } = options;
  const pixels = Buffer.alloc(frames * width * height);
  for (let f = 0; f < frames; f += 1) drawGrey(width, height, f * 2).copy(pixels, f * width * height);
  const dataset = new dimse.Dataset(
    {
      SOPClassUID: US_MULTIFRAME,
      SOPInstanceUID: options.sopInstanceUid ?? `2.25.${BigInt(`0x${crypto.randomUUID().replaceAll('-', '')}`)}`,
      Modality: 'US',
      AccessionNumber: options.accession,
      NumberOfFrames: String(frames),
      Rows: height,
      Columns: width,
      SamplesPerPixel: 1,
      PhotometricInterpretation: 'MONOCHROME2',
      BitsAllocated: 8,
      BitsStored: 8,
      HighBit: 7,
      PixelRepresentation: 0,
      PixelData: [pixels.buffer.slice(pixels.byteOffset, pixels.byteOffset + pixels.byteLength)],
      _vrMap: { PixelData: 'OB' },
    },
    '1.2.840.10008.1.2.1',
  );
  return new Promise((resolve, reject) => dataset.toFile(file, (error) => (error ? reject(error) : resolve())));
}
