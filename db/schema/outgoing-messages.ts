import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clinics } from './clinics.ts';
import { primaryId } from './columns.ts';

/**
 * The transactional outbox: every message the portal sends (e-mail today; SMS and WhatsApp
 * later, by `channel`) is first a row written in the transaction of the change that causes it,
 * with its delivery job. A job sends it; a crash between "saved" and "sent" loses nothing.
 * clinic_id is null for messages that belong to no clinic (the contact form's copy to support).
 */
export const outgoingMessages = pgTable(
  'outgoing_messages',
  {
    id: primaryId(),
    clinicId: uuid('clinic_id').references(() => clinics.id),
    channel: text('channel').notNull().default('email'),
    /** What the message is about (password_reset, invitation, subscription_reminder, …); shown to admins. */
    kind: text('kind').notNull(),
    /** An e-mail address for 'email'; a phone number for SMS or WhatsApp. */
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    replyTo: text('reply_to'),
    /** WhatsApp/SMS: the values of the provider's approved template ({{1}}, {{2}}, …), in order. */
    templateParams: jsonb('template_params').$type<string[]>(),
    /**
     * A patient message's language (issue 34; a PAPER_LOCALES code, null for English): the
     * sender picks that language's SMS DLT template id and WhatsApp template language.
     */
    language: text('language'),
    /** The row the message is about (a contact message), for what delivery marks on it. */
    referenceId: uuid('reference_id'),
    /** pending until delivered; failed once its job has used every retry. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** The last delivery error, with e-mail addresses masked. */
    lastError: text('last_error'),
    /** A sender holds the message until then, so two senders never send it at once. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('outgoing_messages_channel_check', sql`${t.channel} in ('email', 'whatsapp', 'sms')`),
    check('outgoing_messages_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
    index('outgoing_messages_clinic_created_idx').on(t.clinicId, t.createdAt),
    index('outgoing_messages_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);
