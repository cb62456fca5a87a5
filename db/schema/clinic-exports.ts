import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clinics } from './clinics.ts';
import { primaryId } from './columns.ts';

/**
 * A clinic's data export (every patient, study, report, Form F, payment, invoice and the audit
 * log in one ZIP). A row with a status, so the work survives a restart: an export whose
 * heartbeat stops is taken up again. The file lives under DATA_DIR/exports until expires_at.
 */
export const clinicExports = pgTable(
  'clinic_exports',
  {
    id: primaryId(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    requestedBy: uuid('requested_by').notNull(),
    status: text('status').notNull().default('queued'),
    rowsDone: integer('rows_done').notNull().default(0),
    rowsTotal: integer('rows_total'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** Why it failed, in words for the administrator; never row data. */
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** Moved on while the export runs; a stale one means its process died. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('clinic_exports_clinic_created_idx').on(t.clinicId, t.createdAt),
    // One export in the making per clinic, held by the database under concurrent requests.
    uniqueIndex('clinic_exports_one_open_idx').on(t.clinicId).where(sql`${t.status} in ('queued', 'running')`),
    check('clinic_exports_status', sql`${t.status} in ('queued', 'running', 'ready', 'failed', 'expired')`),
  ],
);
