import { describe, expect, it } from 'vitest';
import { describeExpiry, findExpiryWarning } from './expiry.ts';

const now = new Date('2026-11-22T10:00:00Z');
const inHours = (h: number) => new Date(now.getTime() + h * 3600_000).toISOString();
const fmt = (d: Date) => d.toISOString().slice(0, 10);

describe('findExpiryWarning (accounts spec §4.2)', () => {
  it.each([
    ['pending', { status: 'pending', endDate: null }, 'plan-selection-needed'],
    ['trial with 20 hours left', { status: 'trial', endDate: inHours(20) }, 'trial-ending-soon'],
    ['trial with 30 hours left (2 days rounded up)', { status: 'trial', endDate: inHours(30) }, null],
    ['trial already over', { status: 'trial', endDate: inHours(-1) }, null],
    ['active with 3 days left', { status: 'active', endDate: inHours(71) }, 'subscription-expiring'],
    ['active with 4 days left', { status: 'active', endDate: inHours(73) }, null],
    ['cancelled', { status: 'cancelled', endDate: inHours(10) }, null],
  ])('%s', (_name, sub, type) => {
    expect(findExpiryWarning(sub, now)?.type ?? null).toBe(type);
  });

  it('uses the spec titles, messages and actions', () => {
    expect(findExpiryWarning({ status: 'trial', endDate: inHours(5) }, now)).toEqual({
      type: 'trial-ending-soon',
      title: 'Trial Ending Soon',
      description: 'Your trial expires in 1 day. Upgrade now to continue.',
      variant: 'destructive',
      action: { label: 'View Plans', href: '/billing?tab=plans' },
    });
    expect(findExpiryWarning({ status: 'active', endDate: inHours(50) }, now)?.description).toBe(
      'Your subscription expires in 3 days. Renew now to avoid service interruption.',
    );
  });
});

describe('describeExpiry', () => {
  it('is red once past, orange at 3 days or fewer, green otherwise', () => {
    expect(describeExpiry(inHours(-2), now, fmt)).toEqual({
      text: 'Expired on 2026-11-22',
      tone: 'red',
      kind: 'expired',
      days: 0,
    });
    expect(describeExpiry(inHours(60), now, fmt)).toEqual({
      text: 'Expires in 3 days',
      tone: 'orange',
      kind: 'expiring',
      days: 3,
    });
    expect(describeExpiry(inHours(20), now, fmt)).toEqual({
      text: 'Expires in 1 day',
      tone: 'orange',
      kind: 'expiring',
      days: 1,
    });
    expect(describeExpiry(inHours(24 * 10), now, fmt)).toEqual({
      text: '10 days remaining',
      tone: 'green',
      kind: 'remaining',
      days: 10,
    });
  });
});
