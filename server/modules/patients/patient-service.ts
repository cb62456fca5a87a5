import { and, eq } from 'drizzle-orm';
import { PATIENT_MESSAGES } from '../../../core/messages.ts';
import { MASKED_AADHAAR } from '../../../core/patients/aadhaar.ts';
import { type BirthColumns, birthColumns } from '../../../core/patients/birth-date.ts';
import type { Patient, PatientCreate, PatientUpdate } from '../../../core/patients/patient-schemas.ts';
import type { Database } from '../../../db/client.ts';
import { nextHumanId } from '../../../db/clinic-counters.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import { patients } from '../../../db/schema/patients.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { IdempotencyClaim } from '../../lib/idempotency.ts';
import { type RequestMeta, recordMemberAction } from '../audit/record-audit.ts';
import { assertWithinPlanLimit } from '../billing/usage-service.ts';
import { localDate } from '../formf/formf-create.ts';
import { presentPatient } from './patient-presenter.ts';
import { findPatientById } from './patient-queries.ts';

type PatientFields = PatientUpdate;

/**
 * The clinic's calendar day (an age given today is counted back from the clinic's today) and
 * its default paper language, which a new patient takes when registration names none.
 */
async function clinicDefaults(
  db: Database,
  scope: RequestScope,
  now: Date,
): Promise<{ today: string; paperLanguage: string }> {
  const [clinic] = await db
    .select({ timeZone: clinics.timeZone, paperLanguage: clinics.paperLanguage })
    .from(clinics)
    .where(eq(clinics.id, scope.clinicId));
  return { today: localDate(now, clinic?.timeZone ?? 'Asia/Kolkata'), paperLanguage: clinic?.paperLanguage ?? 'en' };
}

/** The columns a create or edit writes; Aadhaar is encrypted, and a masked echo means "keep". */
function columnsFrom(input: PatientFields, deps: AppDeps, birth: BirthColumns) {
  const aadhaar = input.aadhaarNumber;
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    ...birth,
    gender: input.gender,
    phone: input.phone,
    email: input.email ?? null,
    address: input.address ?? null,
    emergencyContact: input.emergencyContact ?? null,
    emergencyPhone: input.emergencyPhone ?? null,
    referringDoctorName: input.referringDoctorName ?? null,
    spouseName: input.spouseName ?? null,
    numberOfChildren: input.numberOfChildren ?? null,
    maleChildren: input.maleChildren ?? 0,
    femaleChildren: input.femaleChildren ?? 0,
    isPregnant: input.isObstetric,
    ...(input.language ? { language: input.language } : {}),
    ...(aadhaar && MASKED_AADHAAR.test(aadhaar)
      ? {}
      : { aadhaarNumber: aadhaar ? deps.fieldCipher.encrypt(aadhaar) : null }),
  };
}

/**
 * Registers a patient: the plan's monthly patient limit, the next patient id of the clinic, the
 * row and its consent record (who, when), and the audit entry, all in one transaction.
 */
export async function registerPatient(
  deps: AppDeps,
  scope: RequestScope,
  input: PatientCreate,
  meta: RequestMeta,
  claim?: IdempotencyClaim,
): Promise<Patient> {
  const now = deps.clock.now();
  // Read before the transaction: it holds the clinic's plan-limit lock, and this needs none.
  const defaults = await clinicDefaults(deps.db, scope, now);
  const birth = birthColumns(input, defaults.today);
  // The answer comes from the insert's RETURNING, never a read after the commit (issue 28).
  return deps.db.transaction(async (tx) => {
    await assertWithinPlanLimit(tx, scope.clinicId, 'patientsPerMonth', now);
    const patientId = await nextHumanId(tx, scope.clinicId, 'patient');
    const [created] = await tx
      .insert(patients)
      .values({
        ...columnsFrom(input, deps, birth),
        // English is stored as null (patients.language), so only another default is written.
        ...(input.language || defaults.paperLanguage === 'en' ? {} : { language: defaults.paperLanguage }),
        clinicId: scope.clinicId,
        patientId,
        consentGivenAt: now,
        consentRecordedBy: scope.userId,
        ...(input.messageConsent ? { messageConsentAt: now, messageConsentBy: scope.userId } : {}),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new Error('patient insert returned nothing');
    await recordMemberAction(
      tx,
      scope,
      {
        action: 'patient.create',
        entityType: 'patient',
        entityId: created.id,
        ...(input.messageConsent ? { details: { messageConsent: true } } : {}),
      },
      meta,
      now,
    );
    const patient = presentPatient(created, deps.fieldCipher);
    await claim?.record(tx, 201, patient);
    return patient;
  });
}

export async function getPatient(deps: AppDeps, scope: RequestScope, id: string): Promise<Patient> {
  const row = await findPatientById(deps.db, scope, id);
  if (!row) throw notFound(PATIENT_MESSAGES.notFound);
  return presentPatient(row, deps.fieldCipher);
}

/**
 * Consent to messages changes only when the edit says so and it differs: given now by this user,
 * or withdrawn (both columns cleared); the audit's changedFields then names messageConsentAt.
 */
function messageConsentChange(
  before: { messageConsentAt: Date | null },
  input: PatientUpdate,
  scope: RequestScope,
  now: Date,
): { messageConsentAt?: Date | null; messageConsentBy?: string | null } {
  if (input.messageConsent === undefined || input.messageConsent === (before.messageConsentAt !== null)) return {};
  return input.messageConsent
    ? { messageConsentAt: now, messageConsentBy: scope.userId }
    : { messageConsentAt: null, messageConsentBy: null };
}

/** Edits keep the patient id, consent record and creation time; the audit names changed fields only. */
export async function updatePatient(
  deps: AppDeps,
  scope: RequestScope,
  id: string,
  input: PatientUpdate,
  meta: RequestMeta,
): Promise<Patient> {
  const now = deps.clock.now();
  const { today } = await clinicDefaults(deps.db, scope, now);
  const row = await deps.db.transaction(async (tx) => {
    const before = await findPatientById(tx, scope, id);
    if (!before) throw notFound(PATIENT_MESSAGES.notFound);
    const consent = messageConsentChange(before, input, scope, now);
    const birth = birthColumns(input, today, before);
    const changes = { ...columnsFrom(input, deps, birth), ...consent };
    const changedFields = Object.entries(changes)
      .filter(([key, value]) => before[key as keyof typeof before] !== value)
      .map(([key]) => key);
    const [updated] = await tx
      .update(patients)
      .set({ ...changes, updatedAt: now })
      .where(and(eq(patients.clinicId, scope.clinicId), eq(patients.id, id)))
      .returning();
    if (!updated) throw notFound(PATIENT_MESSAGES.notFound);
    await recordMemberAction(
      tx,
      scope,
      { action: 'patient.update', entityType: 'patient', entityId: id, details: { changedFields } },
      meta,
      now,
    );
    if (consent.messageConsentAt !== undefined)
      await recordMemberAction(
        tx,
        scope,
        {
          action: 'patient.message_consent',
          entityType: 'patient',
          entityId: id,
          details: { given: consent.messageConsentAt !== null },
        },
        meta,
        now,
      );
    return updated;
  });
  return presentPatient(row, deps.fieldCipher);
}
