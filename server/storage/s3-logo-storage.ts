import type { S3Config } from '../config.ts';
import type { Clock } from '../lib/clock.ts';
import { LOGO_KEY, type LogoStorage } from './logo-storage.ts';
import { presignUrl } from './sigv4-presign.ts';

/**
 * Logos in an S3-compatible bucket: the browser PUTs straight to a presigned path-style URL and
 * reads from S3_PUBLIC_URL (or endpoint/bucket). The bytes never pass through this server, so
 * it cannot sniff them; the bucket should serve them with their stored Content-Type and nosniff.
 */
export function createS3LogoStorage(s3: S3Config, clock: Clock): LogoStorage {
  const publicPrefix = `${s3.publicUrl}/logos/`;
  return {
    kind: 's3',
    uploadOrigin: new URL(s3.endpoint).origin,
    imageOrigin: new URL(s3.publicUrl).origin,
    uploadTarget(grant) {
      const now = clock.now();
      const url = presignUrl({
        method: 'PUT',
        url: `${s3.endpoint}/${s3.bucket}/${grant.objectKey}`,
        region: s3.region,
        accessKeyId: s3.accessKeyId,
        secretAccessKey: s3.secretAccessKey,
        date: now,
        expiresSeconds: Math.max(1, Math.floor((grant.expiresAt.getTime() - now.getTime()) / 1000)),
      });
      return { url, logoUrl: `${s3.publicUrl}/${grant.objectKey}` };
    },
    keyFromUrl(url) {
      if (!url.startsWith(publicPrefix)) return null;
      const key = url.slice(publicPrefix.length);
      return LOGO_KEY.test(key) ? key : null;
    },
    publicUrl: (objectKey) => `${s3.publicUrl}/${objectKey}`,
    // Existence cannot be checked without a network call; the grant to this clinic is the proof.
    exists: async () => true,
  };
}
