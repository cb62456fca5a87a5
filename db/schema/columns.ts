import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** UUID primary keys: ids in URLs are not guessable (DESIGN §5). */
export const primaryId = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);

export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
