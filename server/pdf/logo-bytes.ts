import { LOCAL_LOGO_PREFIX, readLocalLogo } from '../storage/local-logo-storage.ts';
import type { LogoStorage } from '../storage/logo-storage.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** pdfkit draws PNG and JPEG; a WebP logo prints as the clinic's initial instead. */
function drawable(bytes: Buffer | null): Buffer | null {
  if (!bytes) return null;
  return bytes.subarray(0, 4).equals(PNG) || bytes.subarray(0, 3).equals(JPEG) ? bytes : null;
}

/**
 * The clinic logo's bytes for a PDF header: read from DATA_DIR for the local store, fetched
 * from the bucket's public URL for S3 (2 s at most). A missing or unreadable logo never stops a
 * document: the header falls back to the initial, as the print page does.
 */
export async function loadLogoBytes(
  storage: LogoStorage,
  dataDir: string,
  logoUrl: string | null,
): Promise<Buffer | null> {
  if (!logoUrl || storage.keyFromUrl(logoUrl) === null) return null;
  if (storage.kind === 'local') return drawable(await readLocalLogo(dataDir, logoUrl.slice(LOCAL_LOGO_PREFIX.length)));
  try {
    const response = await fetch(logoUrl, { signal: AbortSignal.timeout(2000) });
    return response.ok ? drawable(Buffer.from(await response.arrayBuffer())) : null;
  } catch {
    return null;
  }
}
