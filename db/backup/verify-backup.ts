import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabaseIfMissing, dropDatabaseIfExists } from '../embedded-database.ts';
import { startEmbeddedPostgres } from '../embedded-postgres.ts';
import { writeSecretFileAtomically } from '../secret-file.ts';
import type { BackupDicom, BackupVerification } from './backup-manifest.ts';
import { openBackupZip } from './backup-zip-reader.ts';
import { checkDicomFiles, checkDicomRowsHaveFiles } from './dicom-restore.ts';
import { holdDatabaseInUse } from './leftover-databases.ts';
import { type RestoreResult, restoreBackupInto } from './restore-backup.ts';

export interface VerifiedBackup extends BackupVerification {
  result: RestoreResult | null;
  /** What the manifest says of DICOM objects, and how many files were read and matched their SHA-256. */
  dicom: (BackupDicom & { checked: number }) | null;
}

/**
 * Proves a backup restores: a new empty database on the cluster of `adminUrl` gets the backup
 * (schema at its migration, every table COPYed in), its row counts are compared with the
 * manifest, every DICOM file is read back against its SHA-256 and every object on disk the
 * restored rows list has its files, and the database is dropped again whatever happened.
 */
export async function verifyBackup(
  path: string,
  adminUrl: string,
  now: () => Date = () => new Date(),
): Promise<VerifiedBackup> {
  const started = Date.now();
  const name = `portal_verify_${randomBytes(6).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let result: RestoreResult | null = null;
  let message: string | null = null;
  let dicom: VerifiedBackup['dicom'] = null;
  // Held until the database is dropped: cleanup of leftovers leaves a running verification alone.
  const releaseInUse = await holdDatabaseInUse(adminUrl, name);
  try {
    const zip = await openBackupZip(path);
    try {
      await createDatabaseIfMissing(adminUrl, name);
      result = await restoreBackupInto(zip, url.toString());
      if (result.mismatches.length > 0) {
        // Table names only: the counts are the whole deployment's, and this text reaches clinic admins.
        message = `Row counts differ after restoring: ${result.mismatches.map((t) => t.name).join(', ')}`;
      }
      if (zip.manifest.dicom) {
        const checked = await checkDicomFiles(zip);
        dicom = { ...zip.manifest.dicom, checked: checked.files };
        await checkDicomRowsHaveFiles(zip, url.toString());
      }
    } finally {
      zip.close();
    }
  } catch (error) {
    message = `The backup could not be restored: ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    try {
      await dropDatabaseIfExists(adminUrl, name);
    } finally {
      await releaseInUse();
    }
  }
  return {
    verified: message === null,
    verifiedAt: now().toISOString(),
    message,
    durationMs: Date.now() - started,
    result,
    dicom,
  };
}

/** The verification beside the backup, `<file>.json`, so the list needs no database. */
export function verificationPath(backupPath: string): string {
  return `${backupPath}.json`;
}

export function recordVerification(backupPath: string, verification: BackupVerification): void {
  const { verified, verifiedAt, message, durationMs } = verification;
  writeSecretFileAtomically(
    verificationPath(backupPath),
    JSON.stringify({ verified, verifiedAt, message, durationMs }),
  );
}

export function readVerification(backupPath: string): BackupVerification | null {
  try {
    return JSON.parse(readFileSync(verificationPath(backupPath), 'utf8')) as BackupVerification;
  } catch {
    return null;
  }
}

/**
 * A throwaway embedded PostgreSQL in a temporary folder (the binaries the portal installs from
 * npm), for verifying a backup anywhere: beside a running portal, or of a server database.
 */
export async function withScratchCluster<T>(work: (adminUrl: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-verify-'));
  const server = await startEmbeddedPostgres({
    dir: join(dir, 'postgres'),
    passwordFile: join(dir, 'postgres.password'),
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
  });
  try {
    return await work(server.url());
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
