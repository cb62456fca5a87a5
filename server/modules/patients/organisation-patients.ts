import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { OrganisationPatient } from '../../../core/api/organisation-patients-api.ts';
import { PATIENT_MESSAGES } from '../../../core/messages.ts';
import type { Patient } from '../../../core/patients/patient-schemas.ts';
import type { Database } from '../../../db/client.ts';
import { nextHumanId } from '../../../db/clinic-counters.ts';
import { clinics } from '../../../db/schema/clinics.ts';
import { patients } from '../../../db/schema/patients.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { notFound } from '../../lib/http-errors.ts';
import { type RequestMeta, recordMemberAction } from '../audit/record-audit.ts';
import { assertWithinPlanLimit } from '../billing/usage-service.ts';
import { organisationClinicIds } from '../centres/organisation-queries.ts';
import { presentPatient } from './patient-presenter.ts';
import { classifySearch, matchingPatientsInline } from './patient-search-match.ts';

/** How many of her namesakes at other centres the desk is shown. */
const FOUND_LIMIT = 10;

/**
 * The organisation's other centres. Every query below is bounded by this list, which comes from
 * the session's centre alone, so another organisation's patients are never read (decision 024).
 */
async function otherCentres(db: Database, scope: RequestScope): Promise<string[]> {
  return (await organisationClinicIds(db, scope.clinicId)).filter((id) => id !== scope.clinicId);
}

/** "9811122233" → "XXXXXXX233": enough to confirm with her, not a number to call. */
const maskPhone = (phone: string) => `${'X'.repeat(Math.max(0, phone.length - 3))}${phone.slice(-3)}`;

/**
 * Patients of the organisation's other centres the term finds (same matching as the patient
 * search, both scripts), newest first, one row per person, leaving out anyone already registered
 * at this centre (the desk's own search shows her).
 */
export async function findOrganisationPatients(
  db: Database,
  scope: RequestScope,
  search: string,
): Promise<OrganisationPatient[]> {
  const centres = await otherCentres(db, scope);
  if (centres.length === 0) return [];
  const match = classifySearch(search);
  const matched = sql.join(
    centres.map((clinicId) => sql`(${matchingPatientsInline(clinicId, match)})`),
    sql` union all `,
  );
  const rows = await db
    .select({ patient: patients, centreName: clinics.name })
    .from(patients)
    .innerJoin(clinics, eq(clinics.id, patients.clinicId))
    .where(
      and(
        inArray(patients.clinicId, centres),
        sql`${patients.id} in (select id from (${matched}) as matched)`,
        // Her person id is her first row's id: leave her out when any row of hers is here.
        sql`not exists (select 1 from patients here where here.clinic_id = ${scope.clinicId}
          and coalesce(here.person_id, here.id) = coalesce(${patients.personId}, ${patients.id}))`,
      ),
    )
    .orderBy(desc(patients.createdAt), desc(patients.id))
    .limit(FOUND_LIMIT * 3);
  const seen = new Set<string>();
  const found: OrganisationPatient[] = [];
  for (const { patient, centreName } of rows) {
    const person = patient.personId ?? patient.id;
    if (seen.has(person) || found.length === FOUND_LIMIT) continue;
    seen.add(person);
    found.push({
      id: patient.id,
      patientId: patient.patientId,
      firstName: patient.firstName,
      lastName: patient.lastName,
      dateOfBirth: patient.dateOfBirth,
      phone: maskPhone(patient.phone),
      centreName,
    });
  }
  return found;
}

/**
 * Registers at this centre a patient of another centre of the organisation: one person, a row per
 * centre, her person id being her first row's id. Her details are copied; her consent to this
 * centre is recorded now (the desk asked her), and this centre gives her its own patient id, so her
 * visits, bills and Form F stay with the centre that made them. Nothing is written to the other
 * centre. Reusing her again answers the row she already has here.
 */
export async function reuseOrganisationPatient(
  deps: AppDeps,
  scope: RequestScope,
  sourceId: string,
  meta: RequestMeta,
): Promise<{ status: 200 | 201; patient: Patient }> {
  const centres = await otherCentres(deps.db, scope);
  if (centres.length === 0) throw notFound(PATIENT_MESSAGES.notFound);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // Share-locked, so her row there cannot change while it is copied; two desks here reusing her at
    // once meet at this centre's unique (clinic_id, person_id).
    const [source] = await tx
      .select()
      .from(patients)
      .where(and(eq(patients.id, sourceId), inArray(patients.clinicId, centres)))
      .for('share');
    if (!source) throw notFound(PATIENT_MESSAGES.notFound);
    const personId = source.personId ?? source.id;
    // Two desks of this centre reusing her at once: the second waits, then finds the first's row.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${scope.clinicId}:${personId}`}, 0))`);
    const [already] = await tx
      .select()
      .from(patients)
      .where(
        and(eq(patients.clinicId, scope.clinicId), sql`coalesce(${patients.personId}, ${patients.id}) = ${personId}`),
      );
    if (already) return { status: 200 as const, patient: presentPatient(already, deps.fieldCipher) };

    await assertWithinPlanLimit(tx, scope.clinicId, 'patientsPerMonth', now);
    const { id: _id, clinicId: _clinic, patientId: _number, search: _search, ...details } = source;
    const [created] = await tx
      .insert(patients)
      .values({
        ...details,
        clinicId: scope.clinicId,
        patientId: await nextHumanId(tx, scope.clinicId, 'patient'),
        personId,
        // Consent is given to a centre: this one records its own, and her message consent is asked again.
        consentGivenAt: now,
        consentRecordedBy: scope.userId,
        messageConsentAt: null,
        messageConsentBy: null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new Error('patient insert returned nothing');
    await recordMemberAction(
      tx,
      scope,
      {
        action: 'patient.reuse',
        entityType: 'patient',
        entityId: created.id,
        details: { fromCentreId: source.clinicId },
      },
      meta,
      now,
    );
    return { status: 201 as const, patient: presentPatient(created, deps.fieldCipher) };
  });
}
