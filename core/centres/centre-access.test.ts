import { describe, expect, it } from 'vitest';
import { isCentreReadOnly, planAllowsCentres, refusedByReadOnlyCentre } from './centre-access.ts';

describe('extra centres after leaving Enterprise (issue 18 §5)', () => {
  it.each([
    ['enterprise', true],
    ['professional', false],
    ['basic', false],
    ['trial', false],
    ['unknown', false],
  ])('plan %s allows centres: %s', (plan, allowed) => {
    expect(planAllowsCentres(plan)).toBe(allowed);
  });

  it('never makes the primary centre read-only, whatever the plan', () => {
    expect(isCentreReadOnly({ primary: true }, 'basic')).toBe(false);
    expect(isCentreReadOnly({ primary: true }, null)).toBe(false);
  });

  it('makes an extra centre read-only below Enterprise and without a subscription', () => {
    expect(isCentreReadOnly({ primary: false }, 'professional')).toBe(true);
    expect(isCentreReadOnly({ primary: false }, null)).toBe(true);
    expect(isCentreReadOnly({ primary: false }, 'enterprise')).toBe(false);
  });

  const extra = { primary: false };
  it.each([
    ['patients', 'read', false],
    ['reports', 'read', false],
    ['pcpndt', 'read', false],
    ['payments', 'read', false],
    ['patients', 'write', true],
    ['reports', 'write', true],
    ['pcpndt', 'write', true],
    ['settings', 'write', true],
    ['billing', 'write', false],
    ['subscription', 'write', false],
  ] as const)('%s %s in a read-only centre refused: %s', (feature, mode, refused) => {
    expect(refusedByReadOnlyCentre(feature, mode, extra, 'professional')).toBe(refused);
  });
});
