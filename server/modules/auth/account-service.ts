import { eq } from 'drizzle-orm';
import type { ChangePassword, ProfileUpdate } from '../../../core/auth/account-schemas.ts';
import type { AuthUser } from '../../../core/auth/login-schema.ts';
import type { AppLocale } from '../../../core/i18n/locales.ts';
import { AUTH_MESSAGES } from '../../../core/messages.ts';
import { users } from '../../../db/schema/users.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { badRequest, conflict, unauthorized } from '../../lib/http-errors.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { type RequestMeta, recordAudit, recordMemberAction } from '../audit/record-audit.ts';
import { sendEmailVerification } from './email-verification.ts';
import { hashPassword } from './passwords.ts';
import { verifyCurrentPassword } from './reauth-throttle.ts';
import { presentUser } from './user-response.ts';

/**
 * The account is the person's, not the centre's: users.clinic_id is her home centre, while the
 * session may be in any centre of the organisation (issue 36), so the user is found by id alone.
 * The id comes from the session, which the authenticate plugin has already checked.
 */
async function loadUser(deps: AppDeps, scope: RequestScope) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, scope.userId)).limit(1);
  if (!user) throw unauthorized();
  return user;
}

/** Names can change freely; the e-mail (the login identity) only with the current password. */
export async function updateProfile(
  deps: AppDeps,
  scope: RequestScope,
  input: ProfileUpdate,
  meta: RequestMeta,
  /** The session's membership in this clinic (users carry no role; memberships do). */
  member: { role: string; doctorId: string | null },
  onSendError: (error: unknown) => void = () => {},
): Promise<AuthUser> {
  const now = deps.clock.now();
  const user = await loadUser(deps, scope);
  const emailChanges = input.email !== user.email.toLowerCase();
  if (emailChanges) {
    if (!input.currentPassword) throw badRequest(AUTH_MESSAGES.currentPasswordRequired, 'currentPassword');
    await verifyCurrentPassword(deps, scope, input.currentPassword, 'auth.email_change', meta);
  }
  try {
    const [updated] = await deps.db
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        // A new address is unproven until its own link is opened.
        ...(emailChanges ? { isEmailVerified: false } : {}),
        updatedAt: now,
      })
      .where(eq(users.id, scope.userId))
      .returning();
    if (!updated) throw unauthorized();
    await recordMemberAction(
      deps.db,
      scope,
      {
        action: 'auth.profile_update',
        details: { changedFields: emailChanges ? ['firstName', 'lastName', 'email'] : ['firstName', 'lastName'] },
      },
      meta,
      now,
    );
    if (emailChanges) await sendEmailVerification(deps, updated, meta, onSendError);
    return presentUser({ ...updated, role: member.role, doctorId: member.doctorId });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(AUTH_MESSAGES.emailTaken);
    throw error;
  }
}

/** The person's language follows her to every device (issue 34); a preference, so not audited. */
export async function updateLanguage(
  deps: AppDeps,
  scope: RequestScope,
  language: AppLocale,
  member: { role: string; doctorId: string | null },
): Promise<AuthUser> {
  const [updated] = await deps.db
    .update(users)
    .set({ language, updatedAt: deps.clock.now() })
    .where(eq(users.id, scope.userId))
    .returning();
  if (!updated) throw unauthorized();
  return presentUser({ ...updated, role: member.role, doctorId: member.doctorId });
}

/**
 * A password change ends every other session of the user; the current one stays signed in.
 * The current password is checked under the re-authentication throttle (reauth-throttle.ts).
 */
export async function changePassword(
  deps: AppDeps,
  scope: RequestScope,
  input: ChangePassword,
  meta: RequestMeta,
): Promise<void> {
  const now = deps.clock.now();
  const user = await loadUser(deps, scope);
  await verifyCurrentPassword(deps, scope, input.currentPassword, 'auth.password_change', meta);
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
