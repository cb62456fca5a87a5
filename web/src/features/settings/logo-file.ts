import { LOGO_IMAGE_TYPES } from '../../../../core/uploads/image-sniff.ts';
import { LOGO_MAX_BYTES } from '../../../../core/uploads/upload-messages.ts';

/**
 * What the server accepts (PNG, JPEG: the types it can decode and re-encode; WebP logos stored
 * earlier are still shown). It checks the bytes itself; refusing other types here only spares
 * the user an upload that would fail (an SVG can carry script, so never).
 */
export const LOGO_TYPES: readonly string[] = [LOGO_IMAGE_TYPES.png.contentType, LOGO_IMAGE_TYPES.jpeg.contentType];

export type LogoFileProblem = 'tooLarge' | 'invalidType';

/** The spec's client checks (§5), size first: a 6 MB PDF is reported as too large. */
export function checkLogoFile(file: { size: number; type: string }): LogoFileProblem | null {
  if (file.size > LOGO_MAX_BYTES) return 'tooLarge';
  if (!LOGO_TYPES.includes(file.type)) return 'invalidType';
  return null;
}

/** Whole percent of an upload, never past 100 (some browsers report a total of 0). */
export function uploadPercent(loaded: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((loaded / total) * 100));
}
