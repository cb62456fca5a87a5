import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { clinics } from './clinics.ts';

/**
 * Append-only trail of who did what (DESIGN §5). Never holds field values of patient data.
 * clinic_id is null only for events without a known clinic (a failed login for an unknown
 * e-mail); subject holds the SHA-256 of such an e-mail so throttling can count failures.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    clinicId: uuid('clinic_id').references(() => clinics.id),
    actorUserId: uuid('actor_user_id'),
    action: text('action').notNull(),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    outcome: text('outcome').notNull(),
    subject: text('subject'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    requestId: text('request_id'),
    details: jsonb('details'),
  },
  (t) => [
    // The activity log pages newest first by (at, id) within a clinic, optionally of one user or
    // one action; each filter walks its own index in order, so a page reads only its rows.
    index('audit_clinic_at_idx').on(t.clinicId, t.at, t.id),
    index('audit_clinic_actor_at_idx').on(t.clinicId, t.actorUserId, t.at, t.id),
    index('audit_clinic_action_at_idx').on(t.clinicId, t.action, t.at, t.id),
    // Login throttling counts one e-mail's failures (`subject = …`); only those events have a
    // subject, so the index holds just them and the app's every other write skips it.
    index('audit_subject_action_at_idx').on(t.subject, t.action, t.at).where(sql`${t.subject} is not null`),
  ],
);

/**
 * How many events a clinic has per day (in India time), acting user and action, kept exact by a
 * trigger on audit_events (at commit), so the activity log's total under any filter is a sum of a
 * few hundred rows instead of a count over up to a million index entries.
 */
export const auditEventCounts = pgTable(
  'audit_event_counts',
  {
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    day: date('day', { mode: 'string' }).notNull(),
    actorUserId: uuid('actor_user_id'),
    action: text('action').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('audit_event_counts_key').on(t.clinicId, t.day, t.actorUserId, t.action).nullsNotDistinct(),
    // A filter by action or by user sums a date range of that action's or user's rows only.
    index('audit_event_counts_action_day_idx').on(t.clinicId, t.action, t.day),
    index('audit_event_counts_actor_day_idx').on(t.clinicId, t.actorUserId, t.day),
  ],
);

/**
 * The same counts by India calendar month (`month` is its first day), kept by the same trigger,
 * so the activity log's total sums a year as ~12 rows per actor and action instead of ~365; only
 * the partial months at a date filter's edges are summed from the daily counts.
 */
export const auditEventMonthCounts = pgTable(
  'audit_event_month_counts',
  {
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    month: date('month', { mode: 'string' }).notNull(),
    actorUserId: uuid('actor_user_id'),
    action: text('action').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [unique('audit_event_month_counts_key').on(t.clinicId, t.month, t.actorUserId, t.action).nullsNotDistinct()],
);
