import { index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { clinics } from './clinics.ts';
import { primaryId, timestamps } from './columns.ts';

export const doctors = pgTable(
  'doctors',
  {
    id: primaryId(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    name: text('name').notNull(),
    registrationNumber: text('registration_number').notNull(),
    qualification: text('qualification'),
    specialization: text('specialization'),
    ...timestamps(),
  },
  (t) => [
    unique('doctors_clinic_id_id_unique').on(t.clinicId, t.id),
    index('doctors_clinic_name_idx').on(t.clinicId, t.name),
  ],
);
