import { bigint, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Our own invoice series as the seller: consecutive per Indian financial year across all clinics
 * (CGST Rule 46(b)). Not tenant data.
 */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});

/**
 * Razorpay delivers webhooks at least once; each event id is processed once. Not tenant data:
 * the clinic is found through the order the event names.
 */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  outcome: text('outcome'),
  details: jsonb('details'),
});
