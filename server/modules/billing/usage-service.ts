import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Usage } from '../../../core/billing/billing-schemas.ts';
import { findPlan } from '../../../core/plans/catalogue.ts';
import { findLimitProblem, type LimitKind, limitFor } from '../../../core/subscriptions/plan-limits.ts';
import type { Database, Db, Tx } from '../../../db/client.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import { patients } from '../../../db/schema/patients.ts';
import { reports } from '../../../db/schema/reports.ts';
import { subscriptions } from '../../../db/schema/subscriptions.ts';
import { megabytes, storedBytes } from '../../dicom/dicom-storage-usage.ts';
import { paymentRequired } from '../../lib/http-errors.ts';
import { organisationClinicIdsSql, subscriptionClinicSql } from '../centres/organisation-queries.ts';
import { countSeats } from '../team/seats.ts';

/** The first instant of the current month in the clinic's time zone ("this month" per DESIGN §5). */
export async function monthStartFor(db: Db, clinicId: string, now: Date): Promise<Date> {
  const [row] = await db
    .select({
      start: sql<string>`(date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${clinics.timeZone}) at time zone ${clinics.timeZone})::text`,
    })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  return new Date(row?.start ?? now);
}

/** Created since `since` in any centre of the clinic's organisation: plan limits span them all. */
async function countSince(
  db: Db,
  table: typeof patients | typeof reports,
  clinicId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(and(inArray(table.clinicId, organisationClinicIdsSql(clinicId)), gte(table.createdAt, since)));
  return row?.n ?? 0;
}

/** Seats in use across the organisation: active members and open invitations, as the team page counts them. */
async function countUsers(db: Db, clinicId: string, now = new Date()): Promise<number> {
  return countSeats(db, clinicId, now);
}

export async function getUsage(db: Database, clinicId: string, planId: string, now: Date): Promise<Usage> {
  const since = await monthStartFor(db, clinicId, now);
  const [patientsThisMonth, reportsThisMonth, userCount, storage] = await Promise.all([
    countSince(db, patients, clinicId, since),
    countSince(db, reports, clinicId, since),
    countUsers(db, clinicId, now),
    // Real bytes: the scanners' DICOM objects (issue 32).
    storedBytes(db, clinicId),
  ]);
  return {
    patientsThisMonth,
    reportsThisMonth,
    users: userCount,
    storageMb: megabytes(storage),
    limits: {
      patientsPerMonth: limitFor(planId, 'patientsPerMonth'),
      reportsPerMonth: limitFor(planId, 'reportsPerMonth'),
      users: limitFor(planId, 'users'),
      storageMb: findPlan(planId)?.storageLimitMb ?? 0,
    },
  };
}

/**
 * Refuses one more patient, report or user when the plan's limit is reached (402 naming the
 * limit), counting every centre of the clinic's organisation. Call it inside the transaction that
 * creates the row: it locks the organisation's subscription row first, so concurrent creations are counted one after another and exactly
 * the allowed number succeed.
 */
export async function assertWithinPlanLimit(
  tx: Tx,
  clinicId: string,
  kind: LimitKind,
  now: Date,
  /** The clinic's plan when the caller already read it in this transaction (null: none). */
  knownPlanId?: string | null,
): Promise<void> {
  // Read first without a lock: an unlimited plan (Enterprise) needs neither the count nor the
  // lock, which would otherwise queue every creation of a busy clinic behind the others.
  const planId =
    knownPlanId !== undefined
      ? knownPlanId
      : ((
          await tx
            .select({ planId: subscriptions.planId })
            .from(subscriptions)
            .where(eq(subscriptions.clinicId, subscriptionClinicSql(clinicId)))
        )[0]?.planId ?? null);
  if (planId === null || limitFor(planId, kind) === null) return;
  const [sub] = await tx
    .select({ planId: subscriptions.planId })
    .from(subscriptions)
    .where(eq(subscriptions.clinicId, subscriptionClinicSql(clinicId)))
    .for('update');
  if (!sub) return;
  const current =
    kind === 'users'
      ? await countUsers(tx, clinicId, now)
      : await countSince(
          tx,
          kind === 'patientsPerMonth' ? patients : reports,
          clinicId,
          await monthStartFor(tx, clinicId, now),
        );
  const problem = findLimitProblem(sub.planId, kind, current);
  if (problem) throw paymentRequired(problem, { reason: 'plan_limit', limit: kind });
}
