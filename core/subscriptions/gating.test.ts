import { describe, expect, it } from 'vitest';
import { decideFeatureAccess, type FeatureId, isSubscriptionExpired } from './gating.ts';

const now = new Date('2026-11-22T10:00:00Z');
const past = '2026-11-21T10:00:00Z';
const future = '2026-11-25T10:00:00Z';

describe('decideFeatureAccess (accounts spec §4.1)', () => {
  it.each<[string, FeatureId, { status: string; endDate: string | null } | null, boolean, string | undefined]>([
    ['no subscription: billing open', 'billing', null, true, undefined],
    ['no subscription: subscription open', 'subscription', null, true, undefined],
    ['no subscription: patients denied', 'patients', null, false, '/subscription'],
    ['pending: dashboard open', 'dashboard', { status: 'pending', endDate: null }, true, undefined],
    ['pending: reports denied', 'reports', { status: 'pending', endDate: null }, false, '/subscription'],
    ['trial running: reports open', 'reports', { status: 'trial', endDate: future }, true, undefined],
    ['trial over: reports denied', 'reports', { status: 'trial', endDate: past }, false, '/billing?tab=plans'],
    ['trial over: dashboard denied', 'dashboard', { status: 'trial', endDate: past }, false, '/billing?tab=plans'],
    ['trial over: billing open', 'billing', { status: 'trial', endDate: past }, true, undefined],
    ['active: payments open', 'payments', { status: 'active', endDate: future }, true, undefined],
    ['active but past end: denied', 'payments', { status: 'active', endDate: past }, false, '/billing?tab=plans'],
    ['cancelled: denied', 'settings', { status: 'cancelled', endDate: future }, false, '/billing?tab=plans'],
    ['expired: denied', 'pcpndt', { status: 'expired', endDate: null }, false, '/billing?tab=plans'],
    ['suspended: denied', 'patients', { status: 'suspended', endDate: future }, false, '/billing?tab=plans'],
  ])('%s', (_name, feature, sub, allowed, redirectTo) => {
    const decision = decideFeatureAccess(feature, sub, now);
    expect(decision.allowed).toBe(allowed);
    if (!decision.allowed) expect(decision.redirectTo).toBe(redirectTo);
  });

  it('names the reason so the browser can pick the spec toast', () => {
    const trial = decideFeatureAccess('reports', { status: 'trial', endDate: past }, now);
    const paid = decideFeatureAccess('reports', { status: 'active', endDate: past }, now);
    expect(trial.allowed === false && trial.reason).toBe('trial-expired');
    expect(paid.allowed === false && paid.reason).toBe('expired');
  });

  it('treats a pending subscription as never expired', () => {
    expect(isSubscriptionExpired({ status: 'pending', endDate: past }, now)).toBe(false);
  });
});

describe('reading kept records after a lapse (PC-PNDT s.29, Rule 9)', () => {
  const lapsed = [
    { status: 'trial', endDate: past },
    { status: 'active', endDate: past },
    { status: 'expired', endDate: null },
    { status: 'cancelled', endDate: future },
    { status: 'suspended', endDate: future },
  ];
  it.each(lapsed)('$status: Form F, reports, patients and settings readable, read-only; never writable', (sub) => {
    for (const feature of ['pcpndt', 'reports', 'patients', 'settings'] as const) {
      const read = decideFeatureAccess(feature, sub, now, 'read');
      expect(read.allowed && read.readOnly).toBe(sub.status === 'trial' ? 'trial-expired' : 'expired');
      expect(decideFeatureAccess(feature, sub, now, 'write').allowed).toBe(false);
      // No mode means write: forgetting it can never open a feature.
      expect(decideFeatureAccess(feature, sub, now).allowed).toBe(false);
    }
  });

  it('the dashboard and payments stay closed even for reading', () => {
    for (const feature of ['dashboard', 'payments'] as const) {
      expect(decideFeatureAccess(feature, { status: 'expired', endDate: null }, now, 'read').allowed).toBe(false);
    }
  });

  it('pending or no subscription (nothing was ever kept) opens nothing for reading', () => {
    expect(decideFeatureAccess('pcpndt', null, now, 'read').allowed).toBe(false);
    expect(decideFeatureAccess('pcpndt', { status: 'pending', endDate: null }, now, 'read').allowed).toBe(false);
  });

  it('a running subscription is not read-only', () => {
    expect(decideFeatureAccess('pcpndt', { status: 'active', endDate: future }, now, 'read')).toEqual({
      allowed: true,
    });
  });
});
