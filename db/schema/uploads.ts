import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clinics } from './clinics.ts';

/**
 * One signed logo-upload permission. The signature in the upload URL names this row; the row is
 * consumed by the first successful upload, so a URL cannot be replayed, and expires quickly.
 */
export const uploadGrants = pgTable('upload_grants', {
  /** Random id carried in the signed URL. */
  id: text('id').primaryKey(),
  clinicId: uuid('clinic_id')
    .notNull()
    .references(() => clinics.id),
  /** Storage key the upload will be written to (under DATA_DIR/uploads or the S3 bucket). */
  objectKey: text('object_key').notNull(),
  /** Who asked for the grant: the upload itself carries no session, its audit row names this user. */
  userId: uuid('user_id'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
