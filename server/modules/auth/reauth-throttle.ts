import { and, count, eq, gt } from 'drizzle-orm';
import { SECURITY_MESSAGES } from '../../../core/auth/security-schemas.ts';
import { AUTH_MESSAGES } from '../../../core/messages.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { auditEvents } from '../../../db/schema/audit.ts';
import { users } from '../../../db/schema/users.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { badRequest, HttpError, tooManyRequests, unauthorized } from '../../lib/http-errors.ts';
import { hashToken } from '../../lib/tokens.ts';
import { type RequestMeta, recordAudit } from '../audit/record-audit.ts';
import { verifyPassword } from './passwords.ts';

export const REAUTH_FAILURE_LIMIT = 5;
export const REAUTH_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Every route that asks a signed-in user to prove who they are again (named as the audit trail
 * records their success; a failure is the same action with outcome failure). They share one budget:
 * a stolen session gets REAUTH_FAILURE_LIMIT guesses in the window in all, not that many per route.
 */
export type ReauthAction =
  | 'auth.password_change'
  | 'auth.email_change'
  | 'auth.two_factor_disabled'
  | 'auth.recovery_codes_regenerated';

/** Failures are counted per user (not per session, nor per route), in the audit trail, by this subject. */
export function reauthSubject(userId: string): string {
  return hashToken(`reauth:${userId}`);
}

async function countFailures(db: Db, subject: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - REAUTH_FAILURE_WINDOW_MS);
  const [row] = await db
    .select({ failures: count() })
    .from(auditEvents)
    .where(and(eq(auditEvents.subject, subject), eq(auditEvents.outcome, 'failure'), gt(auditEvents.at, since)));
  return row?.failures ?? 0;
}

/** The user's row as the checks need it, read under the lock. */
export interface ReauthUser {
  id: string;
  password: string;
  totpSecret: string | null;
  totpLastStep: number | null;
}

export interface ReauthCheck {
  action: ReauthAction;
  /** Whether the proof is right; runs inside the transaction holding the user's row lock. */
  check: (tx: Tx, user: ReauthUser, now: Date) => Promise<boolean>;
  /** The answer to a wrong proof (400 naming the field). */
  wrong: () => HttpError;
  /** What the 429 and the sign-out say: of passwords, or of passwords and codes. */
  messages: { throttled: string; signedOut: string };
}

/**
 * Re-authentication with a stolen session must not become an unlimited password or code oracle.
 * Like sign-in, failures are counted per user in the database (so across app servers): after
 * REAUTH_FAILURE_LIMIT in the window the answer is 429 without a check, and the failure that
 * reaches the limit also ends the session making the guesses. The user's row is locked while
 * counting and checking, so concurrent guesses queue and the count cannot be outrun by sending
 * them in parallel. Throttled attempts are not failures, so hammering cannot extend the lock
 * past the window.
 */
export async function throttledReauthentication(
  deps: AppDeps,
  scope: RequestScope,
  reauth: ReauthCheck,
  meta: RequestMeta,
): Promise<void> {
  const now = deps.clock.now();
  const subject = reauthSubject(scope.userId);
  const audit = { action: reauth.action, subject, clinicId: scope.clinicId, actorUserId: scope.userId };
  const outcome = await deps.db.transaction(async (tx) => {
    // By id alone: the session names the user; its current centre need not be their home clinic.
    const [user] = await tx
      .select({
        id: users.id,
        password: users.password,
        totpSecret: users.totpSecret,
        totpLastStep: users.totpLastStep,
      })
      .from(users)
      .where(eq(users.id, scope.userId))
      .for('update');
    if (!user) return 'no-user' as const;
    const failures = await countFailures(tx, subject, now);
    if (failures >= REAUTH_FAILURE_LIMIT) {
      await recordAudit(tx, { ...audit, outcome: 'denied' }, meta, now);
      return 'throttled' as const;
    }
    if (await reauth.check(tx, user, now)) return 'ok' as const;
    await recordAudit(tx, { ...audit, outcome: 'failure' }, meta, now);
    return failures + 1 >= REAUTH_FAILURE_LIMIT ? ('locked' as const) : ('wrong' as const);
  });
  if (outcome === 'ok') return;
  if (outcome === 'no-user') throw unauthorized();
  if (outcome === 'throttled') throw tooManyRequests(reauth.messages.throttled, REAUTH_FAILURE_WINDOW_MS / 1000);
  if (outcome === 'locked') {
    await deps.sessions.revoke(scope.sid);
    throw new HttpError(401, reauth.messages.signedOut);
  }
  throw reauth.wrong();
}

const PASSWORD_MESSAGES = {
  throttled: AUTH_MESSAGES.tooManyPasswordChecks,
  signedOut: AUTH_MESSAGES.signedOutAfterPasswordChecks,
};

/** The current password, under the shared throttle (password and e-mail change, turning two-factor off). */
export async function verifyCurrentPassword(
  deps: AppDeps,
  scope: RequestScope,
  password: string,
  action: Extract<ReauthAction, 'auth.password_change' | 'auth.email_change' | 'auth.two_factor_disabled'>,
  meta: RequestMeta,
  field: 'currentPassword' | 'password' = 'currentPassword',
): Promise<void> {
  await throttledReauthentication(
    deps,
    scope,
    {
      action,
      check: async (_tx, user) => verifyPassword(user.password, password),
      wrong: () => badRequest(AUTH_MESSAGES.currentPasswordWrong, field),
      messages: PASSWORD_MESSAGES,
    },
    meta,
  );
}

/** Codes and passwords are guessed from one budget, so the messages name both. */
export const CODE_MESSAGES = {
  throttled: SECURITY_MESSAGES.tooManyCodeChecks,
  signedOut: SECURITY_MESSAGES.signedOutAfterCodeChecks,
};
