import { and, eq, sql } from 'drizzle-orm';
import type { Role } from '../../../core/team/permissions.ts';
import { type Invitation, type InvitationCreate, TEAM_MESSAGES as M } from '../../../core/team/team-schemas.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import { invitations, memberships } from '../../../db/schema/memberships.ts';
import { users } from '../../../db/schema/users.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { createOpaqueToken, hashToken } from '../../lib/tokens.ts';
import { deliverNow, queueMessage } from '../../messages/outbox.ts';
import { type RequestMeta, recordMemberAction } from '../audit/record-audit.ts';
import { resolveDoctorLink } from './doctor-link.ts';
import { accountExistsMail, INVITATION_VALIDITY_MS, invitationMail } from './invitation-mail.ts';
import { assertSeatAvailable, lockClinicTeam } from './seats.ts';
import { presentInvitation } from './team-queries.ts';

type Log = (error: unknown) => void;

async function accountOf(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row?.id ?? null;
}

export async function emailHasAccount(db: Db, email: string): Promise<boolean> {
  return (await accountOf(db, email)) !== null;
}

/** Whether the address is already a member (active or not) of this very centre: its team list shows them. */
async function isMemberHere(db: Db, clinicId: string, email: string): Promise<boolean> {
  const userId = await accountOf(db, email);
  if (!userId) return false;
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.clinicId, clinicId), eq(memberships.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** The doctor an invitation links: none for a receptionist. */
async function resolveDoctor(tx: Tx, scope: RequestScope, input: InvitationCreate, now: Date) {
  if (input.role === 'receptionist') return null;
  return (await resolveDoctorLink(tx, scope.clinicId, input, now)) ?? null;
}

async function clinicName(db: Db, clinicId: string): Promise<string> {
  const [row] = await db.select({ name: clinics.name }).from(clinics).where(eq(clinics.id, clinicId));
  return row?.name ?? 'Your clinic';
}

/**
 * Saves the invitation e-mail in the invitation's transaction (the outbox); the link carries the
 * only copy of the token. An address that already has an account (another clinic's: this
 * centre's members are refused before) gets no link, which could never be accepted, but a
 * notice that this clinic tried; same kind, so the centre's e-mail list cannot tell them apart.
 */
async function queueInvitation(deps: AppDeps, tx: Tx, row: typeof invitations.$inferSelect, token: string) {
  const name = await clinicName(tx, row.clinicId);
  const mail = (await emailHasAccount(tx, row.email))
    ? accountExistsMail({
        to: row.email,
        firstName: row.firstName,
        clinicName: name,
        loginLink: `${deps.config.publicUrl}/login`,
      })
    : invitationMail({
        to: row.email,
        firstName: row.firstName,
        clinicName: name,
        role: row.role as Role,
        link: `${deps.config.publicUrl}/accept-invitation?token=${token}`,
      });
  return queueMessage(deps, tx, { clinicId: row.clinicId, kind: 'invitation', ...mail });
}

export async function createInvitation(
  deps: AppDeps,
  scope: RequestScope,
  input: InvitationCreate,
  meta: RequestMeta,
  onMailError: Log,
): Promise<Invitation> {
  const now = deps.clock.now();
  const token = createOpaqueToken();
  let saved: { row: typeof invitations.$inferSelect; messageId: string };
  try {
    saved = await deps.db.transaction(async (tx) => {
      await lockClinicTeam(tx, scope.clinicId);
      // Another clinic's user is invited like a new address (issue 28): a 409 here told any
      // administrator which addresses have accounts. Only this centre's own members are refused.
      if (await isMemberHere(tx, scope.clinicId, input.email)) throw conflict(M.alreadyMember);
      await assertSeatAvailable(tx, scope.clinicId, now);
      const doctorId = await resolveDoctor(tx, scope, input, now);
      const [inserted] = await tx
        .insert(invitations)
        .values({
          clinicId: scope.clinicId,
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          role: input.role,
          doctorId,
          tokenHash: hashToken(token),
          expiresAt: new Date(now.getTime() + INVITATION_VALIDITY_MS),
          invitedBy: scope.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!inserted) throw new Error('invitation insert returned nothing');
      await recordMemberAction(
        tx,
        scope,
        { action: 'team.invite', entityType: 'invitation', entityId: inserted.id, details: { role: input.role } },
        meta,
        now,
      );
      return { row: inserted, messageId: await queueInvitation(deps, tx, inserted, token) };
    });
  } catch (error) {
    // The one open invitation per address and clinic (unique index), reached by a concurrent invite.
    if (isUniqueViolation(error)) throw conflict(M.alreadyInvited);
    throw error;
  }
  // The invitation stands if this try fails: its job retries, and the administrator can resend.
  await deliverNow(deps, [saved.messageId], onMailError);
  return presentInvitation(saved.row);
}

/** A new link for an open invitation (the old one stops working) and seven more days. */
export async function resendInvitation(
  deps: AppDeps,
  scope: RequestScope,
  id: string,
  meta: RequestMeta,
  onMailError: Log,
): Promise<Invitation> {
  const now = deps.clock.now();
  const token = createOpaqueToken();
  const saved = await deps.db.transaction(async (tx) => {
    await lockClinicTeam(tx, scope.clinicId);
    const [before] = await tx
      .select()
      .from(invitations)
      .where(and(eq(invitations.clinicId, scope.clinicId), eq(invitations.id, id), eq(invitations.status, 'pending')));
    if (!before) throw notFound(M.invitationNotFound);
    // An expired invitation held no seat; renewing it takes one again.
    if (before.expiresAt <= now) await assertSeatAvailable(tx, scope.clinicId, now);
    const [updated] = await tx
      .update(invitations)
      .set({ tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + INVITATION_VALIDITY_MS), updatedAt: now })
      .where(and(eq(invitations.clinicId, scope.clinicId), eq(invitations.id, id)))
      .returning();
    if (!updated) throw notFound(M.invitationNotFound);
    await recordMemberAction(
      tx,
      scope,
      { action: 'team.invite_resend', entityType: 'invitation', entityId: id },
      meta,
      now,
    );
    return { row: updated, messageId: await queueInvitation(deps, tx, updated, token) };
  });
  await deliverNow(deps, [saved.messageId], onMailError);
  return presentInvitation(saved.row);
}

export async function revokeInvitation(deps: AppDeps, scope: RequestScope, id: string, meta: RequestMeta) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(invitations)
      .set({ status: 'revoked', updatedAt: now })
      .where(and(eq(invitations.clinicId, scope.clinicId), eq(invitations.id, id), eq(invitations.status, 'pending')))
      .returning({ id: invitations.id });
    if (!revoked) throw notFound(M.invitationNotFound);
    await recordMemberAction(
      tx,
      scope,
      { action: 'team.invite_revoke', entityType: 'invitation', entityId: id },
      meta,
      now,
    );
  });
}
