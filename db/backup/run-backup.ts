import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { writeSecretFileAtomically } from '../secret-file.ts';
import { dropLeftoverDatabases } from './leftover-databases.ts';
import { backupsToDelete, type RetainedBackup, type RetentionPolicy, unverifiedBackupsToDelete } from './retention.ts';
import {
  readVerification,
  recordVerification,
  type VerifiedBackup,
  verificationPath,
  verifyBackup,
  withScratchCluster,
} from './verify-backup.ts';
import { BACKUP_FILE, backupTimeOf, type WrittenBackup, writeBackup } from './write-backup.ts';

/** Where and what to back up; the same for the server's nightly run and `npm run backup`. */
export interface BackupTarget {
  /** The portal's database. */
  databaseUrl: string;
  /**
   * A superuser connection of the same cluster, where the verification's temporary database is
   * made; without one (a PostgreSQL server) it is verified in a throwaway embedded cluster.
   */
  adminUrl?: string;
  uploadsDir: string;
  /** DATA_DIR: DICOM objects kept on disk are backed up from its `dicom/` folder. */
  dataDir: string;
  /** The bucket of DICOM objects kept in S3 (not copied; named in the manifest), null without S3. */
  dicomS3Bucket: string | null;
  backupDir: string;
  retention: RetentionPolicy;
}

export interface BackupRun {
  backup: WrittenBackup;
  verification: VerifiedBackup;
  deleted: string[];
}

/** Any number for pg_try_advisory_lock, as long as everything that backs up uses this one. */
const BACKUP_LOCK_KEY = 7_202_503;

/**
 * One backup at a time per database, across the server and the command line: a session-level
 * advisory lock, released when its connection ends, so a killed backup never leaves it held.
 * Resolves null when another backup holds it; otherwise to the release function.
 */
export async function lockBackups(databaseUrl: string): Promise<(() => Promise<void>) | null> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'portal backup lock' });
  client.on('error', () => {});
  await client.connect();
  const result = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
    BACKUP_LOCK_KEY,
  ]);
  if (!result.rows[0]?.locked) {
    await client.end();
    return null;
  }
  // Unlocked explicitly: a backend ends a moment after its client hangs up, and until then the
  // lock would still refuse the next backup.
  return async () => {
    await client.query('select pg_advisory_unlock($1)', [BACKUP_LOCK_KEY]).catch(() => {});
    await client.end().catch(() => {});
  };
}

export async function isBackupRunning(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query(
      `select 1 from pg_locks where locktype = 'advisory' and granted and classid = 0 and objid = $1 and database =
         (select oid from pg_database where datname = current_database())`,
      [BACKUP_LOCK_KEY],
    );
    return (result.rowCount ?? 0) > 0;
  } finally {
    await client.end();
  }
}

/**
 * Backs up, verifies the new file by restoring it into a temporary database, records the
 * verification beside it, then rotates. The caller holds lockBackups(). Rotation runs only
 * after a verified backup, so a broken engine never rotates good backups away; after a failed
 * verification only the older failed backups beyond the newest two go (each holds the whole
 * DICOM folder, and the fault may repeat every night until a person fixes it). Afterwards,
 * whatever happened, the databases killed verifications and restores left are dropped.
 */
export async function runBackup(target: BackupTarget, now: () => Date): Promise<BackupRun> {
  try {
    return await backUpVerifyAndRotate(target, now);
  } finally {
    if (target.adminUrl) await dropLeftoverDatabases(target.adminUrl).catch(() => {});
  }
}

