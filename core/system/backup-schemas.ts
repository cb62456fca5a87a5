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

/**
 * Backups whose verification failed kept while none newer verifies (decision 005): such a run
 * never rotates verified backups away, but its older failed ones beyond this many are deleted.
 * Two: the newest shows the current fault, the one before it what changed.
 */
export const UNVERIFIED_BACKUPS_KEPT = 2;

export const BackupListSchema = z.object({
  /** false with a PostgreSQL server (DATABASE_URL): its backups are the operator's. */
  available: z.boolean(),
  running: z.boolean(),
  lastRun: z.object({ at: z.string(), outcome: z.enum(['succeeded', 'failed']) }).nullable(),
  backups: z.array(BackupSummarySchema),
  /** What rotation keeps (BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY, UNVERIFIED_BACKUPS_KEPT); null when not available. */
  retention: z.object({ daily: z.number(), weekly: z.number(), unverified: z.number() }).nullable(),
});
export type BackupList = z.infer<typeof BackupListSchema>;

export const BackupStartedSchema = z.object({ started: z.literal(true) });

export const BACKUP_MESSAGES = {
  serverDatabase:
    "This portal stores its data on a PostgreSQL server, which the portal does not back up itself. Back it up with PostgreSQL's own tools (pg_dump, base backups and point-in-time recovery); see the README's Backups section.",
  running: 'A backup is already running. Try again when it has finished.',
} as const;
