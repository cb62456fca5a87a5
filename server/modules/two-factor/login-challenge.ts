import { and, eq, gt, lte } from 'drizzle-orm';
import {
  isTwoFactorRequired,
  SECURITY_MESSAGES as M,
  type TwoFactorChallengeResponse,
  type TwoFactorLogin,
  type TwoFactorLoginResponse,
} from '../../../core/auth/security-schemas.ts';
import { PORTAL_NAME } from '../../../core/brand.ts';
import { AUTH_MESSAGES } from '../../../core/messages.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import { loginChallenges } from '../../../db/schema/two-factor.ts';
import { users } from '../../../db/schema/users.ts';
import type { AppDeps } from '../../app-deps.ts';
import { tooManyRequests, unauthorized } from '../../lib/http-errors.ts';
import { createOpaqueToken, hashToken } from '../../lib/tokens.ts';
import { type RequestMeta, recordAudit } from '../audit/record-audit.ts';
import {
  isLoginThrottled,
  LOGIN_FAILED_ACTION,
  LOGIN_FAILURE_WINDOW_MS,
  loginSubject,
} from '../auth/login-throttle.ts';
import { presentUser } from '../auth/user-response.ts';
import { findSignInMembership } from '../team/membership-queries.ts';
import { consumeRecoveryCode, looksLikeRecoveryCode, replaceRecoveryCodes } from './recovery-codes.ts';
import { createTotpSecret, otpauthUri } from './totp.ts';
import { acceptTotp } from './totp-store.ts';

/** Time to open the authenticator app (or, when enrolling, to set it up) after the password. */
export const LOGIN_CHALLENGE_VALIDITY_MS = 10 * 60 * 1000;

interface PasswordCheckedUser {
  id: string;
  /** The centre the session will start in: its policy decides. */
  clinicId: string;
  email: string;
  role: string;
  totpSecret: string | null;
}

/**
 * After a correct password: null when the user signs in with the password alone, otherwise the
 * second step the browser must complete. An enrolled user is asked a code; a user whose clinic
 * requires two-factor for their role and who has none is given a new key to enrol with first.
 */
export async function startSecondStep(
  deps: AppDeps,
  user: PasswordCheckedUser,
  now: Date,
): Promise<TwoFactorChallengeResponse | null> {
  let enrolSecret: string | null = null;
  if (!user.totpSecret) {
    const [clinic] = await deps.db
      .select({ requireTwoFactor: clinics.requireTwoFactor })
      .from(clinics)
      .where(eq(clinics.id, user.clinicId));
    if (!isTwoFactorRequired(user.role, clinic?.requireTwoFactor ?? false)) return null;
    enrolSecret = createTotpSecret();
  }
  const token = createOpaqueToken();
  // Old challenges of this user are of no use any more; dropping them keeps the table small.
  await deps.db.delete(loginChallenges).where(lte(loginChallenges.expiresAt, now));
  await deps.db.insert(loginChallenges).values({
    id: hashToken(token),
    userId: user.id,
    clinicId: user.clinicId,
    purpose: enrolSecret ? 'enrol' : 'verify',
    pendingSecret: enrolSecret ? deps.fieldCipher.encrypt(enrolSecret) : null,
    expiresAt: new Date(now.getTime() + LOGIN_CHALLENGE_VALIDITY_MS),
    createdAt: now,
  });
  if (!enrolSecret) return { message: M.codeNeeded, twoFactor: 'code', challengeToken: token };
  return {
    message: M.enrolRequired,
    twoFactor: 'enrol',
    challengeToken: token,
    secret: enrolSecret,
    otpauthUri: otpauthUri(enrolSecret, PORTAL_NAME, user.email),
  };
}

/**
 * The second step. Wrong codes count as failed sign-ins of the address (the same budget as wrong
 * passwords), so the 10-in-15-minutes throttle bounds guessing of codes too.
 */
