import { join } from 'node:path';
import { loadOrCreateHexSecret } from '../../db/secret-file.ts';

/**
 * Without UPLOAD_SIGNING_SECRET, upload URLs are signed with a secret made once per data dir
 * (like the simulated gateway's), so URLs survive a restart. Read on first use only.
 */
export function loadOrCreateUploadSecret(dataDir: string): string {
  return loadOrCreateHexSecret(join(dataDir, 'upload-signing.secret'), 'the upload signing secret');
}
