import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { doctors } from '../../../db/schema/doctors.ts';
import { memberships } from '../../../db/schema/memberships.ts';

/**
 * A doctor who works at two centres has one login and a doctor record in each (doctor rows are
 * the centre's own, like every tenant row), with the same name, registration number and
 * qualification, so their signature prints the same in both.
 */

/** The doctor record a user signs as in one of `centreIds`, the earliest membership first. */
export async function findLinkedDoctor(db: Db, userId: string, centreIds: string[]) {
  const [row] = await db
    .select({ clinicId: memberships.clinicId, doctorId: memberships.doctorId })
    .from(memberships)
    .where(
      and(eq(memberships.userId, userId), inArray(memberships.clinicId, centreIds), isNotNull(memberships.doctorId)),
    )
    .orderBy(memberships.createdAt)
    .limit(1);
  return row?.doctorId ? { clinicId: row.clinicId, doctorId: row.doctorId } : null;
}

/**
 * The target centre's record of the same doctor (same registration number), made from the source
 * centre's record when it has none yet. Its id, or null when the source record is not found.
 */
export async function copyDoctorInto(
  tx: Tx,
  fromClinicId: string,
  doctorId: string,
  toClinicId: string,
  now: Date,
): Promise<string | null> {
  const [source] = await tx
    .select({
      name: doctors.name,
      registrationNumber: doctors.registrationNumber,
      qualification: doctors.qualification,
      specialization: doctors.specialization,
    })
    .from(doctors)
    .where(and(eq(doctors.clinicId, fromClinicId), eq(doctors.id, doctorId)));
  if (!source) return null;
  const [existing] = await tx
    .select({ id: doctors.id })
    .from(doctors)
    .where(and(eq(doctors.clinicId, toClinicId), eq(doctors.registrationNumber, source.registrationNumber)))
    .limit(1);
  if (existing) return existing.id;
  const [created] = await tx
    .insert(doctors)
    .values({ ...source, clinicId: toClinicId, createdAt: now, updatedAt: now })
    .returning({ id: doctors.id });
  return created?.id ?? null;
}
