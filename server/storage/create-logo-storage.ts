import type { AppConfig } from '../config.ts';
import type { Clock } from '../lib/clock.ts';
import { createLocalLogoStorage } from './local-logo-storage.ts';
import type { LogoStorage } from './logo-storage.ts';
import { createS3LogoStorage } from './s3-logo-storage.ts';
import { loadOrCreateUploadSecret } from './upload-secret.ts';

/** S3 when every S3_* value is configured, else DATA_DIR/uploads (DESIGN §1). */
export function createLogoStorage(config: AppConfig, clock: Clock): LogoStorage {
  if (config.s3) return createS3LogoStorage(config.s3, clock);
  let secret = config.uploadSigningSecret;
  return createLocalLogoStorage(config.dataDir, () => {
    secret ??= loadOrCreateUploadSecret(config.dataDir);
    return secret;
  });
}
