import { type ImageKind, imageTooLarge, reencodeImage } from './image-reencode.ts';
import { checkPdf } from './pdf-check.ts';

/** What a stored upload is; the declared Content-Type and file name never decide it. */
export type StoredFileKind = ImageKind | 'pdf';

export const STORED_FILE_TYPES: Record<StoredFileKind, { contentType: string; extension: string }> = {
  png: { contentType: 'image/png', extension: 'png' },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  pdf: { contentType: 'application/pdf', extension: 'pdf' },
};

export type SanitisedUpload =
  | { ok: true; kind: StoredFileKind; bytes: Buffer }
  | { ok: false; problem: 'not-allowed' | 'active-content' | 'too-many-pixels' };

/**
 * The one gate every uploaded file passes (clinic logos and Form F referral evidence): images
 * are decoded and re-encoded, so only pixels are kept (no metadata, no bytes after the image,
 * no HTML or script riding along); PDFs, where `allowPdf`, pass the structural check unchanged.
 */
export function sanitiseUpload(bytes: Buffer, options: { allowPdf: boolean }): SanitisedUpload {
  if (bytes.toString('latin1', 0, 5) === '%PDF-') {
    if (!options.allowPdf) return { ok: false, problem: 'not-allowed' };
    const verdict = checkPdf(bytes);
    if (verdict === 'active-content') return { ok: false, problem: 'active-content' };
    return verdict ? { ok: false, problem: 'not-allowed' } : { ok: true, kind: 'pdf', bytes };
  }
  if (imageTooLarge(bytes)) return { ok: false, problem: 'too-many-pixels' };
  const image = reencodeImage(bytes);
  return image ? { ok: true, kind: image.kind, bytes: image.bytes } : { ok: false, problem: 'not-allowed' };
}
