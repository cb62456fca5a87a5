import type { LogoImageType } from '../../core/uploads/image-sniff.ts';

/** Where the browser sends one granted upload. */
export interface UploadTarget {
  url: string;
  /** The URL the clinic record will hold once the upload is done. */
  logoUrl: string;
}

/**
 * Logo files, on the local disk or in an S3-compatible bucket (DESIGN §1). Object keys look like
 * `logos/<32 hex>`; the local store appends the sniffed extension when the bytes arrive.
 */
export interface LogoStorage {
  readonly kind: 'local' | 's3';
  /** The signed upload URL for a grant. */
  uploadTarget(grant: { id: string; objectKey: string; expiresAt: Date }): UploadTarget;
  /** The random key a URL of this storage names, or null when it is not one of ours. */
  keyFromUrl(url: string): string | null;
  /** The URL a stored object is read from. */
  publicUrl(objectKey: string): string;
  /** Local store only: whether a signed upload URL's signature is ours. */
  verifySignature?(grantId: string, expires: number, signature: string): boolean;
  /** Local store only: writes an upload under its key atomically, returning the final key. */
  write?(objectKey: string, type: LogoImageType, bytes: Buffer): Promise<string>;
  /** false when the object is certainly missing; S3 cannot be asked without network, so it answers true. */
  exists(objectKey: string): Promise<boolean>;
  /** Origins the browser must be allowed to send uploads to and load logos from (CSP). */
  readonly uploadOrigin: string | null;
  readonly imageOrigin: string | null;
}

/** Keys are 128 random bits in hex, so a logo URL cannot be guessed. */
export const LOGO_KEY = /^[0-9a-f]{32}$/;
