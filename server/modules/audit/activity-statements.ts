import { and, desc, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { ActivityFilter } from '../../../core/audit/activity-schemas.ts';
import { type Database, idAmong, prepareOnce } from '../../../db/client.ts';
import { auditEventCounts, auditEventMonthCounts, auditEvents } from '../../../db/schema/audit.ts';
import { users } from '../../../db/schema/users.ts';
import { recordLabelOf } from './activity-record-label.ts';
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
    parts.push(sql`(select coalesce(sum(${byDay.n}), 0) from ${byDay} where ${and(...dayCountsOf(shape), ...range)})`);
  }
  return sql<number>`(${sql.join(parts, sql` + `)})`.mapWith(Number);
}

/** The daily counts' rows of the filter's clinic, user and action (any day). */
function dayCountsOf(shape: Shape): SQL[] {
  const byDay = auditEventCounts;
  const where: SQL[] = [eq(byDay.clinicId, p('clinicId'))];
  if (shape.userId) where.push(eq(byDay.actorUserId, p('userId')));
  if (shape.action) where.push(eq(byDay.action, p('action')));
  return where;
}

function eventConditions(shape: Shape): SQL | undefined {
  const conditions: SQL[] = [eq(auditEvents.clinicId, p('clinicId'))];
  if (shape.userId) conditions.push(eq(auditEvents.actorUserId, p('userId')));
  if (shape.action) conditions.push(eq(auditEvents.action, p('action')));
  if (shape.from) conditions.push(gte(auditEvents.at, p('fromAt')));
  if (shape.to) conditions.push(lt(auditEvents.at, p('toAt')));
  return and(...conditions);
}

/** The ids of a page, newest first, from one of the (clinic[, actor | action], at, id) indexes alone. */
function pageIdsOf(shared: Database, shape: Shape) {
  return shared
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(eventConditions(shape))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(p('limit'))
    .offset(p('offset'));
}

/**
 * The ids of a page past the first. OFFSET alone walks every newer index entry (5,000 for page
 * 100, 500,000 deep in a big clinic's log); instead the daily counts are walked from the newest
 * day back (one index probe per day: its sum, then the next older day with events) until the
 * day holding the page's first event, and the index walk starts at the end of that India day,
 * skipping only the events of that day that come before the page. The counts are kept by the
 * same transaction as the events (a deferred trigger), so one statement sees them agree.
 */
function deepPageIds(shape: Shape): SQL {
  const byDay = auditEventCounts;
  const counts = and(...dayCountsOf(shape));
  const dayRange: SQL[] = [];
  if (shape.from) dayRange.push(sql` and ${byDay.day} >= ${p('fromDay')}`);
  if (shape.to) dayRange.push(sql` and ${byDay.day} <= ${p('toDay')}`);
  const inRange = sql.join(dayRange);
  const dayTotal = (day: SQL) =>
    sql`(select sum(${byDay.n}) from ${byDay} where ${counts} and ${byDay.day} = ${day})::bigint`;
  return sql`with recursive walk(day, before, n) as (
      select newest.day, 0::bigint, ${dayTotal(sql`newest.day`)}
      from (select max(${byDay.day}) as day from ${byDay} where ${counts}${inRange}) newest
      where newest.day is not null
      union all
      select older.day, walk.before + walk.n, ${dayTotal(sql`older.day`)}
      from walk cross join lateral (
        select max(${byDay.day}) as day from ${byDay} where ${counts} and ${byDay.day} < walk.day${inRange}) older
      where walk.before + walk.n <= ${p('offset')} and older.day is not null
    ), first_day as (select day, before from walk where before + n > ${p('offset')})
    select ${auditEvents.id} from ${auditEvents}
    where ${eventConditions(shape)}
      and ${auditEvents.at} < (select (day + 1)::timestamp at time zone 'Asia/Kolkata' from first_day)
    order by ${auditEvents.at} desc, ${auditEvents.id} desc
    limit ${p('limit')} offset (select ${p('offset')} - before from first_day)`;
}

/** Users of this clinic only: an actor id never reveals another clinic's user. */
const actorOfThisClinic = () => and(eq(users.id, auditEvents.actorUserId), eq(users.clinicId, p('clinicId')));

/**
 * The page endpoint's whole answer, `{ events, total }`, as JSON text built by PostgreSQL: the
 * server sends it as it comes. Parsing 50 rows of 12 columns, mapping, presenting and serializing
 * them again cost the server more than the query cost the database (the log is read at 1,000,000
 * events by many admins at once). Each event has ActivityEventSchema's shape exactly: `at` is
 * `Date.toISOString()`'s format (milliseconds, truncated like a JavaScript Date), `user.name` is
 * first and last name. A page past the last still carries the total (an aggregate's one row).
 */
export function activityPageJsonStatement(db: Database, filter: ActivityFilter, deep: boolean) {
  const { shape, key } = shapeOf(filter);
  const name = `activity_page_json_${key}${deep ? '_deep' : ''}`;
  return prepareOnce(
    db,
    name,
    (shared) => {
      const event = sql<unknown>`json_build_object(
        'id', ${auditEvents.id},
        'at', to_char(${auditEvents.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'action', ${auditEvents.action},
        'outcome', ${auditEvents.outcome},
        'entityType', ${auditEvents.entityType},
        'entityId', ${auditEvents.entityId},
        'recordLabel', ${recordLabelOf()},
        'ip', ${auditEvents.ip},
        'user', case when ${users.id} is null then null else json_build_object(
          'id', ${users.id},
          'name', btrim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')),
          'email', coalesce(${users.email}, '')) end)`;
      const page = shared
        .select({ at: auditEvents.at, id: auditEvents.id, event: event.as('event') })
        .from(auditEvents)
        .leftJoin(users, actorOfThisClinic())
        .where(
          and(
            eq(auditEvents.clinicId, p('clinicId')),
            idAmong(auditEvents.id, deep ? deepPageIds(shape) : pageIdsOf(shared, shape)),
          ),
        )
        .as('page');
      return shared
        .select({
          json: sql<string>`json_build_object(
            'events', coalesce(json_agg(${page.event} order by ${page.at} desc, ${page.id} desc), '[]'::json),
            'total', ${totalOf(shape)})::text`,
        })
        .from(page)
        .prepare(name);
    },
    { genericPlan: true },
  );
}

/** The filter's events newest first, as rows (for the CSV export): only the page's rows are read. */
export function activityRowsStatement(db: Database, filter: ActivityFilter) {
  const { shape, key } = shapeOf(filter);
  const name = `activity_rows_${key}`;
  return prepareOnce(
    db,
    name,
    (shared) => {
      const pageIds = pageIdsOf(shared, shape);
      return shared
        .select({
          id: auditEvents.id,
          at: auditEvents.at,
          action: auditEvents.action,
          outcome: auditEvents.outcome,
          entityType: auditEvents.entityType,
          entityId: auditEvents.entityId,
          recordLabel: recordLabelOf(),
          ip: auditEvents.ip,
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(auditEvents)
        .leftJoin(users, actorOfThisClinic())
        .where(and(eq(auditEvents.clinicId, p('clinicId')), idAmong(auditEvents.id, pageIds)))
        .orderBy(desc(auditEvents.at), desc(auditEvents.id))
        .prepare(name);
    },
    { genericPlan: true },
  );
}
