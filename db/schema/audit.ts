import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    index('audit_clinic_at_idx').on(t.clinicId, t.at),
    index('audit_subject_action_at_idx').on(t.subject, t.action, t.at),
  ],
);
