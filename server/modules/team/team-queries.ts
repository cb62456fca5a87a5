import { and, asc, eq } from 'drizzle-orm';
import type { Invitation, Member, Team } from '../../../core/team/team-schemas.ts';
import type { Database } from '../../../db/client.ts';
import { doctors } from '../../../db/schema/doctors.ts';
import { invitations, memberships } from '../../../db/schema/memberships.ts';
import { users } from '../../../db/schema/users.ts';
import type { RequestScope } from '../../app-deps.ts';
import { countSeats, seatLimit } from './seats.ts';

export function presentInvitation(row: typeof invitations.$inferSelect): Invitation {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** The clinic's members, its open invitations (expired ones too, so they can be resent) and seats. */
export async function loadTeam(db: Database, scope: RequestScope, now: Date): Promise<Team> {
  const [memberRows, invitationRows, used, limit] = await Promise.all([
    db
      .select({
        userId: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        role: memberships.role,
        active: memberships.active,
        doctorId: memberships.doctorId,
        doctorName: doctors.name,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .leftJoin(doctors, and(eq(doctors.clinicId, memberships.clinicId), eq(doctors.id, memberships.doctorId)))
      .where(eq(memberships.clinicId, scope.clinicId))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id)),
    db
      .select()
      .from(invitations)
      .where(and(eq(invitations.clinicId, scope.clinicId), eq(invitations.status, 'pending')))
      .orderBy(asc(invitations.createdAt)),
    countSeats(db, scope.clinicId, now),
    seatLimit(db, scope.clinicId),
  ]);
  const members: Member[] = memberRows.map(({ active, ...row }) => ({
    ...row,
    status: active ? 'active' : 'inactive',
  }));
  return { members, invitations: invitationRows.map(presentInvitation), seats: { used, limit } };
}
