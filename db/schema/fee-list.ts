import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { clinics } from './clinics.ts';
import { primaryId, timestamps } from './columns.ts';

/** What a centre charges for: a study type, a template, an add-on (Doppler, CD) or a package. */
export const feeItems = pgTable(
  'fee_items',
  {
    id: primaryId(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    /** The study type a booking from this item creates (core/studies), when it is a study. */
    studyType: text('study_type'),
    /** A package's contents, as printed on the bill ("Anomaly scan + Doppler"). */
    includes: text('includes'),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    unique('fee_items_clinic_id_id_unique').on(t.clinicId, t.id),
    unique('fee_items_clinic_name_unique').on(t.clinicId, t.name),
  ],
);

/**
 * Prices are effective-dated: a change adds a row from its date, so a bill made before it (and
 * a bill's own lines, which copy the price) keeps the old price.
 */
export const feeItemPrices = pgTable(
  'fee_item_prices',
  {
    id: primaryId(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    feeItemId: uuid('fee_item_id').notNull(),
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
    effectiveFrom: date('effective_from').notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('fee_item_prices_item_from_unique').on(t.clinicId, t.feeItemId, t.effectiveFrom),
    foreignKey({ columns: [t.clinicId, t.feeItemId], foreignColumns: [feeItems.clinicId, feeItems.id] }),
    check('fee_item_prices_price_non_negative', sql`${t.pricePaise} >= 0`),
  ],
);

/** A centre's billing rules: the concession an admin must approve, and its GSTIN if it has one. */
export const billingSettings = pgTable('billing_settings', {
  clinicId: uuid('clinic_id')
    .primaryKey()
    .references(() => clinics.id),
  /** A concession above this percent of the bill needs an administrator's approval. */
  concessionLimitPercent: integer('concession_limit_percent').notNull().default(10),
  gstin: text('gstin'),
  /** The centre's front-desk counters ("Counter 1", …); none set means the one counter 'main'. */
  counters: jsonb('counters').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
