import { and, asc, eq, sql } from 'drizzle-orm';
import { DOCTOR_SEARCH_LIMIT, type Doctor, type DoctorCreate } from '../../../core/doctors/doctor-schemas.ts';
import { doctors } from '../../../db/schema/doctors.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { type RequestMeta, recordMemberAction } from '../audit/record-audit.ts';

const present = (row: typeof doctors.$inferSelect): Doctor => ({
  id: row.id,
  name: row.name,
  registrationNumber: row.registrationNumber,
  qualification: row.qualification,
  specialization: row.specialization,
  createdAt: row.createdAt.toISOString(),
});

export async function listDoctors(deps: AppDeps, scope: RequestScope): Promise<Doctor[]> {
  const rows = await deps.db
    .select()
    .from(doctors)
    .where(eq(doctors.clinicId, scope.clinicId))
    .orderBy(asc(doctors.name))
    .limit(500);
  return rows.map(present);
}

/** Name or registration number containing the term, at most five (the selector shows five). */
export async function searchDoctors(deps: AppDeps, scope: RequestScope, term: string): Promise<Doctor[]> {
  const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await deps.db
    .select()
    .from(doctors)
    .where(
      and(
        eq(doctors.clinicId, scope.clinicId),
        sql`(lower(${doctors.name}) like ${pattern} or lower(${doctors.registrationNumber}) like ${pattern})`,
      ),
    )
    .orderBy(asc(doctors.name))
    .limit(DOCTOR_SEARCH_LIMIT);
  return rows.map(present);
}

export async function addDoctor(
  deps: AppDeps,
  scope: RequestScope,
  input: DoctorCreate,
  meta: RequestMeta,
): Promise<Doctor> {
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(doctors)
    .values({ ...input, clinicId: scope.clinicId, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('doctor insert returned nothing');
  await recordMemberAction(
    deps.db,
    scope,
    { action: 'doctor.create', entityType: 'doctor', entityId: row.id },
    meta,
    now,
  );
  return present(row);
}
