import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clinics } from './clinics.ts';
import { primaryId } from './columns.ts';
import { users } from './users.ts';

/** Ten one-time recovery codes per enrolled user, stored as SHA-256; a used code keeps used_at. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('two_factor_recovery_codes_user_idx').on(t.userId)],
);

/**
 * The second step of a sign-in: after the password, the browser holds only this challenge's
 * token (its SHA-256 is the id) until a code is given. purpose 'verify' asks an enrolled user's
 * code; 'enrol' carries a new secret (encrypted) for a user whose clinic requires two-factor.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    purpose: text('purpose').notNull(),
    pendingSecret: text('pending_secret'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_challenges_user_idx').on(t.userId)],
);
