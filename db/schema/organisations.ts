import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { primaryId, timestamps } from './columns.ts';

/**
 * An organisation groups centres (clinics) under one subscription (DESIGN §6 "Centres"). Its
 * primary centre is the clinic it began as: that clinic's subscription row and billing history
 * are the organisation's, and an active admin membership there makes a login an organisation
 * admin. The foreign key to clinics is written by hand in the migration (DEFERRABLE: a signup
 * inserts the organisation and its first clinic in one transaction, each naming the other).
 */
export const organisations = pgTable(
  'organisations',
  {
    id: primaryId(),
    name: text('name').notNull(),
    primaryClinicId: uuid('primary_clinic_id').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('organisations_primary_clinic_unique').on(t.primaryClinicId)],
);
