import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUri, totpCode, totpStep } from './totp.ts';

// RFC 6238 appendix B, SHA-1 rows: the key is the ASCII string "12345678901234567890".
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890', 'ascii'));
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_VECTORS)('at %i s gives %s (8 digits)', (seconds, expected) => {
    expect(totpCode(RFC_SECRET, new Date(seconds * 1000), 8)).toBe(expected);
  });

  it('gives the last six digits with 6-digit codes', () => {
    expect(totpCode(RFC_SECRET, new Date(59_000))).toBe('287082');
  });

  it('matches RFC 4226 HOTP vectors', () => {
    const key = Buffer.from('12345678901234567890', 'ascii');
    expect([0, 1, 2, 9].map((counter) => hotp(key, counter))).toEqual(['755224', '287082', '359152', '520489']);
  });

  it('round-trips base32', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 255, 17, 99]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
  });

  it('accepts one step either side and refuses two', () => {
    const at = new Date(1_700_000_000_000);
    const step = totpStep(at);
    for (const offset of [-1, 0, 1]) {
      const code = totpCode(RFC_SECRET, new Date(at.getTime() + offset * 30_000));
      expect(matchTotp(RFC_SECRET, code, at, null)).toBe(step + offset);
    }
    for (const offset of [-2, 2]) {
      const code = totpCode(RFC_SECRET, new Date(at.getTime() + offset * 30_000));
      expect(matchTotp(RFC_SECRET, code, at, null)).toBeNull();
    }
  });

  it('refuses a code of a step already used, and older ones', () => {
    const at = new Date(1_700_000_000_000);
    const code = totpCode(RFC_SECRET, at);
    const step = matchTotp(RFC_SECRET, code, at, null);
    expect(step).not.toBeNull();
    expect(matchTotp(RFC_SECRET, code, at, step)).toBeNull();
    const previous = totpCode(RFC_SECRET, new Date(at.getTime() - 30_000));
    expect(matchTotp(RFC_SECRET, previous, at, step)).toBeNull();
  });

  it('refuses malformed codes', () => {
    expect(matchTotp(RFC_SECRET, '12345', new Date(), null)).toBeNull();
    expect(matchTotp(RFC_SECRET, 'abcdef', new Date(), null)).toBeNull();
  });

  it('builds the otpauth URI apps read', () => {
    expect(otpauthUri('JBSWY3DPEHPK3PXP', 'USG Clinic Portal', 'a@b.in')).toBe(
      'otpauth://totp/USG%20Clinic%20Portal%3Aa%40b.in?secret=JBSWY3DPEHPK3PXP&issuer=USG+Clinic+Portal&algorithm=SHA1&digits=6&period=30',
    );
  });
});
