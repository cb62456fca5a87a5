import { foreignKey, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { clinics } from './clinics.ts';
import { primaryId } from './columns.ts';
import { doctors } from './doctors.ts';

/**
 * A phrase a doctor asked not to be suggested again in one template's section (issue 35 item 2).
 * Only the SHA-256 of its key (core/reports/phrasing/own-phrases.ts phraseKey) is kept: report
 * text is not copied into another table to be forgotten.
 */
export const forgottenPhrases = pgTable(
  'forgotten_phrases',
  {
    id: primaryId(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    doctorId: uuid('doctor_id').notNull(),
    templateId: text('template_id').notNull(),
    section: text('section').notNull(),
    phraseHash: text('phrase_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('forgotten_phrases_once').on(t.clinicId, t.doctorId, t.templateId, t.section, t.phraseHash),
    foreignKey({ columns: [t.clinicId, t.doctorId], foreignColumns: [doctors.clinicId, doctors.id] }),
  ],
);
