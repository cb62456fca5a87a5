import { and, eq, gt } from 'drizzle-orm';
import { PORTAL_NAME } from '../../../core/brand.ts';
import { AUTH_MESSAGES } from '../../../core/messages.ts';
import { users } from '../../../db/schema/users.ts';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { createOpaqueToken, hashToken } from '../../lib/tokens.ts';
import { deliverNow, queueMessage } from '../../messages/outbox.ts';
import { type RequestMeta, recordAudit } from '../audit/record-audit.ts';
import { findUserByEmail } from './login-service.ts';
import { hashPassword } from './passwords.ts';

export const RESET_LINK_VALIDITY_MS = 60 * 60 * 1000;

/**
 * Always answers the same way, in the same time, whether or not the address has an account: the
 * request only schedules the work. The lookup, the token write, the audit row and the e-mail
 * run after the response (deps.background), so neither the status, the body nor the time can
 * tell a known address from an unknown one.
 */
export function requestPasswordReset(deps: AppDeps, email: string, meta: RequestMeta): void {
  const now = deps.clock.now();
  deps.background.run('password reset request', () => sendResetLink(deps, email, meta, now));
}

async function sendResetLink(deps: AppDeps, email: string, meta: RequestMeta, now: Date): Promise<void> {
  const user = await findUserByEmail(deps, email);
  if (!user) return;
  const token = createOpaqueToken();
  const link = `${deps.config.publicUrl}/reset-password?token=${token}`;
  // The token, its audit row and the e-mail with the link are saved together (the outbox).
  const messageId = await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        resetPasswordToken: hashToken(token),
        resetPasswordExpires: new Date(now.getTime() + RESET_LINK_VALIDITY_MS),
      })
      .where(eq(users.id, user.id));
    await recordAudit(
      tx,
      { action: 'auth.password_reset_requested', outcome: 'success', clinicId: user.clinicId, actorUserId: user.id },
      meta,
      now,
    );
    return queueMessage(deps, tx, {
      clinicId: user.clinicId,
      kind: 'password_reset',
      to: user.email,
      subject: `${PORTAL_NAME}: reset your password`,
      text:
        `Hello ${user.firstName},\n\nSomeone (hopefully you) asked to reset the password of your ${PORTAL_NAME} account.\n` +
        `Open this link within one hour to choose a new password:\n\n${link}\n\n` +
        'The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.\n',
    });
  });
  await deliverNow(deps, [messageId]);
}

/** Sets the new password, burns the token and signs the user out everywhere. */
export async function resetPassword(
  deps: AppDeps,
  token: string,
  newPassword: string,
  meta: RequestMeta,
): Promise<void> {
  const now = deps.clock.now();
  const tokenHash = hashToken(token);
  const passwordHash = await hashPassword(newPassword);
  const done = await deps.db.transaction(async (tx) => {
    // The conditional update is the single-use guarantee: two concurrent resets cannot both match.
    const [user] = await tx
      .update(users)
      .set({ password: passwordHash, resetPasswordToken: null, resetPasswordExpires: null, updatedAt: now })
      .where(and(eq(users.resetPasswordToken, tokenHash), gt(users.resetPasswordExpires, now)))
      .returning({ id: users.id, clinicId: users.clinicId });
    if (!user) return false;
    await deps.sessions.revokeAllForUser(tx, user.id);
    await recordAudit(
      tx,
      { action: 'auth.password_reset', outcome: 'success', clinicId: user.clinicId, actorUserId: user.id },
      meta,
      now,
    );
    return true;
  });
  if (!done) throw badRequest(AUTH_MESSAGES.resetLinkInvalid, 'token');
}
