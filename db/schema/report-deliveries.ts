import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { primaryId } from './columns.ts';
import { outgoingMessages } from './outgoing-messages.ts';
import { patientBills } from './patient-bills.ts';
import { reports } from './reports.ts';

/**
 * A finalized report sent to its patient or referring doctor (issue 19 §3), or a bill with its
 * payments sent to its patient (decision 030): exactly one of report_id and bill_id is set, and
 * both go through the same link, code, lock and download log. The message carries
 * a link; only the SHA-256 of its token is kept, so a database copy cannot open any link. The
 * patient's link asks for a one-time code sent to her recorded phone or e-mail (her year of birth
 * only when she has neither, issue 36) and locks after too many wrong answers; a right answer (or
 * the doctor's link, which asks nothing) grants a short-lived download token.
 */
export const reportDeliveries = pgTable(
  'report_deliveries',
  {
    id: primaryId(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    reportId: uuid('report_id'),
    /** A bill names the scan it paid for (an anomaly scan reveals a pregnancy): same protection. */
    billId: uuid('bill_id'),
    channel: text('channel').notNull(),
    /** 'patient' or 'referrer'. */
    recipient: text('recipient').notNull(),
    /** The address as the delivery log shows it (masked); the full one is on the message. */
    recipientMasked: text('recipient_masked').notNull(),
    /** Housekeeping deletes sent messages after 30 days; by then the link has expired (7 days). */
    messageId: uuid('message_id').references(() => outgoingMessages.id, { onDelete: 'set null' }),
    linkTokenHash: text('link_token_hash').notNull(),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by'),
    /** Wrong codes (or years of birth) since the last right one; at the limit the link is locked. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /**
     * The one-time code last sent: a hash keyed by the link token (which the database does not
     * hold), so a copy of the database cannot try the million codes against it.
     */
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeSentAt: timestamp('code_sent_at', { withTimezone: true }),
    /** Where the code went, masked as the page shows it (******1223). */
    codeSentTo: text('code_sent_to'),
    /** Codes sent since the link last opened: the resend limit. */
    codesSent: integer('codes_sent').notNull().default(0),
    downloadTokenHash: text('download_token_hash'),
    downloadExpiresAt: timestamp('download_expires_at', { withTimezone: true }),
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('report_deliveries_channel_check', sql`${t.channel} in ('email', 'whatsapp', 'sms')`),
    check('report_deliveries_recipient_check', sql`${t.recipient} in ('patient', 'referrer')`),
    unique('report_deliveries_link_token_unique').on(t.linkTokenHash),
    unique('report_deliveries_download_token_unique').on(t.downloadTokenHash),
    unique('report_deliveries_clinic_id_id_unique').on(t.clinicId, t.id),
    check('report_deliveries_one_document', sql`(${t.reportId} is null) <> (${t.billId} is null)`),
    foreignKey({ columns: [t.clinicId, t.reportId], foreignColumns: [reports.clinicId, reports.id] }),
    foreignKey({ columns: [t.clinicId, t.billId], foreignColumns: [patientBills.clinicId, patientBills.id] }),
    index('report_deliveries_clinic_report_idx').on(t.clinicId, t.reportId, t.createdAt),
    index('report_deliveries_clinic_bill_idx').on(t.clinicId, t.billId, t.createdAt),
  ],
);

/** Every download through a delivery's link: the delivery log shows them. */
export const reportDeliveryDownloads = pgTable(
  'report_delivery_downloads',
  {
    id: primaryId(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    deliveryId: uuid('delivery_id').notNull(),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    foreignKey({
      columns: [t.clinicId, t.deliveryId],
      foreignColumns: [reportDeliveries.clinicId, reportDeliveries.id],
    }),
    index('report_delivery_downloads_delivery_idx').on(t.clinicId, t.deliveryId),
  ],
);

/** A clinic's choices about messages to patients; a clinic without a row has everything off. */
export const clinicMessageSettings = pgTable('clinic_message_settings', {
  clinicId: uuid('clinic_id')
    .primaryKey()
    .references(() => clinics.id),
  /** Remind patients (with message consent) of their appointment the day before. */
  appointmentReminders: boolean('appointment_reminders').notNull().default(false),
  updatedBy: uuid('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
