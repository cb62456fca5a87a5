import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 over `grantId|expires` (unix seconds): the only authority a local upload URL carries. */
export function signUpload(secret: string, grantId: string, expires: number): string {
  return createHmac('sha256', secret).update(`${grantId}|${expires}`).digest('hex');
}

/** Constant-time check, so the signature cannot be found byte by byte from response times. */
export function verifyUploadSignature(secret: string, grantId: string, expires: number, signature: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signUpload(secret, grantId, expires), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
