import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LOGO_IMAGE_TYPES } from '../../core/uploads/image-sniff.ts';
import { LOGO_KEY, type LogoStorage } from './logo-storage.ts';
import { signUpload, verifyUploadSignature } from './upload-signature.ts';

/** Public path of local logos; the extension is the sniffed type, never the declared one. */
export const LOCAL_LOGO_PREFIX = '/uploads/logos/';
/** A stored local logo's file name. */
export const LOCAL_LOGO_FILE = /^([0-9a-f]{32})\.(png|jpg|webp)$/;

/**
 * Logos under DATA_DIR/uploads/logos, uploaded through URLs this app signs and serves
 * (PUT /api/uploads/logo/:grantId) and read publicly at /uploads/logos/<key>.<ext>.
 */
export function createLocalLogoStorage(dataDir: string, secret: () => string): LogoStorage {
  const root = join(dataDir, 'uploads');
  const keyOf = (objectKey: string) => objectKey.replace(/^logos\//, '');
  return {
    kind: 'local',
    uploadOrigin: null,
    imageOrigin: null,
    uploadTarget(grant) {
      const expires = Math.floor(grant.expiresAt.getTime() / 1000);
      const signature = signUpload(secret(), grant.id, expires);
      return {
        url: `/api/uploads/logo/${grant.id}?expires=${expires}&signature=${signature}`,
        // The extension is unknown until the bytes arrive; PUT /api/clinic/logo completes it.
        logoUrl: `${LOCAL_LOGO_PREFIX}${keyOf(grant.objectKey)}`,
      };
    },
    verifySignature: (grantId, expires, signature) => verifyUploadSignature(secret(), grantId, expires, signature),
    keyFromUrl(url) {
      if (!url.startsWith(LOCAL_LOGO_PREFIX)) return null;
      const name = url.slice(LOCAL_LOGO_PREFIX.length);
      const key = LOCAL_LOGO_FILE.exec(name)?.[1] ?? name;
      return LOGO_KEY.test(key) ? key : null;
    },
    publicUrl: (objectKey) => `${LOCAL_LOGO_PREFIX}${keyOf(objectKey)}`,
    async write(objectKey, type, bytes) {
      const finalKey = `${objectKey}.${LOGO_IMAGE_TYPES[type].extension}`;
      const dir = join(root, 'logos');
      await mkdir(dir, { recursive: true });
      // Written beside the target and renamed, so a reader never sees half a file.
      const temp = join(dir, `.${keyOf(objectKey)}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await writeFile(temp, bytes, { mode: 0o640 });
        await rename(temp, join(root, finalKey));
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return finalKey;
    },
    async exists(objectKey) {
      try {
        return (await stat(join(root, objectKey))).isFile();
      } catch {
        return false;
      }
    },
  };
}

/** The bytes of a stored local logo, or null; `file` must already match LOCAL_LOGO_FILE. */
export async function readLocalLogo(dataDir: string, file: string): Promise<Buffer | null> {
  if (!LOCAL_LOGO_FILE.test(file)) return null;
  try {
    return await readFile(join(dataDir, 'uploads', 'logos', file));
  } catch {
    return null;
  }
}
