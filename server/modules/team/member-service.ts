import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { TEAM_MESSAGES as M, type MemberUpdate } from '../../../core/team/team-schemas.ts';
import type { Tx } from '../../../db/client.ts';
import { memberships } from '../../../db/schema/memberships.ts';
import { users } from '../../../db/schema/users.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { type RequestMeta, recordMemberAction } from '../audit/record-audit.ts';
import { organisationClinicIds } from '../centres/organisation-queries.ts';
import { resolveDoctorLink } from './doctor-link.ts';
import { assertSeatAvailable, lockClinicTeam } from './seats.ts';

/**
 * Changes a member's role, deactivates / reactivates them, or links the doctor record they sign
 * as. Under the clinic's team lock, so two admins demoting each other at once cannot leave the
 * clinic without an active administrator. A deactivated member's sessions in this clinic end in
 * the same transaction; deactivated at the organisation's primary centre, everywhere (centresLeftWith).
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
    const doctorId = await doctorAfterChange(tx, scope.clinicId, member, role, input, now);
    await tx
      .update(memberships)
      .set({ role, active, doctorId, updatedAt: now })
      .where(and(eq(memberships.clinicId, scope.clinicId), eq(memberships.userId, userId)));
    // Also when already inactive here, so deactivating again finishes what an older version left.
    const everyCentre = active ? [scope.clinicId] : await centresLeftWith(tx, scope.clinicId);
    if (!active) {
      await tx
        .update(memberships)
        .set({ active: false, updatedAt: now })
        .where(and(eq(memberships.userId, userId), inArray(memberships.clinicId, everyCentre)));
      // Expired with a reason rather than deleted, so the open tab's next request can say why.
      for (const centreId of everyCentre) {
        await deps.sessions.endForUserInClinic(tx, userId, centreId, 'account_deactivated', now);
      }
    }
    await recordMemberAction(
      tx,
      scope,
      {
        action: 'team.member_update',
        entityType: 'user',
        entityId: userId,
        // How many centres a deactivation reached (all of the organisation's, at the primary).
        details: { role, active, doctorId: doctorId ?? 'none', ...(active ? {} : { centres: everyCentre.length }) },
      },
      meta,
      now,
    );
  });
  // After commit, so no lookup on this server can store the old role again; other servers hear
  // the memberships trigger's NOTIFY at the same commit.
  deps.sessions.cache?.evictUser(userId);
}

/**
 * The centres a deactivation applies to. At the primary centre, where the organisation's admins
 * run its people, it is the organisation's decision and applies to every centre: otherwise the
 * person would stay administrator (or doctor) of the other centres, keep their sessions there,
 * sign in there and invite new admins. Elsewhere it is that centre's: a doctor who leaves one
 * centre of a chain keeps working at the others, and a centre's admin cannot remove anyone from
 * the rest. Every other centre's admin can manage without them: organisation admins enter every
 * centre as administrators. Reactivation is per centre.
 */
async function centresLeftWith(tx: Tx, clinicId: string): Promise<string[]> {
  const centres = await organisationClinicIds(tx, clinicId);
  // The primary centre comes first.
  return centres[0] === clinicId ? centres : [clinicId];
}

/**
 * The doctor record the member signs as after the change. A receptionist signs nothing, so
 * becoming one drops the link (freeing the record for whoever signs with it next); a doctor must
 * keep one, or could never finalize a report; an administrator may have one or not.
 */
async function doctorAfterChange(
  tx: Tx,
  clinicId: string,
  member: { userId: string; doctorId: string | null },
  role: string,
  input: MemberUpdate,
  now: Date,
): Promise<string | null> {
  const asked = input.doctorId !== undefined || input.doctor !== undefined;
  if (role === 'receptionist') {
    if (asked && (input.doctorId || input.doctor)) throw badRequest(M.receptionistNoDoctor, 'doctorId');
    return null;
  }
  let doctorId = member.doctorId;
  if (asked) {
    const [person] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, member.userId));
    if (!person) throw notFound(M.memberNotFound);
    doctorId =
      (await resolveDoctorLink(
        tx,
        clinicId,
        { ...person, doctorId: input.doctorId, doctor: input.doctor },
        now,
        member.userId,
      )) ?? null;
  }
  if (role === 'doctor' && !doctorId) throw badRequest(M.memberDoctorNeeded, 'doctorId');
  return doctorId;
}
