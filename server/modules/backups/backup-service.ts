import { join } from 'node:path';
import { BACKUP_MESSAGES, type BackupList, UNVERIFIED_BACKUPS_KEPT } from '../../../core/system/backup-schemas.ts';
import {
  type BackupRun,
  type BackupTarget,
  isBackupRunning,
  listBackups,
  lockBackups,
  readLastRun,
  runBackup,
} from '../../../db/backup/run-backup.ts';
import type { AppDeps, EmbeddedDatabaseUrls, RequestScope } from '../../app-deps.ts';
import { conflict } from '../../lib/http-errors.ts';
import { type RequestMeta, recordAudit } from '../audit/record-audit.ts';

/** What a backup run needs of the app (the job queue's handler has these too). */
export type BackupDeps = Pick<AppDeps, 'config' | 'clock' | 'embeddedDatabase'>;

function backupTarget(deps: BackupDeps, embedded: EmbeddedDatabaseUrls): BackupTarget {
  const { backups, dataDir } = deps.config;
  return {
    databaseUrl: embedded.databaseUrl,
    adminUrl: embedded.adminUrl,
    uploadsDir: join(dataDir, 'uploads'),
    dataDir,
    dicomS3Bucket: deps.config.s3?.dicomBucket ?? null,
    backupDir: backups.dir,
    retention: { daily: backups.keepDaily, weekly: backups.keepWeekly },
  };
}

export type NightlyBackupResult =
  | { status: 'skipped'; reason: 'server-database' | 'already-running' }
  | { status: 'done'; fileName: string; verified: boolean; deleted: string[] };

/**
 * The nightly backup (BACKUP_SCHEDULE): the lead registers this as a scheduled job on the job
 * queue. Several servers may fire it; the advisory lock lets one run and the others skip.
 */
export async function runNightlyBackup(deps: BackupDeps): Promise<NightlyBackupResult> {
  const embedded = deps.embeddedDatabase;
  if (!embedded) return { status: 'skipped', reason: 'server-database' };
  const release = await lockBackups(embedded.databaseUrl);
  if (!release) return { status: 'skipped', reason: 'already-running' };
  try {
    return summarise(await runBackup(backupTarget(deps, embedded), () => deps.clock.now()));
  } finally {
    await release();
  }
}

function summarise(run: BackupRun): NightlyBackupResult {
  return {
    status: 'done',
    fileName: run.backup.fileName,
    verified: run.verification.verified,
    deleted: run.deleted,
  };
}

/**
 * "Back up now": 409 with a server database or while a backup runs; otherwise the lock is taken
 * before answering (so a second click is refused at once) and the backup runs after the reply.
 */
export async function startBackupNow(deps: AppDeps, scope: RequestScope, meta: RequestMeta): Promise<void> {
  const embedded = deps.embeddedDatabase;
  if (!embedded) throw conflict(BACKUP_MESSAGES.serverDatabase);
  const release = await lockBackups(embedded.databaseUrl);
  if (!release) throw conflict(BACKUP_MESSAGES.running);
  try {
    await recordAudit(
      deps.db,
      { action: 'system.backup.start', outcome: 'success', clinicId: scope.clinicId, actorUserId: scope.userId },
      meta,
      deps.clock.now(),
    );
  } catch (error) {
    await release();
    throw error;
  }
  deps.background.run('backup', async () => {
    try {
      await runBackup(backupTarget(deps, embedded), () => deps.clock.now());
    } finally {
      await release();
    }
  });
}

export async function describeBackups(deps: AppDeps): Promise<BackupList> {
  const embedded = deps.embeddedDatabase;
  if (!embedded) return { available: false, running: false, lastRun: null, backups: [], retention: null };
  const [listed, lastRun, running] = await Promise.all([
    listBackups(deps.config.backups.dir),
    readLastRun(deps.config.backups.dir),
    isBackupRunning(embedded.databaseUrl),
  ]);
  return {
    available: true,
    running,
    lastRun: lastRun ? { at: lastRun.at, outcome: lastRun.outcome } : null,
    backups: listed.map((b) => ({
      fileName: b.fileName,
      createdAt: b.at.toISOString(),
      sizeBytes: b.sizeBytes,
      verified: b.verified,
      verifiedAt: b.verifiedAt,
    })),
    retention: {
      daily: deps.config.backups.keepDaily,
      weekly: deps.config.backups.keepWeekly,
      unverified: UNVERIFIED_BACKUPS_KEPT,
    },
  };
}
