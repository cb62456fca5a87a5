import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The patient search's own narrow copy of each patient's search text (name, patient id, phone),
 * kept by a trigger on `patients` (migration 0014). A trigram match is lossy, so every candidate
 * row is read again to recheck it; here a row is ~100 bytes instead of a whole patient, so
 * rechecking a common fragment's thousands of matches touches a fraction of the pages
 * (bench/README: 'meer', 2,500 of a clinic's 100,000 patients).
 */
export const patientSearch = pgTable(
  'patient_search',
  {
    clinicId: uuid('clinic_id').notNull(),
    /** patients.id (not the human P-… id). */
    patientId: uuid('patient_id').notNull(),
    /** The patient's created_at, so a page of matches is ordered without reading the patients. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    search: text('search').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clinicId, t.patientId] }),
    // btree_gin puts the clinic id in the same GIN index as the trigrams (see patients.ts before
    // migration 0014), so a fragment yields the clinic's matches only.
    index('patient_search_clinic_trgm_idx').using('gin', t.clinicId, t.search.op('gin_trgm_ops')),
  ],
);
