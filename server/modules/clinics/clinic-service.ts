import { eq } from 'drizzle-orm';
import type { Clinic, ClinicUpdate } from '../../../core/clinic/clinic-schema.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { notFound } from '../../lib/http-errors.ts';
import { type RequestMeta, recordMemberAction } from '../audit/record-audit.ts';
import { resolveOwnLogoUrl } from '../uploads/own-logo-url.ts';

/** The clinic as responses show it (also a centre's, server/modules/centres). */
export const clinicColumns = {
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
  clock: clinics.clock,
  digits: clinics.digits,
  paperLanguage: clinics.paperLanguage,
};

export async function getClinic(deps: AppDeps, scope: RequestScope): Promise<Clinic> {
  const [clinic] = await deps.db.select(clinicColumns).from(clinics).where(eq(clinics.id, scope.clinicId)).limit(1);
  if (!clinic) throw notFound();
  return clinic;
}

/**
 * The logo a clinic update leaves: undefined keeps it, empty or null removes it, the stored value
 * again is no change (settings resend what they read), anything else must be our own upload.
 */
async function nextLogoUrl(
  deps: AppDeps,
  scope: RequestScope,
  requested: string | null | undefined,
): Promise<string | null | undefined> {
  if (requested === undefined) return undefined;
  if (!requested) return null;
  const [current] = await deps.db
    .select({ logoUrl: clinics.logoUrl })
    .from(clinics)
    .where(eq(clinics.id, scope.clinicId))
    .limit(1);
  if (current?.logoUrl === requested) return undefined;
  return resolveOwnLogoUrl(deps, scope.clinicId, requested);
}

const DETAIL_FIELDS = [
  'address',
  'phone',
  'email',
  'licenseNumber',
  'doctorName',
  'doctorQualification',
  'technicianName',
  'technicianQualification',
] as const;
type ClinicDetails = { [K in (typeof DETAIL_FIELDS)[number]]?: string | null };

/** The print-header details the request carries; an omitted (undefined) one stays as stored. */
function presentDetails(input: ClinicUpdate): ClinicDetails {
  const details: ClinicDetails = {};
  for (const field of DETAIL_FIELDS) {
    if (input[field] !== undefined) details[field] = input[field];
  }
  return details;
}

/** Sets an uploaded logo (PUT /api/clinic/logo); the URL must be this clinic's own upload. */
export async function setClinicLogo(
  deps: AppDeps,
  scope: RequestScope,
  requestedUrl: string,
  meta: RequestMeta,
): Promise<Clinic> {
  const logoUrl = await resolveOwnLogoUrl(deps, scope.clinicId, requestedUrl);
  const now = deps.clock.now();
  const [clinic] = await deps.db
    .update(clinics)
    .set({ logoUrl, updatedAt: now })
    .where(eq(clinics.id, scope.clinicId))
    .returning(clinicColumns);
  if (!clinic) throw notFound();
  await recordMemberAction(
    deps.db,
    scope,
    {
      action: 'clinic.logo.update',
      entityType: 'clinic',
      entityId: scope.clinicId,
      details: { changedFields: ['logoUrl'], storage: deps.logoStorage.kind },
    },
    meta,
    now,
  );
  return clinic;
}

/** The centre's details and logo are writable; the clinic is always the caller's own. */
export async function updateClinic(
  deps: AppDeps,
  scope: RequestScope,
  input: ClinicUpdate,
  meta: RequestMeta,
): Promise<Clinic> {
  const logoUrl = await nextLogoUrl(deps, scope, input.logoUrl);
  const now = deps.clock.now();
  const changes = {
    name: input.name,
    ...(input.registrationNumber !== undefined ? { registrationNumber: input.registrationNumber } : {}),
    ...(logoUrl !== undefined ? { logoUrl } : {}),
    ...presentDetails(input),
    ...(input.clock ? { clock: input.clock } : {}),
    ...(input.digits ? { digits: input.digits } : {}),
    ...(input.paperLanguage ? { paperLanguage: input.paperLanguage } : {}),
    updatedAt: now,
  };
  const [clinic] = await deps.db
    .update(clinics)
    .set(changes)
    .where(eq(clinics.id, scope.clinicId))
    .returning(clinicColumns);
  if (!clinic) throw notFound();
  await recordMemberAction(
    deps.db,
    scope,
    {
      action: 'clinic.update',
      entityType: 'clinic',
      entityId: scope.clinicId,
      details: { changedFields: Object.keys(changes).filter((key) => key !== 'updatedAt') },
    },
    meta,
    now,
  );
  return clinic;
}
