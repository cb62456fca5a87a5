import { and, count, eq, ne } from 'drizzle-orm';
import { TEAM_MESSAGES as M, type MemberUpdate } from '../../../core/team/team-schemas.ts';
import { memberships } from '../../../db/schema/memberships.ts';
import { sessions } from '../../../db/schema/users.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { type RequestMeta, recordAudit } from '../audit/record-audit.ts';
import { assertSeatAvailable, lockClinicTeam } from './seats.ts';

/**
 * Changes a member's role or deactivates / reactivates them. Under the clinic's team lock, so two
 * admins demoting each other at once cannot leave the clinic without an active administrator.
 * A deactivated member's sessions in this clinic end in the same transaction.
 */
export async function updateMember(
  deps: AppDeps,
  scope: RequestScope,
  userId: string,
  input: MemberUpdate,
  meta: RequestMeta,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await lockClinicTeam(tx, scope.clinicId);
    const [member] = await tx
      .select()
      .from(memberships)
      .where(and(eq(memberships.clinicId, scope.clinicId), eq(memberships.userId, userId)));
    if (!member) throw notFound(M.memberNotFound);
    const role = input.role ?? member.role;
    const active = input.active ?? member.active;
    if (member.role === 'admin' && member.active && (role !== 'admin' || !active)) {
      const [others] = await tx
        .select({ n: count() })
        .from(memberships)
        .where(
          and(
            eq(memberships.clinicId, scope.clinicId),
            eq(memberships.role, 'admin'),
            eq(memberships.active, true),
            ne(memberships.userId, userId),
          ),
        );
      if ((others?.n ?? 0) === 0) throw conflict(M.lastAdmin);
    }
    if (!member.active && active) await assertSeatAvailable(tx, scope.clinicId, now);
    await tx
      .update(memberships)
      .set({ role, active, updatedAt: now })
      .where(and(eq(memberships.clinicId, scope.clinicId), eq(memberships.userId, userId)));
    if (!active) {
      await tx.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.clinicId, scope.clinicId)));
    }
    await recordAudit(
      tx,
      {
        action: 'team.member_update',
        outcome: 'success',
        clinicId: scope.clinicId,
        actorUserId: scope.userId,
        entityType: 'user',
        entityId: userId,
        details: { role, active },
      },
      meta,
      now,
    );
  });
  // After commit, so no lookup on this server can store the old role again; other servers hear
  // the memberships trigger's NOTIFY at the same commit.
  deps.sessions.cache?.evictUser(userId);
}
