import { and, eq, ne } from 'drizzle-orm';
import { TEAM_MESSAGES as M } from '../../../core/team/team-schemas.ts';
import type { Tx } from '../../../db/client.ts';
import { doctors } from '../../../db/schema/doctors.ts';
import { memberships } from '../../../db/schema/memberships.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';

export interface DoctorLinkRequest {
  /** An existing doctor record of the clinic... */
  doctorId?: string | null | undefined;
  /** ...or a new one, named after the person, with this registration. */
  doctor?: { registrationNumber: string; qualification?: string | null | undefined } | undefined;
  firstName: string;
  lastName: string;
}

/**
 * The doctor record a member (or an invitation) will sign as: an existing record of this clinic
 * that no other member carries, or a new one. A signature must name one doctor, so a record is
 * never shared by two logins. `memberUserId` is the member being changed (their own link is
 * theirs to keep). Undefined when the request names none.
 */
export async function resolveDoctorLink(
  tx: Tx,
  clinicId: string,
  request: DoctorLinkRequest,
  now: Date,
  memberUserId?: string,
): Promise<string | undefined> {
  if (request.doctorId) {
    const [doctor] = await tx
      .select({ id: doctors.id })
      .from(doctors)
      .where(and(eq(doctors.clinicId, clinicId), eq(doctors.id, request.doctorId)));
    if (!doctor) throw notFound(M.doctorNotFound);
    const others = [eq(memberships.clinicId, clinicId), eq(memberships.doctorId, doctor.id)];
    if (memberUserId) others.push(ne(memberships.userId, memberUserId));
    const [linked] = await tx
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(...others))
      .limit(1);
    if (linked) throw conflict(M.doctorTaken);
    return doctor.id;
  }
  if (!request.doctor) return undefined;
  const [created] = await tx
    .insert(doctors)
    .values({
      clinicId,
      name: `Dr. ${request.firstName} ${request.lastName}`,
      registrationNumber: request.doctor.registrationNumber,
      qualification: request.doctor.qualification ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: doctors.id });
  if (!created) throw new Error('doctor insert returned nothing');
  return created.id;
}
