import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { primaryId } from './columns.ts';

/**
 * Messages sent from the public contact page. Not tenant data: the sender is usually not a
 * clinic yet. Kept so support never loses a message when e-mail delivery fails.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: primaryId(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    clinicName: text('clinic_name'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the copy to support was handed to SMTP or the outbox; null while undelivered. */
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
  },
  (t) => [index('contact_messages_received_idx').on(t.receivedAt)],
);
