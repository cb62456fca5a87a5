import { foreignKey, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clinics } from './clinics.ts';
import { primaryId } from './columns.ts';
import { pcpndtForms } from './pcpndt-forms.ts';

/** One changed item of a Form F: its value before and after, as stored. */
export interface FormFFieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

/**
 * Every change to a Form F, drafts included, with the values before and after, who and when:
 * a statutory record must show what was recorded and what it became (issue 23 item 3). The
 * audit trail holds only field names; this table belongs to the record itself and, like it, is
 * never deleted.
 */
export const pcpndtFormEdits = pgTable(
  'pcpndt_form_edits',
  {
    id: primaryId(),
    /** The order of the changes, even of two made at the same instant. */
    seq: integer('seq').generatedAlwaysAsIdentity(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    formId: uuid('form_id').notNull(),
    /** 'edit' (a draft), 'amendment' (after submission) or 'doctor' (the performing doctor set). */
    kind: text('kind').notNull(),
    changes: jsonb('changes').$type<FormFFieldChange[]>().notNull(),
    reason: text('reason'),
    editedBy: uuid('edited_by').notNull(),
    editedAt: timestamp('edited_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    foreignKey({ columns: [t.clinicId, t.formId], foreignColumns: [pcpndtForms.clinicId, pcpndtForms.id] }),
    index('pcpndt_form_edits_form_idx').on(t.clinicId, t.formId, t.editedAt),
  ],
);
