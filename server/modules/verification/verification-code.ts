import { randomBytes } from 'node:crypto';
import { VERIFY_CODE_LENGTH } from '../../../core/verification/verification-schemas.ts';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** 26 base32 letters from the system's random source: 130 bits, far past guessing (issue 19 §2). */
export function newVerificationCode(): string {
  const bytes = randomBytes(17);
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && code.length < VERIFY_CODE_LENGTH) {
      code += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return code;
}
