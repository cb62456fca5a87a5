import { and, desc, eq, gte, inArray, lt, lte, type SQL, sql, sum } from 'drizzle-orm';
import type {
  ActivityEvent,
  ActivityFilter,
  ActivityPage,
  ActivityUsers,
} from '../../../core/audit/activity-schemas.ts';
import { ACTIVITY_ACTION_LABELS } from '../../../core/audit/activity-schemas.ts';
import { auditEventCounts, auditEvents } from '../../../db/schema/audit.ts';
import { users } from '../../../db/schema/users.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';

/** India has no daylight saving, so an India date starts at a fixed offset from UTC. */
function indiaMidnight(day: string, plusDays = 0): Date {
  const start = new Date(`${day}T00:00:00+05:30`);
  return new Date(start.getTime() + plusDays * 24 * 60 * 60 * 1000);
}

function eventConditions(clinicId: string, filter: ActivityFilter): SQL[] {
  const conditions: SQL[] = [eq(auditEvents.clinicId, clinicId)];
  if (filter.userId) conditions.push(eq(auditEvents.actorUserId, filter.userId));
  if (filter.action) conditions.push(eq(auditEvents.action, filter.action));
  if (filter.from) conditions.push(gte(auditEvents.at, indiaMidnight(filter.from)));
  if (filter.to) conditions.push(lt(auditEvents.at, indiaMidnight(filter.to, 1)));
  return conditions;
}

/**
 * A page newest first. The page's ids come from one of the (clinic[, actor | action], at, id)
 * indexes alone, walked backwards, and only those rows are read; the total is summed from the
 * per-day counts (audit_event_counts, kept by a trigger), never counted over the events.
 */
export async function findActivityPage(
  deps: AppDeps,
  scope: RequestScope,
  filter: ActivityFilter,
  page: number,
  limit: number,
): Promise<ActivityPage> {
  const [events, total] = await Promise.all([
    findActivityEvents(deps, scope, filter, limit, (page - 1) * limit),
    countActivity(deps, scope, filter),
  ]);
  return { events, total };
}

export async function findActivityEvents(
  deps: AppDeps,
  scope: RequestScope,
  filter: ActivityFilter,
  limit: number,
  offset: number,
): Promise<ActivityEvent[]> {
  const pageIds = deps.db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(and(...eventConditions(scope.clinicId, filter)))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(limit)
    .offset(offset);
  const rows = await deps.db
    .select({
      id: auditEvents.id,
      at: auditEvents.at,
      action: auditEvents.action,
      outcome: auditEvents.outcome,
      entityType: auditEvents.entityType,
      entityId: auditEvents.entityId,
      ip: auditEvents.ip,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(auditEvents)
    // Users of this clinic only: an actor id never reveals another clinic's user.
    .leftJoin(users, and(eq(users.id, auditEvents.actorUserId), eq(users.clinicId, scope.clinicId)))
    .where(and(eq(auditEvents.clinicId, scope.clinicId), inArray(auditEvents.id, pageIds)))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id));
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    outcome: row.outcome,
    entityType: row.entityType,
    entityId: row.entityId,
    ip: row.ip,
    user: row.userId
      ? { id: row.userId, name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(), email: row.email ?? '' }
      : null,
  }));
}

async function countActivity(deps: AppDeps, scope: RequestScope, filter: ActivityFilter): Promise<number> {
  const conditions: SQL[] = [eq(auditEventCounts.clinicId, scope.clinicId)];
  if (filter.userId) conditions.push(eq(auditEventCounts.actorUserId, filter.userId));
  if (filter.action) conditions.push(eq(auditEventCounts.action, filter.action));
  if (filter.from) conditions.push(gte(auditEventCounts.day, filter.from));
  if (filter.to) conditions.push(lte(auditEventCounts.day, filter.to));
  const [row] = await deps.db
    .select({ total: sql<string | null>`${sum(auditEventCounts.n)}` })
    .from(auditEventCounts)
    .where(and(...conditions));
  return Number(row?.total ?? 0);
}

/** What the filters offer: the clinic's users and the actions the app records. */
export async function activityFilterChoices(deps: AppDeps, scope: RequestScope): Promise<ActivityUsers> {
  const rows = await deps.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.clinicId, scope.clinicId))
    .orderBy(users.firstName, users.lastName);
  return {
    users: rows.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}`, email: row.email })),
    actions: Object.keys(ACTIVITY_ACTION_LABELS).sort(),
  };
}
