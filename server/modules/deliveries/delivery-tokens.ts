import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits as 43 base64url characters: a link that cannot be guessed. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this is stored: a database copy opens no link. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
