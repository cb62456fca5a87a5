import { and, eq } from 'drizzle-orm';
import { CENTRE_READ_ONLY, isCentreReadOnly, planAllowsCentres } from '../../../core/centres/centre-access.ts';
import {
  type Centre,
  type CentreCreate,
  type CentreUpdate,
  CENTRE_MESSAGES as M,
} from '../../../core/centres/centre-schemas.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import { memberships } from '../../../db/schema/memberships.ts';
import type { AppDeps } from '../../app-deps.ts';
import { notFound, paymentRequired } from '../../lib/http-errors.ts';
import { type RequestMeta, recordAudit } from '../audit/record-audit.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { lockClinicTeam } from '../team/seats.ts';
import { copyDoctorInto } from './centre-doctors.ts';
import { findOrganisationCentre } from './centre-queries.ts';

/** The clinic columns a centre form sets; omitted (undefined) fields keep their values. */
function centreFields(input: CentreUpdate) {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}

/** A read-only centre refuses changes made to it from another centre too. */
export function assertCentreWritable(session: SessionUser, centre: { primary: boolean }): void {
  if (isCentreReadOnly(centre, session.subscriptionPlanId))
    throw paymentRequired(CENTRE_READ_ONLY.message, {
      reason: CENTRE_READ_ONLY.reason,
      redirectTo: CENTRE_READ_ONLY.redirectTo,
    });
}

/**
 * A new centre of the caller's organisation (Enterprise only): a clinic with its own counters,
 * records and register from the start. Its creator becomes its administrator, linked to a copy
 * of the doctor they sign as (same name and registration number), so they can sign there too.
 */
export async function createCentre(
  deps: AppDeps,
  session: SessionUser,
  input: CentreCreate,
  meta: RequestMeta,
): Promise<Centre> {
  if (!planAllowsCentres(session.subscriptionPlanId))
    throw paymentRequired(M.enterpriseOnly, { reason: 'feature_locked', redirectTo: '/billing?tab=plans' });
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await lockClinicTeam(tx, session.primaryClinicId);
    const [primary] = await tx
      .select({ plan: clinics.subscriptionPlan, status: clinics.subscriptionStatus, timeZone: clinics.timeZone })
      .from(clinics)
      .where(eq(clinics.id, session.primaryClinicId));
    const [created] = await tx
      .insert(clinics)
      .values({
        ...centreFields(input),
        name: input.name,
        organisationId: session.organisationId,
        subscriptionPlan: primary?.plan ?? 'enterprise',
        subscriptionStatus: primary?.status ?? 'active',
        timeZone: primary?.timeZone ?? 'Asia/Kolkata',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: clinics.id });
    if (!created) throw new Error('clinic insert returned nothing');
    const doctorId = session.doctorId
      ? await copyDoctorInto(tx, session.clinicId, session.doctorId, created.id, now)
      : null;
    await tx.insert(memberships).values({
      clinicId: created.id,
      userId: session.userId,
      role: 'admin',
      doctorId,
      createdAt: now,
      updatedAt: now,
    });
    const audit = { action: 'centre.create' as const, outcome: 'success' as const, actorUserId: session.userId };
    await recordAudit(tx, { ...audit, clinicId: created.id, entityType: 'clinic', entityId: created.id }, meta, now);
    if (session.clinicId !== created.id)
      await recordAudit(
        tx,
        { ...audit, clinicId: session.clinicId, entityType: 'clinic', entityId: created.id },
        meta,
        now,
      );
    const centre = await findOrganisationCentre(tx, session.organisationId, created.id);
    if (!centre) throw new Error('new centre not found');
    return centre;
  });
}

export async function updateCentre(
  deps: AppDeps,
  session: SessionUser,
  centreId: string,
  input: CentreUpdate,
  meta: RequestMeta,
): Promise<Centre> {
  const centre = await findOrganisationCentre(deps.db, session.organisationId, centreId);
  if (!centre) throw notFound(M.notFound);
  assertCentreWritable(session, centre);
  const now = deps.clock.now();
  const changes = centreFields(input);
  await deps.db
    .update(clinics)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(clinics.organisationId, session.organisationId), eq(clinics.id, centreId)));
  await recordAudit(
    deps.db,
    {
      action: 'clinic.update',
      outcome: 'success',
      clinicId: centreId,
      actorUserId: session.userId,
      entityType: 'clinic',
      entityId: centreId,
      details: { changedFields: Object.keys(changes) },
    },
    meta,
    now,
  );
  return { ...centre, ...changes } as Centre;
}