export async function completeSecondStep(
  deps: AppDeps,
  input: TwoFactorLogin,
  meta: RequestMeta,
): Promise<TwoFactorLoginResponse> {
  const now = deps.clock.now();
  const challengeId = hashToken(input.challengeToken);
  const [row] = await deps.db
    .select({ challenge: loginChallenges, user: users })
    .from(loginChallenges)
    .innerJoin(users, eq(users.id, loginChallenges.userId))
    .where(and(eq(loginChallenges.id, challengeId), gt(loginChallenges.expiresAt, now)))
    .limit(1);
  if (!row) throw unauthorized(M.challengeExpired);
  const { challenge, user } = row;
  const subject = loginSubject(user.email);
  // The role is the membership's (issue 15); a member deactivated since the password step gets no session.
  const membership = await findSignInMembership(deps.db, user.id, user.clinicId);
  if (!membership) throw unauthorized(AUTH_MESSAGES.accountDeactivated, 'account_deactivated');
  if (await isLoginThrottled(deps.db, subject, now)) {
    await recordAudit(deps.db, { action: 'auth.login_throttled', outcome: 'denied', subject }, meta, now);
    throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts, LOGIN_FAILURE_WINDOW_MS / 1000);
  }

  let factor: 'totp' | 'recovery_code' | null = null;
  if (challenge.purpose === 'enrol') {
    const secret = deps.fieldCipher.decrypt(challenge.pendingSecret ?? '');
    if (await acceptTotp(deps.db, user, secret, input.code, now)) factor = 'totp';
  } else if (user.totpSecret) {
    const secret = deps.fieldCipher.decrypt(user.totpSecret);
    if (/^\d{6}$/.test(input.code)) {
      if (await acceptTotp(deps.db, user, secret, input.code, now)) factor = 'totp';
    } else if (looksLikeRecoveryCode(input.code) && (await consumeRecoveryCode(deps.db, user.id, input.code, now))) {
      factor = 'recovery_code';
    }
  }
  if (!factor) {
    await recordAudit(
      deps.db,
      {
        action: LOGIN_FAILED_ACTION,
        outcome: 'failure',
        subject,
        clinicId: user.clinicId,
        actorUserId: user.id,
        details: { step: 'two_factor' },
      },
      meta,
      now,
    );
    throw unauthorized(M.codeInvalid, 'invalid_code');
  }

  return deps.db.transaction(async (tx) => {
    // Deleting the challenge is what makes it single-use: a second completion finds nothing.
    const [burned] = await tx.delete(loginChallenges).where(eq(loginChallenges.id, challengeId)).returning();
    if (!burned) throw unauthorized(M.challengeExpired);
    let recoveryCodes: string[] | undefined;
    if (challenge.purpose === 'enrol') {
      await tx
        .update(users)
        .set({ totpSecret: challenge.pendingSecret, totpPendingSecret: null, updatedAt: now })
        .where(eq(users.id, user.id));
      recoveryCodes = await replaceRecoveryCodes(tx, user, now);
      await recordAudit(
        tx,
        { action: 'auth.two_factor_enabled', outcome: 'success', clinicId: user.clinicId, actorUserId: user.id },
        meta,
        now,
      );
    }
    if (factor === 'recovery_code') {
      await recordAudit(
        tx,
        { action: 'auth.recovery_code_used', outcome: 'success', clinicId: user.clinicId, actorUserId: user.id },
        meta,
        now,
      );
    }
    const token = await deps.sessions.create(tx, { id: user.id, clinicId: membership.clinicId }, now, meta);
    await recordAudit(
      tx,
      {
        action: 'auth.login',
        outcome: 'success',
        clinicId: user.clinicId,
        actorUserId: user.id,
        details: { factor: factor ?? 'totp' },
      },
      meta,
      now,
    );
    return {
      message: AUTH_MESSAGES.loginSuccessful,
      token,
      user: presentUser({
        ...user,
        clinicId: membership.clinicId,
        role: membership.role,
        doctorId: membership.doctorId,
      }),
      ...(recoveryCodes ? { recoveryCodes } : {}),
    };
  });
}
