import { foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { clinics } from './clinics.ts';
import { primaryId } from './columns.ts';
import { reports } from './reports.ts';

/**
 * The report as it was before each edit, with who changed it and when. Reports, and above all
 * obstetric ones under PC-PNDT, must stay traceable: an edit never erases what was printed.
 */
export const reportVersions = pgTable(
  'report_versions',
  {
    id: primaryId(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    reportId: uuid('report_id').notNull(),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    editedBy: uuid('edited_by').notNull(),
    editedAt: timestamp('edited_at', { withTimezone: true }).notNull(),
    reason: text('reason'),
  },
  (t) => [
    unique('report_versions_clinic_report_version_unique').on(t.clinicId, t.reportId, t.version),
    foreignKey({ columns: [t.clinicId, t.reportId], foreignColumns: [reports.clinicId, reports.id] }),
    index('report_versions_report_idx').on(t.clinicId, t.reportId),
  ],
);
