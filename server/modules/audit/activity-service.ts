import { eq } from 'drizzle-orm';
import type { ActivityEvent, ActivityFilter, ActivityUsers } from '../../../core/audit/activity-schemas.ts';
import { AUDIT_ACTION_CODES } from '../../../core/audit/audit-actions.ts';
import { users } from '../../../db/schema/users.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { activityPageJsonStatement, activityParams, activityRowsStatement } from './activity-statements.ts';

/**
 * A page newest first with the filter's exact total, as the JSON text of an ActivityPage
 * (PostgreSQL builds it; see activityPageJsonStatement).
 */
export async function findActivityPageJson(
  deps: AppDeps,
  scope: RequestScope,
  filter: ActivityFilter,
  page: number,
  limit: number,
): Promise<string> {
  const params = activityParams(scope.clinicId, filter);
  const offset = (page - 1) * limit;
  const [row] = await activityPageJsonStatement(deps.db, filter, offset > 0).execute({ ...params, limit, offset });
  if (!row) throw new Error('the activity page statement returned no row');
  return row.json;
}

/** The filter's events newest first, for the CSV export. */
export async function findActivityEvents(
  deps: AppDeps,
  scope: RequestScope,
  filter: ActivityFilter,
  limit: number,
  offset: number,
): Promise<ActivityEvent[]> {
  const params = activityParams(scope.clinicId, filter);
  const rows = await activityRowsStatement(deps.db, filter).execute({ ...params, limit, offset });
  return rows.map(presentEvent);
}

type ActivityRow = Awaited<ReturnType<ReturnType<typeof activityRowsStatement>['execute']>>[number];

function presentEvent(row: ActivityRow): ActivityEvent {
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    outcome: row.outcome,
    entityType: row.entityType,
    entityId: row.entityId,
    recordLabel: row.recordLabel,
    ip: row.ip,
    user: row.userId
      ? { id: row.userId, name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(), email: row.email ?? '' }
      : null,
  };
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
    actions: AUDIT_ACTION_CODES,
  };
}
