import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clinics } from './clinics.ts';

/**
 * The first answer to a write sent with an Idempotency-Key (issue 28): a retry with the same key
 * gets this answer back and writes nothing. Written in the transaction of the write itself, so a
 * key exists exactly when its write committed. Keys are per clinic (one clinic's key never
 * answers another's request) and live 24 hours: lookups ignore older rows and housekeeping
 * deletes them.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    key: text('key').notNull(),
    /** SHA-256 of the route, its path parameters and the validated body: a reused key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    /** The response body as the route returned it (already whitelisted by its presenter). */
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [t.clinicId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
