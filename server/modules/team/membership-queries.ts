import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { memberships } from '../../../db/schema/memberships.ts';

/**
 * The centre a login starts in: its own clinic while the membership there is active, otherwise
 * the centre it joined first among those where it still is (a doctor who left one centre of a
 * chain keeps working at the others; deactivation at the primary centre ends every membership,
 * member-service.ts). None: the login is deactivated everywhere. The two-factor policy is that
 * of the centre returned here, not of the home clinic.
 */
export async function findSignInMembership(db: Database, userId: string, homeClinicId: string) {
  const [row] = await db
    .select({ clinicId: memberships.clinicId, role: memberships.role, doctorId: memberships.doctorId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.active, true)))
    .orderBy(sql`${memberships.clinicId} = ${homeClinicId} desc`, memberships.createdAt)
    .limit(1);
  return row;
}
