/** The image types a logo may be, with the extension and Content-Type each is stored and served as. */
export const LOGO_IMAGE_TYPES = {
  png: { extension: 'png', contentType: 'image/png' },
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  webp: { extension: 'webp', contentType: 'image/webp' },
} as const;
export type LogoImageType = keyof typeof LOGO_IMAGE_TYPES;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, expected: number[], at = 0) =>
  bytes.length >= at + expected.length && expected.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * What an upload really is, from its magic bytes; the declared Content-Type is never trusted.
 * SVG (scriptable XML) and everything else answer null.
 */
export function sniffImageType(bytes: Uint8Array): LogoImageType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  // JPEG: SOI marker followed by the first segment's marker byte.
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  // WebP: a RIFF container whose form type is WEBP.
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}
