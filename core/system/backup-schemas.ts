import { z } from 'zod';

/**
 * One backup as a clinic's administrator sees it: when, how big, whether it restored. Never
 * its row counts: a deployment hosts many clinics and a backup holds all of them.
 */
export const BackupSummarySchema = z.object({
  fileName: z.string(),
  createdAt: z.string(),
  sizeBytes: z.number(),
  /** null until the verification has run (or when it was never recorded). */
  verified: z.boolean().nullable(),
  verifiedAt: z.string().nullable(),
});
export type BackupSummary = z.infer<typeof BackupSummarySchema>;

export const BackupListSchema = z.object({
  /** false with a PostgreSQL server (DATABASE_URL): its backups are the operator's. */
  available: z.boolean(),
  running: z.boolean(),
  lastRun: z.object({ at: z.string(), outcome: z.enum(['succeeded', 'failed']) }).nullable(),
  backups: z.array(BackupSummarySchema),
});
export type BackupList = z.infer<typeof BackupListSchema>;

export const BackupStartedSchema = z.object({ started: z.literal(true) });

export const BACKUP_MESSAGES = {
  serverDatabase:
    "This portal stores its data on a PostgreSQL server, which the portal does not back up itself. Back it up with PostgreSQL's own tools (pg_dump, base backups and point-in-time recovery); see the README's Backups section.",
  running: 'A backup is already running. Try again when it has finished.',
} as const;
