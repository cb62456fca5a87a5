import { and, count, eq, gt, sql } from 'drizzle-orm';
import { findLimitProblem, limitFor } from '../../../core/subscriptions/plan-limits.ts';
import type { Database } from '../../../db/client.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import { invitations, memberships } from '../../../db/schema/memberships.ts';
import { subscriptions } from '../../../db/schema/subscriptions.ts';
import { paymentRequired } from '../../lib/http-errors.ts';

/**
 * Every team write of a clinic (invite, resend, accept, role change, deactivation) takes its
 * clinic row lock first, so seat counts and the last-admin rule are decided one writer at a time
 * however many requests arrive together, on however many servers.
 */
export async function lockClinicTeam(tx: Database, clinicId: string): Promise<void> {
  await tx.select({ id: clinics.id }).from(clinics).where(eq(clinics.id, clinicId)).for('update');
}

/** Seats taken: active members plus invitations still pending and unexpired (issue 15 §4). */
export async function countSeats(db: Database, clinicId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({
      n: sql<number>`(${db
        .select({ n: count() })
        .from(memberships)
        .where(and(eq(memberships.clinicId, clinicId), eq(memberships.active, true)))}) + (${db
        .select({ n: count() })
        .from(invitations)
        .where(
          and(eq(invitations.clinicId, clinicId), eq(invitations.status, 'pending'), gt(invitations.expiresAt, now)),
        )})`.mapWith(Number),
    })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  return row?.n ?? 0;
}

async function planOf(db: Database, clinicId: string): Promise<string | null> {
  const [row] = await db
    .select({ planId: subscriptions.planId })
    .from(subscriptions)
    .where(eq(subscriptions.clinicId, clinicId));
  return row?.planId ?? null;
}

export async function seatLimit(db: Database, clinicId: string): Promise<number | null> {
  const planId = await planOf(db, clinicId);
  return planId === null ? 0 : limitFor(planId, 'users');
}

/**
 * 402 naming the plan and its seats when one more seat would exceed it. After a downgrade the
 * members already there keep working; only new seats are refused. Call with the team lock held.
 */
export async function assertSeatAvailable(tx: Database, clinicId: string, now: Date): Promise<void> {
  const planId = (await planOf(tx, clinicId)) ?? 'trial';
  if (limitFor(planId, 'users') === null) return;
  const problem = findLimitProblem(planId, 'users', await countSeats(tx, clinicId, now));
  if (problem)
    throw paymentRequired(problem, { reason: 'plan_limit', limit: 'users', redirectTo: '/billing?tab=plans' });
}
