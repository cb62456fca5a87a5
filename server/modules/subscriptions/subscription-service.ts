import { and, asc, eq, isNull } from 'drizzle-orm';
import { BILLING_MESSAGES } from '../../../core/messages.ts';
import { TRIAL_DAYS } from '../../../core/plans/catalogue.ts';
import type { ActiveSubscription, Plan } from '../../../core/subscriptions/subscription-schemas.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import { subscriptionPlans, subscriptions } from '../../../db/schema/subscriptions.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { type RequestMeta, recordMemberAction } from '../audit/record-audit.ts';
import { getUsage } from '../billing/usage-service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function listPlans(deps: AppDeps): Promise<Plan[]> {
  const rows = await deps.db
    .select()
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.isActive, true))
    .orderBy(asc(subscriptionPlans.sortOrder));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    price: Number(row.price),
    currency: row.currency,
    billingCycle: row.billingCycle,
    features: row.features,
    maxUsers: row.maxUsers,
    maxPatients: row.maxPatients,
    maxReports: row.maxReports,
    storageLimit: row.storageLimit,
    mostPopular: row.id === 'professional',
  }));
}

export async function getActiveSubscription(deps: AppDeps, scope: RequestScope): Promise<ActiveSubscription> {
  const [row] = await deps.db
    .select({ sub: subscriptions, planName: subscriptionPlans.name })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(eq(subscriptions.clinicId, scope.clinicId))
    .limit(1);
  if (!row) throw notFound(BILLING_MESSAGES.noSubscription);
  const { sub } = row;
  return {
    id: sub.id,
    status: sub.status,
    planId: sub.planId,
    planName: row.planName,
    startDate: sub.startDate?.toISOString() ?? null,
    endDate: sub.endDate?.toISOString() ?? null,
    trialEndDate: sub.trialEndDate?.toISOString() ?? null,
    usage: await getUsage(deps.db, scope.clinicId, sub.planId, deps.clock.now()),
  };
}

/**
 * Starts the 5-day trial. The conditional update (only while no trial was ever started) makes
 * it once per clinic, ever, also under concurrent calls.
 */
export async function activateTrial(
  deps: AppDeps,
  scope: RequestScope,
  meta: RequestMeta,
): Promise<ActiveSubscription> {
  const now = deps.clock.now();
  const end = new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
  const started = await deps.db.transaction(async (tx) => {
    const [sub] = await tx
      .update(subscriptions)
      .set({
        planId: 'trial',
        status: 'trial',
        startDate: now,
        endDate: end,
        trialEndDate: end,
        currentPeriodStart: now,
        currentPeriodEnd: end,
        amount: '0',
        updatedAt: now,
      })
      .where(and(eq(subscriptions.clinicId, scope.clinicId), isNull(subscriptions.trialEndDate)))
      .returning({ id: subscriptions.id });
    if (!sub) return false;
    await tx
      .update(clinics)
      .set({
        subscriptionPlan: 'trial',
        subscriptionStatus: 'trial',
        subscriptionStartDate: now,
        subscriptionEndDate: end,
        monthlyReportsLimit: 10,
        maxUsers: 1,
        updatedAt: now,
      })
      .where(eq(clinics.id, scope.clinicId));
    await recordMemberAction(tx, scope, { action: 'subscription.trial_activated' }, meta, now);
    return true;
  });
  if (!started) throw conflict(BILLING_MESSAGES.trialUsed);
  return getActiveSubscription(deps, scope);
}
