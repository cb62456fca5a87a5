import { foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { clinics } from './clinics.ts';
import { primaryId } from './columns.ts';
import { pcpndtForms } from './pcpndt-forms.ts';

/**
 * A submitted Form F as it was before each amendment, with who amended it, when and why. The
 * s.4(3) proviso makes any inaccuracy presumptive sex determination, so a correction must never
 * erase what was recorded (research A.6 rule 11).
 */
export const pcpndtFormAmendments = pgTable(
  'pcpndt_form_amendments',
  {
    id: primaryId(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    formId: uuid('form_id').notNull(),
    version: integer('version').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    reason: text('reason').notNull(),
    amendedBy: uuid('amended_by').notNull(),
    amendedAt: timestamp('amended_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('pcpndt_form_amendments_clinic_form_version_unique').on(t.clinicId, t.formId, t.version),
    foreignKey({ columns: [t.clinicId, t.formId], foreignColumns: [pcpndtForms.clinicId, pcpndtForms.id] }),
    index('pcpndt_form_amendments_form_idx').on(t.clinicId, t.formId),
  ],
);
