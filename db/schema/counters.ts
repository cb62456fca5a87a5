import { bigint, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { clinics } from './clinics.ts';

/**
 * Per-clinic sequences for human ids (P-000123, R-000045 …). Incremented with
 * INSERT … ON CONFLICT DO UPDATE … RETURNING, never max()+1, so concurrent inserts cannot collide.
 */
export const clinicCounters = pgTable(
  'clinic_counters',
  {
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    name: text('name').notNull(),
    value: bigint('value', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.clinicId, t.name] })],
);
