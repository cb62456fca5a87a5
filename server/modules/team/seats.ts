import { and, countDistinct, eq, gt, inArray, sql } from 'drizzle-orm';
import { findLimitProblem, limitFor } from '../../../core/subscriptions/plan-limits.ts';
import type { Database, Db, Tx } from '../../../db/client.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import { invitations, memberships } from '../../../db/schema/memberships.ts';
import { organisations } from '../../../db/schema/organisations.ts';
import { subscriptions } from '../../../db/schema/subscriptions.ts';
import { paymentRequired } from '../../lib/http-errors.ts';
import { organisationClinicIdsSql, subscriptionClinicSql } from '../centres/organisation-queries.ts';

/**
 * Every team write (invite, resend, accept, role change, deactivation, a new centre or a member
 * added to one) takes its organisation's row lock first, so seat counts, which span the
 * organisation's centres, and the last-admin rule are decided one writer at a time however many
 * requests arrive together, on however many servers.
 */
export async function lockClinicTeam(tx: Tx, clinicId: string): Promise<void> {
  await tx
    .select({ id: organisations.id })
    .from(organisations)
    .where(
      eq(organisations.id, sql`(select ${clinics.organisationId} from ${clinics} where ${clinics.id} = ${clinicId})`),
    )
    .for('update');
}

/**
 * Seats taken across the organisation (issue 15 §4, issue 18): each person with an active
 * membership in any of its centres once, however many centres they work at, plus invitations
 * still pending and unexpired.
 */
export async function countSeats(db: Db, clinicId: string, now: Date): Promise<number> {
  const centres = organisationClinicIdsSql(clinicId);
  const [members] = await db
    .select({ n: countDistinct(memberships.userId) })
    .from(memberships)
    .where(and(inArray(memberships.clinicId, centres), eq(memberships.active, true)));
  const [invited] = await db
    .select({ n: countDistinct(invitations.id) })
    .from(invitations)
    .where(
      and(inArray(invitations.clinicId, centres), eq(invitations.status, 'pending'), gt(invitations.expiresAt, now)),
    );
  return (members?.n ?? 0) + (invited?.n ?? 0);
}

/** The plan of the organisation's subscription (held by its primary centre). */
async function planOf(db: Db, clinicId: string): Promise<string | null> {
  const [row] = await db
    .select({ planId: subscriptions.planId })
    .from(subscriptions)
    .where(eq(subscriptions.clinicId, subscriptionClinicSql(clinicId)));
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
export async function assertSeatAvailable(tx: Tx, clinicId: string, now: Date): Promise<void> {
  const planId = (await planOf(tx, clinicId)) ?? 'trial';
  if (limitFor(planId, 'users') === null) return;
  const problem = findLimitProblem(planId, 'users', await countSeats(tx, clinicId, now));
  if (problem)
    throw paymentRequired(problem, { reason: 'plan_limit', limit: 'users', redirectTo: '/billing?tab=plans' });
}
