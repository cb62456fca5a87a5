import { and, eq, inArray } from 'drizzle-orm';
import type { CentreMemberAdd } from '../../../core/centres/centre-schemas.ts';
import { CENTRE_MESSAGES as M } from '../../../core/centres/centre-schemas.ts';
import { TEAM_MESSAGES } from '../../../core/team/team-schemas.ts';
import { memberships } from '../../../db/schema/memberships.ts';
import type { AppDeps } from '../../app-deps.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { type RequestMeta, recordAudit } from '../audit/record-audit.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { assertSeatAvailable, lockClinicTeam } from '../team/seats.ts';
import { copyDoctorInto, findLinkedDoctor } from './centre-doctors.ts';
import { findOrganisationCentre } from './centre-queries.ts';
import { assertCentreWritable } from './centre-service.ts';
import { organisationClinicIds } from './organisation-queries.ts';

/**
 * An organisation admin adds a person who already works in the organisation to one of its
 * centres: one login, one more membership. Doctors (and admins who sign) are linked to that
 * centre's record of their doctor, so their registration number prints the same everywhere.
 * Seats count people, so this takes a seat only for someone active nowhere else.
 */
export async function addCentreMember(
  deps: AppDeps,
  session: SessionUser,
  centreId: string,
  input: CentreMemberAdd,
  meta: RequestMeta,
) {
  const centre = await findOrganisationCentre(deps.db, session.organisationId, centreId);
  if (!centre) throw notFound(M.notFound);
  assertCentreWritable(session, centre);
  const centreIds = await organisationClinicIds(deps.db, centreId);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await lockClinicTeam(tx, centreId);
    const held = await tx
      .select({ clinicId: memberships.clinicId, active: memberships.active })
      .from(memberships)
      .where(and(eq(memberships.userId, input.userId), inArray(memberships.clinicId, centreIds)));
    if (held.length === 0) throw notFound(M.memberNotInOrganisation);
    const here = held.find((m) => m.clinicId === centreId);
    if (here?.active) throw conflict(M.alreadyMember);
    if (!held.some((m) => m.active)) await assertSeatAvailable(tx, centreId, now);
    const linked = input.role === 'receptionist' ? null : await findLinkedDoctor(tx, input.userId, centreIds);
    if (input.role === 'doctor' && !linked) throw conflict(M.doctorHasNoRegistration);
    const doctorId = linked ? await copyDoctorInto(tx, linked.clinicId, linked.doctorId, centreId, now) : null;
    if (doctorId) {
      const [taken] = await tx
        .select({ userId: memberships.userId })
        .from(memberships)
        .where(and(eq(memberships.clinicId, centreId), eq(memberships.doctorId, doctorId)));
      if (taken && taken.userId !== input.userId) throw conflict(TEAM_MESSAGES.doctorTaken);
    }
    const values = { role: input.role, doctorId, active: true, updatedAt: now };
    await tx
      .insert(memberships)
      .values({ ...values, clinicId: centreId, userId: input.userId, createdAt: now })
      .onConflictDoUpdate({ target: [memberships.userId, memberships.clinicId], set: values });
    await recordAudit(
      tx,
      {
        action: 'membership.add',
        outcome: 'success',
        clinicId: centreId,
        actorUserId: session.userId,
        entityType: 'user',
        entityId: input.userId,
        details: { role: input.role },
      },
      meta,
      now,
    );
    return { userId: input.userId, centreId, role: input.role, doctorId };
  });
}
