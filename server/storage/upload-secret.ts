import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Without UPLOAD_SIGNING_SECRET, upload URLs are signed with a secret made once per data dir
 * (like the simulated gateway's), so URLs survive a restart. Read on first use only.
 */
export function loadOrCreateUploadSecret(dataDir: string): string {
  const path = join(dataDir, 'upload-signing.secret');
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}
