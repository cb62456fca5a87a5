import { describe, expect, it } from 'vitest';
import { findLimitProblem, limitFor } from './plan-limits.ts';

describe('plan limits (accounts spec §9)', () => {
  it.each([
    ['trial', 'reportsPerMonth', 10],
    ['trial', 'users', 1],
    ['basic', 'patientsPerMonth', 100],
    ['basic', 'users', 5],
    ['professional', 'patientsPerMonth', 200],
    ['professional', 'users', 10],
    ['enterprise', 'patientsPerMonth', null],
    ['enterprise', 'users', null],
  ] as const)('%s %s = %s', (plan, kind, limit) => {
    expect(limitFor(plan, kind)).toBe(limit);
  });

  it('allows up to the limit and names it past that', () => {
    expect(findLimitProblem('basic', 'patientsPerMonth', 99)).toBeNull();
    expect(findLimitProblem('basic', 'patientsPerMonth', 100)).toContain('100 new patients a month');
    expect(findLimitProblem('enterprise', 'patientsPerMonth', 1_000_000)).toBeNull();
  });
});
