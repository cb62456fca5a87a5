import { foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { clinics } from './clinics.ts';
import { primaryId, timestamps } from './columns.ts';

/**
 * A clinic-built report template (Enterprise, issue 17). Its content lives in its versions:
 * publishing an edit adds a version and moves `current_version`; reports keep the version they
 * were written with, so a report prints the same forever.
 */
export const reportTemplates = pgTable(
  'report_templates',
  {
    id: primaryId(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    name: text('name').notNull(),
    reportType: text('report_type').notNull(),
    currentVersion: integer('current_version').notNull().default(1),
    createdBy: uuid('created_by').notNull(),
    ...timestamps(),
  },
  (t) => [
    unique('report_templates_clinic_id_id_unique').on(t.clinicId, t.id),
    index('report_templates_clinic_idx').on(t.clinicId, t.name),
  ],
);

/** Each published version's full definition (core/reports/templates/template-schemas.ts), never changed. */
export const reportTemplateVersions = pgTable(
  'report_template_versions',
  {
    id: primaryId(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    templateId: uuid('template_id').notNull(),
    version: integer('version').notNull(),
    definition: jsonb('definition').notNull(),
    publishedBy: uuid('published_by').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('report_template_versions_unique').on(t.clinicId, t.templateId, t.version),
    foreignKey({
      name: 'report_template_versions_template_fk',
      columns: [t.clinicId, t.templateId],
      foreignColumns: [reportTemplates.clinicId, reportTemplates.id],
    }),
  ],
);
