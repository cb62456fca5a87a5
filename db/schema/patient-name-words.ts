import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A name search ('meer', 'meera sha') without rechecking every match: each clinic's distinct
 * name words, trigram-indexed (a few thousand rows, where patient_search has one per patient),
 * find the words a fragment occurs in; then `patient_name_words` lists exactly the patients
 * holding those words, in an index that alone answers the count and the newest-first page. A
 * fragment matching 2,500 patients reads 2,500 index entries instead of rechecking 2,500 rows
 * fetched through a lossy trigram bitmap (bench/README). Both tables are kept by a trigger on
 * `patients` (migration 0015). Words stay in the lexicon when no patient holds them any more: a
 * bare word names nobody, and removing it safely would race with a registration adding it back.
 */
export const clinicNameWords = pgTable(
  'clinic_name_words',
  {
    clinicId: uuid('clinic_id').notNull(),
    /** Lower-cased, as patients.search is. */
    word: text('word').notNull(),
    /**
     * The word's rough key in both scripts (core/names/name-scripts.ts nameSkeleton; the SQL
     * function name_skeleton, db/sql/name_skeleton.sql), so a search in the other script finds its
     * candidates through an index before the exact expression checks them (decision 024).
     */
    skeleton: text('skeleton').generatedAlwaysAs(sql`name_skeleton(word)`),
  },
  (t) => [
    primaryKey({ columns: [t.clinicId, t.word] }),
    index('clinic_name_words_trgm_idx').using('gin', t.clinicId, t.word.op('gin_trgm_ops')),
    index('clinic_name_words_skeleton_trgm_idx').using('gin', t.clinicId, t.skeleton.op('gin_trgm_ops')),
  ],
);

export const patientNameWords = pgTable(
  'patient_name_words',
  {
    clinicId: uuid('clinic_id').notNull(),
    word: text('word').notNull(),
    /** The patient's created_at: with it in the key, a word's patients come newest first. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** patients.id (not the human P-… id). */
    patientId: uuid('patient_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clinicId, t.word, t.createdAt, t.patientId] })],
);
