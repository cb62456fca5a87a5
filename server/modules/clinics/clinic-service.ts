import { eq } from 'drizzle-orm';
import type { Clinic, ClinicUpdate } from '../../../core/clinic/clinic-schema.ts';
import { CLINIC_MESSAGES } from '../../../core/messages.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { type RequestMeta, recordAudit } from '../audit/record-audit.ts';

/** Logos may only point at our own upload storage (no javascript:, data: or tracking URLs). */
export const OWN_LOGO_PATH = /^\/uploads\/logos\/[A-Za-z0-9._-]{1,200}$/;

const clinicColumns = {
  id: clinics.id,
  name: clinics.name,
  address: clinics.address,
  phone: clinics.phone,
  email: clinics.email,
  licenseNumber: clinics.licenseNumber,
  registrationNumber: clinics.registrationNumber,
  logoUrl: clinics.logoUrl,
  doctorName: clinics.doctorName,
  doctorQualification: clinics.doctorQualification,
  technicianName: clinics.technicianName,
  technicianQualification: clinics.technicianQualification,
  subscriptionPlan: clinics.subscriptionPlan,
  subscriptionStatus: clinics.subscriptionStatus,
  timeZone: clinics.timeZone,
};

export async function getClinic(deps: AppDeps, scope: RequestScope): Promise<Clinic> {
  const [clinic] = await deps.db.select(clinicColumns).from(clinics).where(eq(clinics.id, scope.clinicId)).limit(1);
  if (!clinic) throw notFound();
  return clinic;
}

/** Only name, registration number and logo are writable; the clinic is always the caller's own. */
export async function updateClinic(
  deps: AppDeps,
  scope: RequestScope,
  input: ClinicUpdate,
  meta: RequestMeta,
): Promise<Clinic> {
  if (input.logoUrl && !OWN_LOGO_PATH.test(input.logoUrl)) throw badRequest(CLINIC_MESSAGES.logoUrlInvalid, 'logoUrl');
  const now = deps.clock.now();
  const changes = {
    name: input.name,
    registrationNumber: input.registrationNumber,
    ...(input.logoUrl !== undefined ? { logoUrl: input.logoUrl || null } : {}),
    updatedAt: now,
  };
  const [clinic] = await deps.db
    .update(clinics)
    .set(changes)
    .where(eq(clinics.id, scope.clinicId))
    .returning(clinicColumns);
  if (!clinic) throw notFound();
  await recordAudit(
    deps.db,
    {
      action: 'clinic.update',
      outcome: 'success',
      clinicId: scope.clinicId,
      actorUserId: scope.userId,
      entityType: 'clinic',
      entityId: scope.clinicId,
      details: { changedFields: Object.keys(changes).filter((key) => key !== 'updatedAt') },
    },
    meta,
    now,
  );
  return clinic;
}
