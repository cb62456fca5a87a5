import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clinics } from './clinics.ts';

/**
 * How a clinic prints reports and receipts (issue 19 §4): plain paper with our header, or its
 * pre-printed letterhead with the top and bottom bands (mm) left clear; and whether a report's
 * section headings also print in the patient's language (issue 34). No row: plain paper, English.
 */
export const printSettings = pgTable(
  'print_settings',
  {
    clinicId: uuid('clinic_id')
      .primaryKey()
      .references(() => clinics.id),
    layout: text('layout').notNull().default('plain'),
    letterheadTopMm: integer('letterhead_top_mm').notNull(),
    letterheadBottomMm: integer('letterhead_bottom_mm').notNull(),
    bilingualHeadings: boolean('bilingual_headings').notNull().default(false),
    updatedBy: uuid('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('print_settings_layout', sql`${t.layout} IN ('plain', 'letterhead')`),
    check('print_settings_top_mm', sql`${t.letterheadTopMm} BETWEEN 15 AND 100`),
    check('print_settings_bottom_mm', sql`${t.letterheadBottomMm} BETWEEN 15 AND 80`),
  ],
);
