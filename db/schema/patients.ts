import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { clinics } from './clinics.ts';
import { primaryId, timestamps } from './columns.ts';

export const patients = pgTable(
  'patients',
  {
    id: primaryId(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    /** Human id from the clinic's counter, unique within the clinic only. */
    patientId: text('patient_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth').notNull(),
    /** Worked out from the age the patient gave ("32 Y"), shown as an estimate (issue 28). */
    dateOfBirthEstimated: boolean('date_of_birth_estimated').notNull().default(false),
    gender: text('gender').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    address: text('address'),
    emergencyContact: text('emergency_contact'),
    emergencyPhone: text('emergency_phone'),
    spouseName: text('spouse_name'),
    /** AES-GCM ciphertext; shown only masked (DESIGN §5, Aadhaar Act s.29). */
    aadhaarNumber: text('aadhaar_number'),
    numberOfChildren: integer('number_of_children'),
    maleChildren: integer('male_children').notNull().default(0),
    femaleChildren: integer('female_children').notNull().default(0),
    referringDoctorName: text('referring_doctor_name'),
    /** The language her papers are printed in beside English (issue 34; a PAPER_LOCALES code); null: English. */
    language: text('language'),
    /** "Obstetric patient (pregnancy scan)": every scan of hers gets a Form F (Rule 9(4)). */
    isPregnant: boolean('is_pregnant').notNull().default(false),
    /** DPDP Act: proof of consent is on the clinic, so when and who are kept. */
    consentGivenAt: timestamp('consent_given_at', { withTimezone: true }),
    consentRecordedBy: uuid('consent_recorded_by'),
    /** Agreed to receive reports and reminders by SMS, WhatsApp or e-mail: since when, recorded by whom. */
    messageConsentAt: timestamp('message_consent_at', { withTimezone: true }),
    messageConsentBy: uuid('message_consent_by'),
    /**
     * The same woman at another centre of the organisation (decision 024): the id of her row at the
     * centre that registered her first, set when a centre reuses her; null on that first row, whose
     * own id is her person id. No foreign key: the rows live in different tenants, and reusing her
     * never writes to the other centre's row.
     */
    personId: uuid('person_id'),
    /** Name / id / phone search text, copied to patient_search by a trigger (stack notes G8). */
    search: text('search').generatedAlwaysAs(
      sql`lower(first_name || ' ' || last_name || ' ' || patient_id || ' ' || phone)`,
    ),
    ...timestamps(),
  },
  (t) => [
    unique('patients_clinic_id_id_unique').on(t.clinicId, t.id),
    unique('patients_clinic_patient_id_unique').on(t.clinicId, t.patientId),
    // One row per person per centre: reusing her twice at a centre cannot register her twice.
    unique('patients_clinic_person_unique').on(t.clinicId, t.personId),
    // With the id, a page's ids come from the index alone (no heap visit for skipped rows).
    index('patients_clinic_created_idx').on(t.clinicId, t.createdAt, t.id),
    // The gender filter of the patient list keeps its newest-first order from the index.
    index('patients_clinic_gender_created_idx').on(t.clinicId, t.gender, t.createdAt),
    // The trigram index of `search` lives on the narrow patient_search table (patient-search.ts).
    // A search shaped like a patient id (P-0054321) is a prefix of the id column (patient-queries.ts):
    // the trigram index would intersect the very common trigrams of 'p-00…' across the whole clinic.
    index('patients_clinic_patient_id_prefix_idx').on(t.clinicId, t.patientId.op('text_pattern_ops')),
  ],
);
