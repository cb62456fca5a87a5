import { bigint, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { clinics } from './clinics.ts';

/**
 * How many reports a clinic has of each type in each status, kept exact by a trigger on
 * `reports` (migration 0011), so the Reports page's total under any status / type filter is a sum
 * of at most 50 rows instead of a count over the clinic's tens of thousands of index entries.
 */
export const reportCounts = pgTable(
  'report_counts',
  {
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    reportType: text('report_type').notNull(),
    status: text('status').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.clinicId, t.reportType, t.status] })],
);
