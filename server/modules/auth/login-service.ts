import { eq, sql } from 'drizzle-orm';
import type { AuthUser, Login } from '../../../core/auth/login-schema.ts';
import type { TwoFactorChallengeResponse } from '../../../core/auth/security-schemas.ts';
import { AUTH_MESSAGES } from '../../../core/messages.ts';
import { users } from '../../../db/schema/users.ts';
import type { AppDeps } from '../../app-deps.ts';
import { tooManyRequests, unauthorized } from '../../lib/http-errors.ts';
import { type RequestMeta, recordAudit } from '../audit/record-audit.ts';
import { findSignInMembership } from '../team/membership-queries.ts';
import { startSecondStep } from '../two-factor/login-challenge.ts';
import { isLoginThrottled, LOGIN_FAILED_ACTION, LOGIN_FAILURE_WINDOW_MS, loginSubject } from './login-throttle.ts';
import { burnPasswordCheck, verifyPassword } from './passwords.ts';
import { presentUser } from './user-response.ts';

export async function findUserByEmail(deps: AppDeps, email: string) {
  const [user] = await deps.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return user;
}

/**
 * Unknown e-mail and wrong password give the same 401 body and take the same time. After
 * LOGIN_FAILURE_LIMIT failures for an address in the window, the answer is 429 before any
 * password is checked.
 */
export async function logIn(
  deps: AppDeps,
  input: Login,
  meta: RequestMeta,
): Promise<{ token: string; user: AuthUser } | { challenge: TwoFactorChallengeResponse }> {
  const now = deps.clock.now();
  const subject = loginSubject(input.email);
  if (await isLoginThrottled(deps.db, subject, now)) {
    await recordAudit(deps.db, { action: 'auth.login_throttled', outcome: 'denied', subject }, meta, now);
    throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts, LOGIN_FAILURE_WINDOW_MS / 1000);
  }
  const user = await findUserByEmail(deps, input.email);
  let valid = false;
  if (user) valid = await verifyPassword(user.password, input.password);
  else await burnPasswordCheck(input.password);
  if (!user || !valid) {
    await recordAudit(
      deps.db,
      { action: LOGIN_FAILED_ACTION, outcome: 'failure', subject, clinicId: user?.clinicId, actorUserId: user?.id },
      meta,
      now,
    );
    throw unauthorized(AUTH_MESSAGES.invalidCredentials, 'invalid_credentials');
  }
  const membership = await findSignInMembership(deps.db, user.id, user.clinicId);
  if (!membership) {
    await recordAudit(
      deps.db,
      { action: 'auth.login_deactivated', outcome: 'denied', subject, clinicId: user.clinicId, actorUserId: user.id },
      meta,
      now,
    );
    // Only someone holding the right password learns that the account exists but is off.
    throw unauthorized(AUTH_MESSAGES.accountDeactivated, 'account_deactivated');
  }
  // With two-factor, the password alone yields a challenge, never a session. The policy is that
  // of the centre the session will enter, which is not the home clinic once that membership ended.
  const challenge = await startSecondStep(deps, { ...user, clinicId: membership.clinicId, role: membership.role }, now);
  if (challenge) return { challenge };
  const token = await deps.sessions.create(deps.db, { id: user.id, clinicId: membership.clinicId }, now, meta);
  await recordAudit(
    deps.db,
    { action: 'auth.login', outcome: 'success', clinicId: membership.clinicId, actorUserId: user.id },
    meta,
    now,
  );
  return {
    token,
    user: presentUser({
      ...user,
      clinicId: membership.clinicId,
      role: membership.role,
      doctorId: membership.doctorId,
    }),
  };
}
