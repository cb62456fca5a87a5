import { describe, expect, it } from 'vitest';
import { maskEmail, maskEmailsIn } from './mask.ts';

describe('masking e-mail addresses', () => {
  it.each([
    ['meera.iyer@example.in', 'm•••@example.in'],
    ['a@b.in', 'a•••@b.in'],
    ['not-an-address', '•••'],
    ['@example.in', '•••'],
  ])('%s → %s', (address, masked) => {
    expect(maskEmail(address)).toBe(masked);
  });

  it('masks every address inside a server reply and leaves the rest', () => {
    expect(maskEmailsIn('550 5.1.1 <meera.iyer@example.in>: Recipient address rejected')).toBe(
      '550 5.1.1 <m•••@example.in>: Recipient address rejected',
    );
  });
});
