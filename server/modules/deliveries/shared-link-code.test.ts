import { describe, expect, it } from 'vitest';
import { codesCounted, maskCodeAddress } from '../../../core/deliveries/delivery-schemas.ts';
import { codeDestination, hashLinkCode, newLinkCode } from './shared-link-code.ts';

const consent = new Date('2026-11-01T00:00:00Z');

describe('where a patient link’s code goes (issue 36)', () => {
  const rows: [string, string, string | null, Date | null, ReturnType<typeof codeDestination>][] = [
    // link channel, recorded phone, recorded e-mail, consent → destination
    ['whatsapp', '9811122233', 'a@b.in', consent, { channel: 'whatsapp', to: '919811122233' }],
    ['sms', '9811122233', null, consent, { channel: 'sms', to: '919811122233' }],
    ['email', '9811122233', 'a@b.in', consent, { channel: 'email', to: 'a@b.in' }],
    ['email', '9811122233', null, consent, { channel: 'sms', to: '919811122233' }],
    ['whatsapp', '0141234567', 'a@b.in', consent, { channel: 'email', to: 'a@b.in' }],
    ['sms', '0141234567', null, consent, null],
    ['whatsapp', '9811122233', 'a@b.in', null, null],
  ];
  it.each(rows)('%s link, phone %s, e-mail %s', (channel, phone, email, messageConsentAt, expected) => {
    expect(codeDestination(channel, { phone, email, messageConsentAt })).toEqual(expected);
  });

  it('masks the destination as the page shows it', () => {
    expect(maskCodeAddress('sms', '919811121223')).toBe('******1223');
    expect(maskCodeAddress('email', 'sunita@example.in')).toBe('s•••@example.in');
  });
});

describe('the code', () => {
  it('is 6 digits, hashed with the link token', () => {
    expect(newLinkCode()).toMatch(/^\d{6}$/);
    expect(hashLinkCode('token-a', '123456')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashLinkCode('token-a', '123456')).not.toBe(hashLinkCode('token-b', '123456'));
  });

  it('counts codes sent within the last hour only', () => {
    const sentAt = new Date('2026-11-27T10:00:00Z');
    expect(codesCounted(3, sentAt, new Date('2026-11-27T10:59:59Z'))).toBe(3);
    expect(codesCounted(3, sentAt, new Date('2026-11-27T11:00:00Z'))).toBe(0);
    expect(codesCounted(0, null, sentAt)).toBe(0);
  });
});
