import { index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { clinics } from './clinics.ts';
import { primaryId, timestamps } from './columns.ts';

/**
 * The doctors who refer patients to a centre (issue 33 §6), chosen on a bill and reused by
 * Form F, report sending and analytics. Deliberately no commission or share column: referral
 * fees are unlawful for doctors (IMC Regulations 2002, 6.4.1; docs/decisions/013).
 */
export const referrers = pgTable(
  'referrers',
  {
    id: primaryId(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    name: text('name').notNull(),
    qualification: text('qualification'),
    registrationNumber: text('registration_number'),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    ...timestamps(),
  },
  (t) => [
    unique('referrers_clinic_id_id_unique').on(t.clinicId, t.id),
    index('referrers_clinic_name_idx').on(t.clinicId, t.name),
  ],
);
