import { findPlan } from '../plans/catalogue.ts';

/** The plan limits the server enforces with 402 (accounts spec §9, DESIGN §5). */
export type LimitKind = 'reportsPerMonth' | 'patientsPerMonth' | 'users';

export function limitFor(planId: string, kind: LimitKind): number | null {
  const plan = findPlan(planId);
  if (!plan) return 0;
  if (kind === 'reportsPerMonth') return plan.maxReportsPerMonth;
  if (kind === 'patientsPerMonth') return plan.maxPatientsPerMonth;
  return plan.maxUsers;
}

const LIMIT_TEXT: Record<LimitKind, (limit: number, planName: string) => string> = {
  reportsPerMonth: (limit, plan) =>
    `Monthly report limit reached: the ${plan} plan includes ${limit} reports a month. Upgrade your plan to create more.`,
  patientsPerMonth: (limit, plan) =>
    `Monthly patient limit reached: the ${plan} plan includes ${limit} new patients a month. Upgrade your plan to register more.`,
  users: (limit, plan) =>
    `User limit reached: the ${plan} plan includes ${limit} user account${limit === 1 ? '' : 's'}. Upgrade your plan to add more.`,
};

/** Null while one more is allowed; otherwise the message that names the limit. */
export function findLimitProblem(planId: string, kind: LimitKind, currentCount: number): string | null {
  const limit = limitFor(planId, kind);
  if (limit === null || currentCount < limit) return null;
  return LIMIT_TEXT[kind](limit, findPlan(planId)?.name ?? planId);
}
