import { sql } from 'drizzle-orm';
import { foreignKey, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { clinics } from './clinics.ts';
import { primaryId, timestamps } from './columns.ts';
import { patients } from './patients.ts';

export const studies = pgTable(
  'studies',
  {
    id: primaryId(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    studyId: text('study_id').notNull(),
    patientId: uuid('patient_id').notNull(),
    studyType: text('study_type').notNull(),
    scheduledDate: timestamp('scheduled_date', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('scheduled'),
    technician: text('technician'),
    doctor: text('doctor'),
    notes: text('notes'),
    ...timestamps(),
  },
  (t) => [
    unique('studies_clinic_id_id_unique').on(t.clinicId, t.id),
    unique('studies_clinic_study_id_unique').on(t.clinicId, t.studyId),
    // Composite keys: a study can only point at a patient of its own clinic.
    foreignKey({ columns: [t.clinicId, t.patientId], foreignColumns: [patients.clinicId, patients.id] }),
    index('studies_clinic_scheduled_idx').on(t.clinicId, t.scheduledDate),
    // A new report looks for the patient's open study; completed ones (all but a few, and
    // thousands for a patient scanned often) stay out of the index.
    index('studies_clinic_patient_open_idx')
      .on(t.clinicId, t.patientId, t.scheduledDate)
      .where(sql`${t.status} in ('scheduled', 'in-progress')`),
  ],
);
