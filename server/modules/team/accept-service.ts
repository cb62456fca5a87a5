import { and, eq, gt } from 'drizzle-orm';
import type { AuthUser } from '../../../core/auth/login-schema.ts';
import { type InvitationAccept, TEAM_MESSAGES as M } from '../../../core/team/team-schemas.ts';
import { invitations, memberships } from '../../../db/schema/memberships.ts';
import { users } from '../../../db/schema/users.ts';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest, conflict } from '../../lib/http-errors.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { hashToken } from '../../lib/tokens.ts';
import { type RequestMeta, recordAudit } from '../audit/record-audit.ts';
import { hashPassword } from '../auth/passwords.ts';
import { presentUser } from '../auth/user-response.ts';
import { emailHasAccount } from './invitation-service.ts';
import { lockClinicTeam } from './seats.ts';

/**
 * Turns an open invitation into a login and its membership, then signs the new member in. The
 * invitation row is claimed under its clinic's team lock, so a link works exactly once.
 */
export async function acceptInvitation(
  deps: AppDeps,
  input: InvitationAccept,
  meta: RequestMeta,
): Promise<{ token: string; user: AuthUser }> {
  const now = deps.clock.now();
  const tokenHash = hashToken(input.token);
  // Hashing is slow, so it happens before any lock is taken.
  const passwordHash = await hashPassword(input.password);
  try {
    return await deps.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ clinicId: invitations.clinicId })
        .from(invitations)
        .where(eq(invitations.tokenHash, tokenHash));
      if (!found) throw badRequest(M.invitationInvalid, 'token');
      await lockClinicTeam(tx, found.clinicId);
      const [invitation] = await tx
        .select()
        .from(invitations)
        .where(
          and(eq(invitations.tokenHash, tokenHash), eq(invitations.status, 'pending'), gt(invitations.expiresAt, now)),
        );
      if (!invitation) throw badRequest(M.invitationInvalid, 'token');
      if (await emailHasAccount(tx, invitation.email)) throw conflict(M.emailHasAccount);
      const [user] = await tx
        .insert(users)
        .values({
          clinicId: invitation.clinicId,
          email: invitation.email,
          password: passwordHash,
          firstName: invitation.firstName,
          lastName: invitation.lastName,
          // Opening the mailed link proves the address.
          isEmailVerified: true,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!user) throw new Error('user insert returned nothing');
      await tx.insert(memberships).values({
        clinicId: invitation.clinicId,
        userId: user.id,
        role: invitation.role,
        doctorId: invitation.doctorId,
        createdAt: now,
        updatedAt: now,
      });
      await tx
        .update(invitations)
        .set({ status: 'accepted', acceptedUserId: user.id, updatedAt: now })
        .where(eq(invitations.id, invitation.id));
      const token = await deps.sessions.create(tx, user, now);
      await recordAudit(
        tx,
        {
          action: 'team.invite_accept',
          outcome: 'success',
          clinicId: invitation.clinicId,
          actorUserId: user.id,
          entityType: 'invitation',
          entityId: invitation.id,
        },
        meta,
        now,
      );
      return { token, user: presentUser({ ...user, role: invitation.role, doctorId: invitation.doctorId }) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.emailHasAccount);
    throw error;
  }
}
