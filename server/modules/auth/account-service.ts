import { and, eq } from 'drizzle-orm';
import type { ChangePassword, ProfileUpdate } from '../../../core/auth/account-schemas.ts';
import type { AuthUser } from '../../../core/auth/login-schema.ts';
import { AUTH_MESSAGES } from '../../../core/messages.ts';
import { users } from '../../../db/schema/users.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { badRequest, conflict, unauthorized } from '../../lib/http-errors.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { type RequestMeta, recordAudit } from '../audit/record-audit.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { presentUser } from './user-response.ts';

async function loadUser(deps: AppDeps, scope: RequestScope) {
  const [user] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.id, scope.userId), eq(users.clinicId, scope.clinicId)))
    .limit(1);
  if (!user) throw unauthorized();
  return user;
}

/** Names can change freely; the e-mail (the login identity) only with the current password. */
export async function updateProfile(
  deps: AppDeps,
  scope: RequestScope,
  input: ProfileUpdate,
  meta: RequestMeta,
): Promise<AuthUser> {
  const now = deps.clock.now();
  const user = await loadUser(deps, scope);
  const emailChanges = input.email !== user.email.toLowerCase();
  if (emailChanges) {
    if (!input.currentPassword) throw badRequest(AUTH_MESSAGES.currentPasswordRequired, 'currentPassword');
    if (!(await verifyPassword(user.password, input.currentPassword))) {
      await recordAudit(
        deps.db,
        { action: 'auth.email_change', outcome: 'failure', clinicId: scope.clinicId, actorUserId: scope.userId },
        meta,
        now,
      );
      throw badRequest(AUTH_MESSAGES.currentPasswordWrong, 'currentPassword');
    }
  }
  try {
    const [updated] = await deps.db
      .update(users)
      .set({ firstName: input.firstName, lastName: input.lastName, email: input.email, updatedAt: now })
      .where(and(eq(users.id, scope.userId), eq(users.clinicId, scope.clinicId)))
      .returning();
    if (!updated) throw unauthorized();
    await recordAudit(
      deps.db,
      {
        action: 'auth.profile_update',
        outcome: 'success',
        clinicId: scope.clinicId,
        actorUserId: scope.userId,
        details: { changedFields: emailChanges ? ['firstName', 'lastName', 'email'] : ['firstName', 'lastName'] },
      },
      meta,
      now,
    );
    return presentUser(updated);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(AUTH_MESSAGES.emailTaken);
    throw error;
  }
}

/** A password change ends every other session of the user; the current one stays signed in. */
export async function changePassword(
  deps: AppDeps,
  scope: RequestScope,
  input: ChangePassword,
  meta: RequestMeta,
): Promise<void> {
  const now = deps.clock.now();
  const user = await loadUser(deps, scope);
  if (!(await verifyPassword(user.password, input.currentPassword))) {
    await recordAudit(
      deps.db,
      { action: 'auth.password_change', outcome: 'failure', clinicId: scope.clinicId, actorUserId: scope.userId },
      meta,
      now,
    );
    throw badRequest(AUTH_MESSAGES.currentPasswordWrong, 'currentPassword');
  }
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ password: passwordHash, resetPasswordToken: null, resetPasswordExpires: null, updatedAt: now })
      .where(eq(users.id, user.id));
    await deps.sessions.revokeAllForUser(tx, user.id, scope.sid);
    await recordAudit(
      tx,
      { action: 'auth.password_change', outcome: 'success', clinicId: scope.clinicId, actorUserId: scope.userId },
      meta,
      now,
    );
  });
}
