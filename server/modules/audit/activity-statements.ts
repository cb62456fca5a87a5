import { and, desc, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { ActivityFilter } from '../../../core/audit/activity-schemas.ts';
import { type Database, idAmong, prepareOnce } from '../../../db/client.ts';
import { auditEventCounts, auditEventMonthCounts, auditEvents } from '../../../db/schema/audit.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import { users } from '../../../db/schema/users.ts';
import { wholeMonthsWithin } from './whole-months.ts';

/**
 * The activity log's statements, prepared once per shape of filter (which filters are set, and
 * whether the date range holds whole months at each end), so a page skips Drizzle's query
 * building and PostgreSQL's planning. Every value is a placeholder; `activityParams` fills them.
 */
interface Shape {
  userId: boolean;
  action: boolean;
  from: boolean;
  to: boolean;
  /** null: no whole month in the range; else which ends of the months are bounded. */
  months: { from: boolean; until: boolean } | null;
}

const p = (name: string) => sql.placeholder(name);

/** India has no daylight saving, so an India date starts at a fixed offset from UTC. */
function indiaMidnight(day: string, plusDays = 0): string {
  const start = new Date(`${day}T00:00:00+05:30`);
  return new Date(start.getTime() + plusDays * 24 * 60 * 60 * 1000).toISOString();
}

function shapeOf(filter: ActivityFilter): { shape: Shape; key: string } {
  const months = wholeMonthsWithin(filter.from, filter.to);
  const shape: Shape = {
    userId: !!filter.userId,
    action: !!filter.action,
    from: !!filter.from,
    to: !!filter.to,
    months: months ? { from: months.from !== null, until: months.until !== null } : null,
  };
  const bit = (b: boolean) => (b ? '1' : '0');
  const monthsKey = shape.months ? `${bit(shape.months.from)}${bit(shape.months.until)}` : 'n';
  return { shape, key: `${bit(shape.userId)}${bit(shape.action)}${bit(shape.from)}${bit(shape.to)}${monthsKey}` };
}

/** The values for every placeholder a shape may use (unused ones are ignored). */
export function activityParams(clinicId: string, filter: ActivityFilter) {
  const months = wholeMonthsWithin(filter.from, filter.to);
  return {
    clinicId,
    userId: filter.userId ?? null,
    action: filter.action ?? null,
    fromAt: filter.from ? indiaMidnight(filter.from) : null,
    toAt: filter.to ? indiaMidnight(filter.to, 1) : null,
    fromDay: filter.from ?? null,
    toDay: filter.to ?? null,
    monthFrom: months?.from ?? null,
    monthUntil: months?.until ?? null,
  };
}

/** The number of events the filter matches: whole months from the month counts, the rest by day. */
function totalOf(shape: Shape): SQL<number> {
  const byMonth = auditEventMonthCounts;
  const byDay = auditEventCounts;
  const parts: SQL[] = [];
  if (shape.months) {
    const where: SQL[] = [eq(byMonth.clinicId, p('clinicId'))];
    if (shape.userId) where.push(eq(byMonth.actorUserId, p('userId')));
    if (shape.action) where.push(eq(byMonth.action, p('action')));
    if (shape.months.from) where.push(gte(byMonth.month, p('monthFrom')));
    if (shape.months.until) where.push(lt(byMonth.month, p('monthUntil')));
    parts.push(sql`(select coalesce(sum(${byMonth.n}), 0) from ${byMonth} where ${and(...where)})`);
  }
  // The days outside the whole months, each edge its own range (all the days when there are none).
  const dayRanges: SQL[][] = [];
  if (!shape.months) {
    const range: SQL[] = [];
    if (shape.from) range.push(gte(byDay.day, p('fromDay')));
    if (shape.to) range.push(lte(byDay.day, p('toDay')));
    dayRanges.push(range);
  } else {
    if (shape.months.from) dayRanges.push([gte(byDay.day, p('fromDay')), lt(byDay.day, p('monthFrom'))]);
    if (shape.months.until) dayRanges.push([gte(byDay.day, p('monthUntil')), lte(byDay.day, p('toDay'))]);
  }
  for (const range of dayRanges) {
    const where: SQL[] = [eq(byDay.clinicId, p('clinicId')), ...range];
    if (shape.userId) where.push(eq(byDay.actorUserId, p('userId')));
    if (shape.action) where.push(eq(byDay.action, p('action')));
    parts.push(sql`(select coalesce(sum(${byDay.n}), 0) from ${byDay} where ${and(...where)})`);
  }
  return sql<number>`(${sql.join(parts, sql` + `)})`.mapWith(Number);
}

function eventConditions(shape: Shape): SQL | undefined {
  const conditions: SQL[] = [eq(auditEvents.clinicId, p('clinicId'))];
  if (shape.userId) conditions.push(eq(auditEvents.actorUserId, p('userId')));
  if (shape.action) conditions.push(eq(auditEvents.action, p('action')));
  if (shape.from) conditions.push(gte(auditEvents.at, p('fromAt')));
  if (shape.to) conditions.push(lt(auditEvents.at, p('toAt')));
  return and(...conditions);
}

/**
 * A page of events newest first with the filter's total on every row. The page's ids come from
 * one of the (clinic[, actor | action], at, id) indexes alone, walked backwards, and only those
 * rows are read; the total is a scalar subquery, evaluated once per statement.
 */
export function activityPageStatement(db: Database, filter: ActivityFilter) {
  const { shape, key } = shapeOf(filter);
  const name = `activity_page_${key}`;
  return prepareOnce(
    db,
    name,
    (shared) => {
      const pageIds = shared
        .select({ id: auditEvents.id })
        .from(auditEvents)
        .where(eventConditions(shape))
        .orderBy(desc(auditEvents.at), desc(auditEvents.id))
        .limit(p('limit'))
        .offset(p('offset'));
      return (
        shared
          .select({
            total: totalOf(shape),
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
          .leftJoin(users, and(eq(users.id, auditEvents.actorUserId), eq(users.clinicId, p('clinicId'))))
          .where(and(eq(auditEvents.clinicId, p('clinicId')), idAmong(auditEvents.id, pageIds)))
          .orderBy(desc(auditEvents.at), desc(auditEvents.id))
          .prepare(name)
      );
    },
    { genericPlan: true },
  );
}

/** The total alone, for a page past the last (which has no row to carry it). */
export function activityTotalStatement(db: Database, filter: ActivityFilter) {
  const { shape, key } = shapeOf(filter);
  const name = `activity_total_${key}`;
  return prepareOnce(
    db,
    name,
    (shared) =>
      shared
        .select({ total: totalOf(shape) })
        .from(clinics)
        .where(eq(clinics.id, p('clinicId')))
        .prepare(name),
    { genericPlan: true },
  );
}
