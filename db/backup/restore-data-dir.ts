import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { acquireDataDirLock, DataDirLockedError } from '../data-dir-lock.ts';
import {
  createDatabaseIfMissing,
  dropDatabaseIfExists,
  EMBEDDED_DATABASE_NAME,
  startDataDirPostgres,
} from '../embedded-database.ts';
import { KEPT_DATABASE_PREFIX, RESTORING_DATABASE_PREFIX } from '../interrupted-restore.ts';
import { type BackupManifest, UPLOAD_ENTRY_PREFIX } from './backup-manifest.ts';
import { openBackupZip } from './backup-zip-reader.ts';
import { extractDicomFiles } from './dicom-restore.ts';
import { holdDatabaseInUse } from './leftover-databases.ts';
import { type RestoreResult, restoreBackupInto } from './restore-backup.ts';

interface DataDirRestore {
  result: RestoreResult;
  manifest: BackupManifest;
  /** The database the data before the restore was renamed to (null when there was none). */
  keptDatabase: string | null;
  /** Where the uploads before the restore were moved (null when there were none). */
  keptUploads: string | null;
  /** DICOM files written back (each checked against its SHA-256), and where the folder before went. */
  dicomFiles: number;
  keptDicom: string | null;
}

export class PortalRunningError extends Error {}

/**
 * `npm run restore -- <file>`: replaces the data directory's database and uploads with a
 * backup's. Refused while a portal holds the data directory. The backup is loaded into a new
 * database and checked first; only then is the current database renamed aside
 * (portal_before_restore_<time>) and the new one renamed into its place, and the uploads and
 * dicom folders likewise (uploads.before-restore-<time>, dicom.before-restore-<time>). Nothing is deleted: a failed restore leaves the
 * current data as it was, a successful one keeps it under those names.
 */
export async function restoreDataDir(dataDir: string, file: string, now: Date): Promise<DataDirRestore> {
  let release: () => void;
  try {
    release = acquireDataDirLock(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new PortalRunningError(
        `The portal is running on ${dataDir}. Stop it first (Ctrl-C or SIGTERM), then run the restore again.`,
      );
    }
    throw error;
  }
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '_').toLowerCase();
  const zip = await openBackupZip(file).catch((error: unknown) => {
    release();
    throw error;
  });
  let server: Awaited<ReturnType<typeof startDataDirPostgres>>['server'] | undefined;
  let releaseStaging: (() => Promise<void>) | undefined;
  try {
    // No empty `portal` made first: the swap below puts the restored one in place either way.
    server = (await startDataDirPostgres(dataDir, { createPortal: false })).server;
    const adminUrl = server.url();
    const staging = `${RESTORING_DATABASE_PREFIX}${stamp}`;
    releaseStaging = await holdDatabaseInUse(adminUrl, staging);
    await dropDatabaseIfExists(adminUrl, staging);
    await createDatabaseIfMissing(adminUrl, staging);
    const result = await restoreBackupInto(zip, server.url(staging));
    if (result.mismatches.length > 0) {
      await dropDatabaseIfExists(adminUrl, staging);
      throw new Error(
        `Row counts differ after loading the backup (${result.mismatches.map((t) => t.name).join(', ')}); nothing was changed`,
      );
    }
    const uploadsStaging = join(dataDir, `uploads.restoring-${stamp}`);
    await extractUploads(zip, uploadsStaging);
    // Written and checked before the swap: a damaged image stops the restore with nothing changed.
    const dicomStaging = join(dataDir, `dicom.restoring-${stamp}`);
    const dicom = zip.manifest.dicom
      ? await extractDicomFiles(zip, dicomStaging).catch(async (error: unknown) => {
          // Refused: nothing of this backup stays beside the data, the uploads written just before included.
          await rm(dicomStaging, { recursive: true, force: true });
          await rm(uploadsStaging, { recursive: true, force: true });
          await dropDatabaseIfExists(adminUrl, staging);
          throw error;
        })
      : null;
    const keptDatabase = await swapDatabases(adminUrl, staging, `${KEPT_DATABASE_PREFIX}${stamp}`);
    const keptUploads = await swapFolder(dataDir, 'uploads', uploadsStaging, stamp);
    // A format-1 backup has no DICOM objects and says nothing of them: the folder is left as it is.
    const keptDicom = dicom ? await swapFolder(dataDir, 'dicom', dicomStaging, stamp) : null;
    return { result, manifest: zip.manifest, keptDatabase, keptUploads, dicomFiles: dicom?.files ?? 0, keptDicom };
  } finally {
    zip.close();
    await releaseStaging?.();
    await server?.stop();
    release();
  }
}

/** `<name>` aside as `<name>.before-restore-<stamp>` (answered; null when there was none), the staging one in its place. */
async function swapFolder(dataDir: string, name: string, staging: string, stamp: string): Promise<string | null> {
  const live = join(dataDir, name);
  let kept: string | null = null;
  if (existsSync(live)) {
    kept = join(dataDir, `${name}.before-restore-${stamp}`);
    await rename(live, kept);
  }
  if (existsSync(staging)) await rename(staging, live);
  return kept;
}

async function extractUploads(zip: Awaited<ReturnType<typeof openBackupZip>>, target: string): Promise<void> {
  await rm(target, { recursive: true, force: true });
  const root = resolve(target);
  for (const name of zip.names()) {
    if (!name.startsWith(UPLOAD_ENTRY_PREFIX) || name.endsWith('/')) continue;
    const path = resolve(root, name.slice(UPLOAD_ENTRY_PREFIX.length));
    // yauzl already refuses absolute names and '..'; this keeps it so whatever the library does.
    if (!path.startsWith(root + sep)) throw new Error(`The backup holds an unsafe file name: ${name}`);
    await mkdir(dirname(path), { recursive: true });
    await pipeline(await zip.open(name), createWriteStream(path, { mode: 0o640 }));
  }
}

/**
 * One transaction (ALTER DATABASE … RENAME may run in one since PostgreSQL 15): killed or failing
 * at any point, either both renames happened or neither, so `portal` always exists. Two commits
 * left a window with no `portal`, which the next start filled with an empty one.
 */
export async function swapDatabases(adminUrl: string, incoming: string, keptName: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const current = await client.query('select 1 from pg_database where datname = $1', [EMBEDDED_DATABASE_NAME]);
    let kept: string | null = null;
    if (current.rowCount) {
      await client.query(
        `ALTER DATABASE ${pg.escapeIdentifier(EMBEDDED_DATABASE_NAME)} RENAME TO ${pg.escapeIdentifier(keptName)}`,
      );
      kept = keptName;
    }
    await client.query(
      `ALTER DATABASE ${pg.escapeIdentifier(incoming)} RENAME TO ${pg.escapeIdentifier(EMBEDDED_DATABASE_NAME)}`,
    );
    await client.query('COMMIT');
    return kept;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
