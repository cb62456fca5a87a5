import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clinics } from './clinics.ts';
import { primaryId, timestamps } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: primaryId(),
    /** The clinic this login signs in to; its role there lives in memberships. */
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
    /** The portal's language for this person (issue 34; an APP_LOCALES code); null: the device's choice. */
    language: text('language'),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    authProvider: text('auth_provider').notNull().default('email'),
    /** SHA-256 of the single-use reset token; the token itself only travels in the e-mail. */
    resetPasswordToken: text('reset_password_token'),
    resetPasswordExpires: timestamp('reset_password_expires', { withTimezone: true }),
    /** SHA-256 of the single-use e-mail verification token (email-verification.ts). */
    emailVerificationToken: text('email_verification_token'),
    emailVerificationExpires: timestamp('email_verification_expires', { withTimezone: true }),
    /** TOTP secret (base32), encrypted with the field cipher; set once enrolment is confirmed. */
    totpSecret: text('totp_secret'),
    /** A secret shown in settings but not yet confirmed by a code (encrypted too). */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last accepted TOTP time step: a code is accepted once, so a seen code cannot be replayed. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_clinic_idx').on(t.clinicId),
    uniqueIndex('users_reset_token_unique').on(t.resetPasswordToken),
    uniqueIndex('users_email_verification_token_unique').on(t.emailVerificationToken),
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
    /** Shown in the sessions list of settings, so a user can tell their devices apart. */
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** Written with each slide of `expire`, so it is at most a minute behind. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /**
     * Set when the server ends the session for a reason the user should be told (a deactivated
     * member): the row is expired rather than deleted, so the tab's next request can say why.
     */
    endedReason: text('ended_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expire_idx').on(t.expire)],
);
