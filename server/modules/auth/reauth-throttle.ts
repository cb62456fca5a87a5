import { and, count, eq, gt } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../../core/messages.ts';
import type { Database } from '../../../db/client.ts';
import { auditEvents } from '../../../db/schema/audit.ts';
import { users } from '../../../db/schema/users.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { badRequest, HttpError, tooManyRequests, unauthorized } from '../../lib/http-errors.ts';
import { hashToken } from '../../lib/tokens.ts';
import { type RequestMeta, recordAudit } from '../audit/record-audit.ts';
import { verifyPassword } from './passwords.ts';

export const REAUTH_FAILURE_LIMIT = 5;
export const REAUTH_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** Failures are counted per user (not per session), in the audit trail, by this subject. */
export function reauthSubject(userId: string): string {
  return hashToken(`reauth:${userId}`);
}

async function countFailures(db: Database, subject: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - REAUTH_FAILURE_WINDOW_MS);
  const [row] = await db
    .select({ failures: count() })
    .from(auditEvents)
    .where(and(eq(auditEvents.subject, subject), eq(auditEvents.outcome, 'failure'), gt(auditEvents.at, since)));
  return row?.failures ?? 0;
}

/**
 * Re-authentication (password change, e-mail change) with a stolen session must not become an
 * unlimited password oracle. Like sign-in, failures are counted per user in the database (so
 * across app servers): after REAUTH_FAILURE_LIMIT in the window the answer is 429 without a
 * check, and the failure that reaches the limit also ends the session making the guesses.
 * The user's row is locked while counting and checking, so concurrent guesses queue and the
 * count cannot be outrun by sending them in parallel. Throttled attempts are not failures, so
 * hammering cannot extend the lock past the window.
 */
export async function verifyCurrentPassword(
  deps: AppDeps,
  scope: RequestScope,
  password: string,
  action: 'auth.password_change' | 'auth.email_change',
  meta: RequestMeta,
): Promise<void> {
  const now = deps.clock.now();
  const subject = reauthSubject(scope.userId);
  const audit = { action, subject, clinicId: scope.clinicId, actorUserId: scope.userId };
  const outcome = await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ password: users.password })
      .from(users)
      // By id alone: the session may be in a centre other than the user's home one (issue 36).
      .where(eq(users.id, scope.userId))
      .for('update');
    if (!user) return 'no-user' as const;
    const failures = await countFailures(tx, subject, now);
    if (failures >= REAUTH_FAILURE_LIMIT) {
      await recordAudit(tx, { ...audit, outcome: 'denied' }, meta, now);
      return 'throttled' as const;
    }
    if (await verifyPassword(user.password, password)) return 'ok' as const;
    await recordAudit(tx, { ...audit, outcome: 'failure' }, meta, now);
    return failures + 1 >= REAUTH_FAILURE_LIMIT ? ('locked' as const) : ('wrong' as const);
  });
  if (outcome === 'ok') return;
  if (outcome === 'no-user') throw unauthorized();
  if (outcome === 'throttled')
    throw tooManyRequests(AUTH_MESSAGES.tooManyPasswordChecks, REAUTH_FAILURE_WINDOW_MS / 1000);
  if (outcome === 'locked') {
    await deps.sessions.revoke(scope.sid);
    throw new HttpError(401, AUTH_MESSAGES.signedOutAfterPasswordChecks);
  }
  throw badRequest(AUTH_MESSAGES.currentPasswordWrong, 'currentPassword');
}
