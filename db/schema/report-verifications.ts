import { foreignKey, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { clinics } from './clinics.ts';
import { primaryId } from './columns.ts';
import { reports } from './reports.ts';

/**
 * One verification code per printed report version (issue 19 §2). The signer and date are kept
 * as the version printed them, so a superseded version's code still shows what its paper says.
 * Looked up by code alone (public), so the code is globally unique and unguessable.
 */
export const reportVerifications = pgTable(
  'report_verifications',
  {
    id: primaryId(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    reportId: uuid('report_id').notNull(),
    version: integer('version').notNull(),
    code: text('code').notNull(),
    doctorName: text('doctor_name'),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('report_verifications_code_unique').on(t.code),
    unique('report_verifications_clinic_report_version_unique').on(t.clinicId, t.reportId, t.version),
    foreignKey({ columns: [t.clinicId, t.reportId], foreignColumns: [reports.clinicId, reports.id] }),
  ],
);
