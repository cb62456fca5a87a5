import { and, eq, gt } from 'drizzle-orm';
import { SECURITY_MESSAGES } from '../../../core/auth/security-schemas.ts';
import { PORTAL_NAME } from '../../../core/brand.ts';
import type { Database } from '../../../db/client.ts';
import { users } from '../../../db/schema/users.ts';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { createOpaqueToken, hashToken } from '../../lib/tokens.ts';
import { deliverNow, queueMessage } from '../../messages/outbox.ts';
import { type RequestMeta, recordAudit } from '../audit/record-audit.ts';

export const EMAIL_VERIFICATION_VALIDITY_MS = 48 * 60 * 60 * 1000;

/**
 * Issues a new single-use verification link (only its hash is stored; a newer link replaces an
 * older one) and mails it in the background. Signup calls it; so can any flow that creates a user
 * whose address is not yet proven. The e-mail is saved with the token (server/messages/outbox.ts). A flow whose user arrives through a link mailed to that address
 * (an accepted invitation) has proven it and can call markEmailVerified instead.
 */
export async function sendEmailVerification(
  deps: AppDeps,
  user: { id: string; email: string; firstName: string; clinicId?: string },
  meta: RequestMeta,
  onSendError: (error: unknown) => void,
): Promise<void> {
  const now = deps.clock.now();
  const token = createOpaqueToken();
  const link = `${deps.config.publicUrl}/verify-email?token=${token}`;
  const messageId = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({
        emailVerificationToken: hashToken(token),
        emailVerificationExpires: new Date(now.getTime() + EMAIL_VERIFICATION_VALIDITY_MS),
      })
      .where(and(eq(users.id, user.id), eq(users.isEmailVerified, false)))
      .returning({ clinicId: users.clinicId });
    if (!updated) return null;
    await recordAudit(
      tx,
      {
        action: 'auth.email_verification_sent',
        outcome: 'success',
        clinicId: updated.clinicId,
        actorUserId: user.id,
        entityType: 'user',
        entityId: user.id,
      },
      meta,
      now,
    );
    return queueMessage(deps, tx, {
      clinicId: updated.clinicId,
      kind: 'email_verification',
      to: user.email,
      subject: `${PORTAL_NAME}: verify your email address`,
      text:
        `Hello ${user.firstName},\n\nPlease confirm that this is your email address for ${PORTAL_NAME}.\n` +
        `Open this link within 48 hours:\n\n${link}\n\n` +
        'The link works once. If you did not create an account, ignore this e-mail.\n',
    });
  });
  if (messageId)
    deps.background.run('verification e-mail', () => deliverNow(deps, [messageId], onSendError).then(() => {}));
}

/** For flows that proved the address themselves (an invitation accepted from its e-mail). */
export async function markEmailVerified(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ isEmailVerified: true, emailVerificationToken: null, emailVerificationExpires: null })
    .where(eq(users.id, userId));
}

/** Consumes a link: the conditional update is the single-use guarantee. */
export async function verifyEmail(deps: AppDeps, token: string, meta: RequestMeta): Promise<void> {
  const now = deps.clock.now();
  const [user] = await deps.db
    .update(users)
    .set({ isEmailVerified: true, emailVerificationToken: null, emailVerificationExpires: null, updatedAt: now })
    .where(and(eq(users.emailVerificationToken, hashToken(token)), gt(users.emailVerificationExpires, now)))
    .returning({ id: users.id, clinicId: users.clinicId });
  if (!user) throw badRequest(SECURITY_MESSAGES.verifyLinkInvalid, 'token');
  deps.sessions.cache?.evictUser(user.id);
  await recordAudit(
    deps.db,
    {
      action: 'auth.email_verified',
      outcome: 'success',
      clinicId: user.clinicId,
      actorUserId: user.id,
      entityType: 'user',
      entityId: user.id,
    },
    meta,
    now,
  );
}
