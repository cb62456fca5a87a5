import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { clinics } from './clinics.ts';
import { primaryId } from './columns.ts';

/**
 * One run of a background job (server/jobs): what admins see under Settings → System. clinic_id
 * is set for work done for one clinic (its e-mails) and null for deployment-wide sweeps
 * (housekeeping, reminder sweeps), which a clinic sees by name, status and time only.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: primaryId(),
    jobName: text('job_name').notNull(),
    clinicId: uuid('clinic_id').references(() => clinics.id),
    /** The queue's job id (pg-boss); the same for every attempt of one job. */
    queueJobId: text('queue_job_id'),
    /** 1 for the first try, 2 for the first retry, … */
    attempt: integer('attempt').notNull().default(1),
    status: text('status').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    /** What the run did, in counts (no personal data): "2 reminders sent". */
    summary: text('summary'),
    /** Why it failed, with e-mail addresses masked. */
    error: text('error'),
  },
  (t) => [
    check('job_runs_status_check', sql`${t.status} in ('completed', 'failed')`),
    index('job_runs_started_idx').on(t.startedAt),
    index('job_runs_clinic_started_idx').on(t.clinicId, t.startedAt),
  ],
);

/**
 * A reminder a clinic was sent: the unique key is what makes each reminder go out once per
 * period, however many servers sweep at once and however often they restart.
 * period_key names the period: the subscription's end (ISO) or the register month (YYYY-MM).
 */
export const sentReminders = pgTable(
  'sent_reminders',
  {
    id: primaryId(),
    clinicId: uuid('clinic_id')
      .notNull()
      .references(() => clinics.id),
    kind: text('kind').notNull(),
    periodKey: text('period_key').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('sent_reminders_once').on(t.clinicId, t.kind, t.periodKey)],
);
