import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clinics } from './clinics.ts';
import { primaryId, timestamps } from './columns.ts';
import { doctors } from './doctors.ts';
import { users } from './users.ts';

/**
 * A login acts for a clinic through a membership (DESIGN §6): the role and, for clinical users,
 * the doctor whose signature they carry. One user may later hold memberships in several centres;
 * a session names the one it acts for.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: primaryId(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    doctorId: uuid('doctor_id'),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    unique('memberships_clinic_id_id_unique').on(t.clinicId, t.id),
    unique('memberships_user_clinic_unique').on(t.userId, t.clinicId),
    index('memberships_clinic_idx').on(t.clinicId),
    foreignKey({ columns: [t.clinicId, t.doctorId], foreignColumns: [doctors.clinicId, doctors.id] }),
    check('memberships_role_check', sql`${t.role} in ('admin', 'doctor', 'receptionist')`),
  ],
);

/**
 * A pending invitation to join a clinic. Only the SHA-256 of the link's token is kept; the
 * token itself travels in the e-mail alone.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: primaryId(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').notNull(),
    doctorId: uuid('doctor_id'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** pending, accepted or revoked; an expired pending one no longer holds a seat. */
    status: text('status').notNull().default('pending'),
    invitedBy: uuid('invited_by').notNull(),
    acceptedUserId: uuid('accepted_user_id'),
    ...timestamps(),
  },
  (t) => [
    unique('invitations_clinic_id_id_unique').on(t.clinicId, t.id),
    uniqueIndex('invitations_token_hash_unique').on(t.tokenHash),
    // One open invitation per address and clinic: a second invite is a resend, not a second seat.
    uniqueIndex('invitations_pending_email_unique')
      .on(t.clinicId, sql`lower(${t.email})`)
      .where(sql`${t.status} = 'pending'`),
    index('invitations_clinic_status_idx').on(t.clinicId, t.status),
    foreignKey({ columns: [t.clinicId, t.doctorId], foreignColumns: [doctors.clinicId, doctors.id] }),
    check('invitations_role_check', sql`${t.role} in ('admin', 'doctor', 'receptionist')`),
  ],
);
