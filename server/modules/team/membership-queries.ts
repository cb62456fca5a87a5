import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { memberships } from '../../../db/schema/memberships.ts';

/** The membership a login acts through in a clinic, when it is active. */
export async function findActiveMembership(db: Database, userId: string, clinicId: string) {
  const [row] = await db
    .select({ role: memberships.role, doctorId: memberships.doctorId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.clinicId, clinicId), eq(memberships.active, true)))
    .limit(1);
  return row;
}
