import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { clinics } from './clinics.ts';
import { primaryId, timestamps } from './columns.ts';
import { pcpndtForms } from './pcpndt-forms.ts';

/** node-postgres reads and writes bytea as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

/**
 * Referral evidence of a Form F: the referral slip (referred), or the referral note with case
 * papers (self-referral). Kept in the database beside the form, not in the logo store: it is
 * patient data, read only through an authenticated route of the owning clinic, backed up and
 * retained with the record it proves. Bytes are the sanitised copy (images re-encoded). Never
 * deleted once the form is submitted (PC-PNDT Rule 9).
 */
export const pcpndtFormAttachments = pgTable(
  'pcpndt_form_attachments',
  {
    id: primaryId(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    formId: uuid('form_id').notNull(),
    /** referral_slip | referral_note | case_papers */
    kind: text('kind').notNull(),
    /** The name the user's file had, cleaned; shown and offered as the download name. */
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    uploadedBy: uuid('uploaded_by').notNull(),
    uploadedByName: text('uploaded_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.clinicId, t.formId], foreignColumns: [pcpndtForms.clinicId, pcpndtForms.id] }),
    index('pcpndt_form_attachments_form_idx').on(t.clinicId, t.formId, t.createdAt),
    check('pcpndt_form_attachments_kind', sql`${t.kind} in ('referral_slip', 'referral_note', 'case_papers')`),
    check('pcpndt_form_attachments_type', sql`${t.contentType} in ('image/png', 'image/jpeg', 'application/pdf')`),
  ],
);

/**
 * That a month's report (Rule 9(8): the register's Form Fs, due by the 5th of the next month)
 * was filed with the Appropriate Authority: when, with whom, under which reference, recorded
 * by whom. One per clinic and month; a correction replaces it and is audited.
 */
export const pcpndtRegisterFilings = pgTable(
  'pcpndt_register_filings',
  {
    id: primaryId(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    /** YYYY-MM */
    month: text('month').notNull(),
    filedOn: date('filed_on').notNull(),
    filedWith: text('filed_with').notNull(),
    referenceNumber: text('reference_number').notNull(),
    recordedBy: uuid('recorded_by').notNull(),
    recordedByName: text('recorded_by_name').notNull(),
    ...timestamps(),
  },
  (t) => [
    unique('pcpndt_register_filings_clinic_month_unique').on(t.clinicId, t.month),
    check('pcpndt_register_filings_month', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);