async function backUpVerifyAndRotate(target: BackupTarget, now: () => Date): Promise<BackupRun> {
  try {
    const backup = await writeBackup({
      databaseUrl: target.databaseUrl,
      uploadsDir: target.uploadsDir,
      dataDir: target.dataDir,
      dicomS3Bucket: target.dicomS3Bucket,
      backupDir: target.backupDir,
      now: now(),
    });
    const verification = await verifyOrFail(target, backup.path, now);
    recordVerification(backup.path, verification);
    const deleted = verification.verified
      ? await rotateBackups(target.backupDir, target.retention)
      : await pruneUnverifiedBackups(target.backupDir);
    recordLastRun(target.backupDir, {
      at: now().toISOString(),
      outcome: verification.verified ? 'succeeded' : 'failed',
      fileName: backup.fileName,
    });
    return { backup, verification, deleted };
  } catch (error) {
    recordLastRun(target.backupDir, { at: now().toISOString(), outcome: 'failed', fileName: null });
    throw error;
  }
}

/**
 * The backup's verification; one that could not even run (the scratch cluster did not start, the
 * cluster refused the connection or the temporary database) is a failed verification, recorded
 * like any other: left unrecorded, the file counted as never verified, which the cap on unverified
 * backups keeps for ever, so a fault repeating every night filled the disk.
 */
async function verifyOrFail(target: BackupTarget, path: string, now: () => Date): Promise<VerifiedBackup> {
  const started = Date.now();
  const { adminUrl } = target;
  try {
    return adminUrl
      ? await verifyBackup(path, adminUrl, now)
      : await withScratchCluster((scratch) => verifyBackup(path, scratch, now));
  } catch (error) {
    return {
      verified: false,
      verifiedAt: now().toISOString(),
      message: `The backup could not be verified: ${error instanceof Error ? error.message : String(error)}`,
      durationMs: Date.now() - started,
      result: null,
      dicom: null,
    };
  }
}

interface ListedBackup {
  fileName: string;
  path: string;
  at: Date;
  sizeBytes: number;
  verified: boolean | null;
  verifiedAt: string | null;
}

/** The backups in a folder, newest first, with their recorded verification. */
export async function listBackups(backupDir: string): Promise<ListedBackup[]> {
  let names: string[];
  try {
    names = await readdir(backupDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const listed: ListedBackup[] = [];
  for (const fileName of names) {
    const at = backupTimeOf(fileName);
    if (!at || !BACKUP_FILE.test(fileName)) continue;
    const path = join(backupDir, fileName);
    const verification = readVerification(path);
    listed.push({
      fileName,
      path,
      at,
      sizeBytes: (await stat(path)).size,
      verified: verification?.verified ?? null,
      verifiedAt: verification?.verifiedAt ?? null,
    });
  }
  return listed.sort((a, b) => b.at.getTime() - a.at.getTime());
}

function rotateBackups(backupDir: string, policy: RetentionPolicy): Promise<string[]> {
  return deleteBackups(backupDir, (listed) => backupsToDelete(listed, policy));
}

/** After a failed verification: no rotation, but only the newest unverified backups stay. */
function pruneUnverifiedBackups(backupDir: string): Promise<string[]> {
  return deleteBackups(backupDir, (listed) => unverifiedBackupsToDelete(listed));
}

async function deleteBackups(
  backupDir: string,
  choose: (listed: ListedBackup[]) => RetainedBackup[],
): Promise<string[]> {
  const doomed = choose(await listBackups(backupDir));
  for (const backup of doomed as ListedBackup[]) {
    await rm(backup.path, { force: true });
    await rm(verificationPath(backup.path), { force: true });
  }
  return doomed.map((b) => b.fileName);
}

interface LastBackupRun {
  at: string;
  outcome: 'succeeded' | 'failed';
  fileName: string | null;
}

const LAST_RUN_FILE = 'last-run.json';

function recordLastRun(backupDir: string, run: LastBackupRun): void {
  try {
    writeSecretFileAtomically(join(backupDir, LAST_RUN_FILE), JSON.stringify(run));
  } catch {
    // The folder itself may be what failed (a full or read-only disk); the caller reports that.
  }
}

export async function readLastRun(backupDir: string): Promise<LastBackupRun | null> {
  try {
    return JSON.parse(await readFile(join(backupDir, LAST_RUN_FILE), 'utf8')) as LastBackupRun;
  } catch {
    return null;
  }
}
