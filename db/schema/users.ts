import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clinics } from './clinics.ts';
import { primaryId, timestamps } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: primaryId(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    /** Stored lower-cased; login compares case-insensitively. */
    email: text('email').notNull(),
    /** argon2id PHC string, never returned by any response schema. */
    password: text('password').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    profileImageUrl: text('profile_image_url'),
    role: text('role').notNull().default('admin'),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    authProvider: text('auth_provider').notNull().default('email'),
    /** SHA-256 of the single-use reset token; the token itself only travels in the e-mail. */
    resetPasswordToken: text('reset_password_token'),
    resetPasswordExpires: timestamp('reset_password_expires', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_clinic_idx').on(t.clinicId),
    uniqueIndex('users_reset_token_unique').on(t.resetPasswordToken),
  ],
);

/**
 * Server-side sessions. sid is the SHA-256 of the bearer token, so a leaked table cannot be
 * replayed. expire is the sliding inactivity deadline; absolute_expire caps the lifetime.
 */
export const sessions = pgTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    sess: jsonb('sess').notNull(),
    expire: timestamp('expire', { withTimezone: true }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    absoluteExpire: timestamp('absolute_expire', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expire_idx').on(t.expire)],
);
