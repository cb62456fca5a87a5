import { and, desc, eq, gt } from 'drizzle-orm';
import { SECURITY_MESSAGES, type SessionInfo } from '../../../core/auth/security-schemas.ts';
import { sessions } from '../../../db/schema/users.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { notFound } from '../../lib/http-errors.ts';
import { hashToken } from '../../lib/tokens.ts';
import { type RequestMeta, recordAudit, recordMemberAction } from '../audit/record-audit.ts';

/** The id a browser sees: derived from the sid, so the list never carries the lookup key itself. */
function publicSessionId(sid: string): string {
  return hashToken(`session-id:${sid}`).slice(0, 32);
}

async function liveSessions(deps: AppDeps, scope: RequestScope, now: Date) {
  return deps.db
    .select({
      sid: sessions.sid,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(
      // Every centre: a session's clinic is where it currently is, and the list is the person's.
      and(eq(sessions.userId, scope.userId), gt(sessions.expire, now), gt(sessions.absoluteExpire, now)),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

export async function listSessions(deps: AppDeps, scope: RequestScope): Promise<SessionInfo[]> {
  const rows = await liveSessions(deps, scope, deps.clock.now());
  return rows.map((row) => ({
    id: publicSessionId(row.sid),
    userAgent: row.userAgent,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: (row.lastSeenAt ?? row.createdAt).toISOString(),
    current: row.sid === scope.sid,
  }));
}

/** Signs one of the user's own sessions out; any other id (another user's) is simply not found. */
export async function revokeSession(deps: AppDeps, scope: RequestScope, id: string, meta: RequestMeta): Promise<void> {
  const now = deps.clock.now();
  const target = (await liveSessions(deps, scope, now)).find((row) => publicSessionId(row.sid) === id);
  if (!target) throw notFound(SECURITY_MESSAGES.sessionNotFound);
  await deps.sessions.revoke(target.sid);
  await recordAudit(
    deps.db,
    { action: 'auth.session_revoked', outcome: 'success', clinicId: scope.clinicId, actorUserId: scope.userId },
    meta,
    now,
  );
}

export async function revokeOtherSessions(deps: AppDeps, scope: RequestScope, meta: RequestMeta): Promise<number> {
  const now = deps.clock.now();
  const others = (await liveSessions(deps, scope, now)).filter((row) => row.sid !== scope.sid).length;
  await deps.sessions.revokeAllForUser(deps.db, scope.userId, scope.sid);
  await recordMemberAction(deps.db, scope, { action: 'auth.sessions_revoked', details: { count: others } }, meta, now);
  return others;
}
