import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clinics } from './clinics.ts';

/**
 * The language model a clinic runs or chose (issue 35 item 4, decision 026): off until an admin
 * turns it on. The API key is stored only as the field cipher's AES-256-GCM text
 * (server/lib/field-cipher.ts, the same key as Aadhaar numbers and two-factor secrets) and is never
 * answered back. No row: off.
 */
export const assistantSettings = pgTable('assistant_settings', {
  clinicId: uuid('clinic_id')
    .primaryKey()
    .references(() => clinics.id),
  enabled: boolean('enabled').notNull().default(false),
  endpointUrl: text('endpoint_url'),
  model: text('model'),
  apiKeyEncrypted: text('api_key_encrypted'),
  updatedBy: uuid('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
