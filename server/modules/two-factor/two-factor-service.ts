import { and, eq } from 'drizzle-orm';
import type { AuditAction } from '../../../core/audit/audit-actions.ts';
import {
  isTwoFactorRequired,
  SECURITY_MESSAGES as M,
  type RecoveryCodesResponse,
  type TwoFactorSetupResponse,
  type TwoFactorStatus,
} from '../../../core/auth/security-schemas.ts';
import { PORTAL_NAME } from '../../../core/brand.ts';
import { twoFactorRecoveryCodes } from '../../../db/schema/two-factor.ts';
import { users } from '../../../db/schema/users.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { badRequest, conflict, unauthorized } from '../../lib/http-errors.ts';
import { type RequestMeta, recordAudit } from '../audit/record-audit.ts';
import { CODE_MESSAGES, throttledReauthentication, verifyCurrentPassword } from '../auth/reauth-throttle.ts';
import { countRecoveryCodesLeft, replaceRecoveryCodes } from './recovery-codes.ts';
import { createTotpSecret, otpauthUri } from './totp.ts';
import { acceptTotp, loadTwoFactorUser } from './totp-store.ts';

async function load(deps: AppDeps, scope: RequestScope) {
  // The account is the person's, whichever centre the session is in (issue 36); the policy is the
  // centre's the session acts for, as at switch and sign-in (issue 28).
  const user = await loadTwoFactorUser(deps.db, scope.userId, scope.clinicId);
  if (!user) throw unauthorized();
  return user;
}

function audit(deps: AppDeps, scope: RequestScope, action: AuditAction, meta: RequestMeta, now: Date) {
  return recordAudit(
    deps.db,
    {
      action,
      outcome: 'success',
      clinicId: scope.clinicId,
      actorUserId: scope.userId,
      entityType: 'user',
      entityId: scope.userId,
    },
    meta,
    now,
  );
}

export async function twoFactorStatus(deps: AppDeps, scope: RequestScope): Promise<TwoFactorStatus> {
  const user = await load(deps, scope);
  return {
    enabled: user.totpSecret !== null,
    required: isTwoFactorRequired(user.role, user.clinicRequiresTwoFactor),
    recoveryCodesLeft: user.totpSecret ? await countRecoveryCodesLeft(deps.db, user.id) : 0,
  };
}

/** A new key waits (encrypted) until a code from the app proves it was entered correctly. */
export async function startTwoFactorSetup(deps: AppDeps, scope: RequestScope): Promise<TwoFactorSetupResponse> {
  const user = await load(deps, scope);
  if (user.totpSecret) throw conflict(M.alreadyEnrolled);
  const secret = createTotpSecret();
  await deps.db
    .update(users)
    .set({ totpPendingSecret: deps.fieldCipher.encrypt(secret) })
    .where(eq(users.id, user.id));
  return { secret, otpauthUri: otpauthUri(secret, PORTAL_NAME, user.email) };
}

export async function confirmTwoFactorSetup(
  deps: AppDeps,
  scope: RequestScope,
  code: string,
  meta: RequestMeta,
): Promise<RecoveryCodesResponse> {
  const now = deps.clock.now();
  const user = await load(deps, scope);
  if (user.totpSecret) throw conflict(M.alreadyEnrolled);
  if (!user.totpPendingSecret) throw badRequest(M.noPendingSetup);
  const secret = deps.fieldCipher.decrypt(user.totpPendingSecret);
  if (!(await acceptTotp(deps.db, user, secret, code, now))) throw badRequest(M.codeInvalid, 'code');
  const recoveryCodes = await deps.db.transaction(async (tx) => {
    // Only the key that was shown and confirmed becomes the secret, even if setup ran again meanwhile.
    const [enabled] = await tx
      .update(users)
      .set({ totpSecret: user.totpPendingSecret, totpPendingSecret: null, updatedAt: now })
      .where(and(eq(users.id, user.id), eq(users.totpPendingSecret, user.totpPendingSecret ?? '')))
      .returning({ id: users.id });
    if (!enabled) throw badRequest(M.noPendingSetup);
    return replaceRecoveryCodes(tx, user, now);
  });
  await audit(deps, scope, 'auth.two_factor_enabled', meta, now);
  return { recoveryCodes };
}

export async function disableTwoFactor(
  deps: AppDeps,
  scope: RequestScope,
  password: string,
  meta: RequestMeta,
): Promise<void> {
  const now = deps.clock.now();
  const user = await load(deps, scope);
  if (!user.totpSecret) throw badRequest(M.notEnrolled);
  if (isTwoFactorRequired(user.role, user.clinicRequiresTwoFactor)) throw conflict(M.requiredCannotDisable);
  // The same budget of guesses as every other re-authentication of this user (reauth-throttle.ts).
  await verifyCurrentPassword(deps, scope, password, 'auth.two_factor_disabled', meta, 'password');
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null, updatedAt: now })
      .where(eq(users.id, user.id));
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id));
  });
  await audit(deps, scope, 'auth.two_factor_disabled', meta, now);
}

/**
 * New recovery codes need a current code, so a left-open session alone cannot take them; the
 * code is guessed from the same budget as the password checks (reauth-throttle.ts).
 */
export async function regenerateRecoveryCodes(
  deps: AppDeps,
  scope: RequestScope,
  code: string,
  meta: RequestMeta,
): Promise<RecoveryCodesResponse> {
  const now = deps.clock.now();
  const user = await load(deps, scope);
  if (!user.totpSecret) throw badRequest(M.notEnrolled);
  await throttledReauthentication(
    deps,
    scope,
    {
      action: 'auth.recovery_codes_regenerated',
      // Through the transaction holding the row lock: acceptTotp records the step on that row.
      check: async (tx, locked, at) =>
        locked.totpSecret !== null && acceptTotp(tx, locked, deps.fieldCipher.decrypt(locked.totpSecret), code, at),
      wrong: () => badRequest(M.codeInvalid, 'code'),
      messages: CODE_MESSAGES,
    },
    meta,
  );
  const recoveryCodes = await deps.db.transaction((tx) => replaceRecoveryCodes(tx, user, now));
  await audit(deps, scope, 'auth.recovery_codes_regenerated', meta, now);
  return { recoveryCodes };
}
