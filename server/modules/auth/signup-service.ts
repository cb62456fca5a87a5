import { randomUUID } from 'node:crypto';
import type { Signup } from '../../../core/auth/signup-schema.ts';
import { AUTH_MESSAGES } from '../../../core/messages.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import { doctors } from '../../../db/schema/doctors.ts';
import { memberships } from '../../../db/schema/memberships.ts';
import { organisations } from '../../../db/schema/organisations.ts';
import { subscriptions } from '../../../db/schema/subscriptions.ts';
import { users } from '../../../db/schema/users.ts';
import type { AppDeps } from '../../app-deps.ts';
import { conflict } from '../../lib/http-errors.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { type RequestMeta, recordAudit } from '../audit/record-audit.ts';
import { sendEmailVerification } from './email-verification.ts';
import { hashPassword } from './passwords.ts';

/**
 * One transaction creates the clinic (the first centre of a new organisation), its admin user, the doctor from the signup's doctor
 * fields and a pending subscription, then starts a session. Any failure leaves nothing behind.
 */
export async function signUp(
  deps: AppDeps,
  input: Signup,
  meta: RequestMeta,
  onSendError: (error: unknown) => void = () => {},
): Promise<{ token: string }> {
  const now = deps.clock.now();
  // Hashing is slow (~18 ms), so it happens before the transaction holds any lock.
  const passwordHash = await hashPassword(input.password);
  try {
    const created = await deps.db.transaction(async (tx) => {
      // Each names the other; the organisation's key to its primary clinic is checked at commit.
      const clinicId = randomUUID();
      const [organisation] = await tx
        .insert(organisations)
        .values({ name: input.clinicName, primaryClinicId: clinicId, createdAt: now, updatedAt: now })
        .returning({ id: organisations.id });
      if (!organisation) throw new Error('organisation insert returned nothing');
      const [clinic] = await tx
        .insert(clinics)
        .values({
          id: clinicId,
          organisationId: organisation.id,
          name: input.clinicName,
          address: input.clinicAddress,
          phone: input.clinicPhone,
          email: input.clinicEmail,
          licenseNumber: input.licenseNumber,
          registrationNumber: input.registrationNumber,
          doctorName: input.doctorName,
          doctorQualification: input.doctorQualification,
          technicianName: input.technicianName ?? null,
          technicianQualification: input.technicianQualification ?? null,
          subscriptionPlan: input.subscriptionPlan,
          subscriptionStatus: 'pending',
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: clinics.id });
      if (!clinic) throw new Error('clinic insert returned nothing');
      const [user] = await tx
        .insert(users)
        .values({
          clinicId: clinic.id,
          email: input.email,
          password: passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id, clinicId: users.clinicId });
      if (!user) throw new Error('user insert returned nothing');
      const [doctor] = await tx
        .insert(doctors)
        .values({
          clinicId: clinic.id,
          name: input.doctorName,
          registrationNumber: input.licenseNumber,
          qualification: input.doctorQualification,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: doctors.id });
      // The person signing up runs the clinic and, as its doctor, signs its reports (issue 15).
      await tx.insert(memberships).values({
        clinicId: clinic.id,
        userId: user.id,
        role: 'admin',
        doctorId: doctor?.id ?? null,
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(subscriptions).values({
        clinicId: clinic.id,
        planId: input.subscriptionPlan,
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      });
      const token = await deps.sessions.create(tx, user, now, meta);
      await recordAudit(
        tx,
        { action: 'auth.signup', outcome: 'success', clinicId: clinic.id, actorUserId: user.id },
        meta,
        now,
      );
      return { token, userId: user.id };
    });
    await sendEmailVerification(
      deps,
      { id: created.userId, email: input.email, firstName: input.firstName },
      meta,
      onSendError,
    );
    return { token: created.token };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(AUTH_MESSAGES.emailTaken);
    throw error;
  }
}
