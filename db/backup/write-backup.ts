import { closeSync, createReadStream, createWriteStream, fsyncSync, openSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import yazl from 'yazl';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  MANIFEST_ENTRY,
  tableEntryName,
  UPLOAD_ENTRY_PREFIX,
} from './backup-manifest.ts';
import { listSequences, listTables, readMigrationState } from './database-catalog.ts';
import { addDicomFiles, addDicomSums } from './dicom-backup.ts';

interface WriteBackupOptions {
  databaseUrl: string;
  /** DATA_DIR/uploads (logos); absent or missing means no files. */
  uploadsDir?: string;
  /** DATA_DIR, where DICOM objects kept on disk are (their keys start with `dicom/`); absent: none backed up. */
  dataDir?: string;
  /** The S3 bucket of DICOM objects kept there, named in the manifest. */
  dicomS3Bucket?: string | null;
  backupDir: string;
  now: Date;
}

export interface WrittenBackup {
  path: string;
  fileName: string;
  sizeBytes: number;
  manifest: BackupManifest;
}

/** portal-backup-2025-01-31T02-30-00-000Z.zip: sorts by time, and the name says when. */
function backupFileName(at: Date): string {
  return `portal-backup-${at.toISOString().replaceAll(':', '-').replace('.', '-')}.zip`;
}

export const BACKUP_FILE = /^portal-backup-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)\.zip$/;

export function backupTimeOf(fileName: string): Date | null {
  const match = BACKUP_FILE.exec(fileName);
  if (!match?.[1]) return null;
  const [date, time] = match[1].split('T') as [string, string];
  const [h, m, s, ms] = time.replace('Z', '').split('-');
  return new Date(`${date}T${h}:${m}:${s}.${ms}Z`);
}

/** A backup being written is named like this until it is complete. */
const PARTIAL_SUFFIX = '.partial';

/**
 * Writes one consistent backup: every table through COPY inside one REPEATABLE READ READ ONLY
 * transaction (one snapshot: a payment and its report are both in or both out), then the upload
 * files and the DICOM objects on disk that snapshot lists. The ZIP is written under a hidden temporary name, flushed, and renamed into place, so
 * a crash (kill -9, power cut) mid-way leaves only a stray temporary file and the earlier
 * backups untouched. The caller holds the backup lock, so any other temporary file is stale.
 */
export async function writeBackup(options: WriteBackupOptions): Promise<WrittenBackup> {
  await mkdir(options.backupDir, { recursive: true });
  await removeStalePartials(options.backupDir);
  const fileName = backupFileName(options.now);
  const finalPath = join(options.backupDir, fileName);
  const partialPath = join(options.backupDir, `.${fileName}${PARTIAL_SUFFIX}`);
  const client = new pg.Client({ connectionString: options.databaseUrl, application_name: 'portal backup' });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await client.query('SET LOCAL statement_timeout = 0');
    await client.query('SET LOCAL idle_in_transaction_session_timeout = 0');
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: options.now.toISOString(),
      migration: await readMigrationState(client),
      serverVersion: (await client.query<{ v: string }>('show server_version')).rows[0]?.v ?? '',
      tables: (await listTables(client)).map((t) => ({ ...t, rows: 0 })),
      sequences: await listSequences(client),
      uploads: { files: 0, bytes: 0 },
    };
    const zip = new yazl.ZipFile();
    const output = createWriteStream(partialPath, { mode: 0o600 });
    zip.outputStream.on('error', (error) => output.destroy(error));
    zip.outputStream.pipe(output);
    // First, while nothing else is queued on the connection: the listing runs to its end by itself.
    const withDicom =
      options.dataDir !== undefined &&
      manifest.tables.some((t) => t.name === 'dicom_objects' && t.columns.includes('storage'));
    const dicom = withDicom
      ? await addDicomFiles(zip, client, {
          dataDir: options.dataDir ?? '',
          s3Bucket: options.dicomS3Bucket ?? null,
          fail: (error) => output.destroy(error),
        }).catch((error: unknown) => {
          output.destroy();
          throw error;
        })
      : null;
    for (const table of manifest.tables) {
      // Lazily: each COPY starts only when the ZIP is ready for it (one stream at a time).
      zip.addReadStreamLazy(tableEntryName(table.name), { compressionLevel: 3 }, (callback) => {
        const columns = table.columns.map((c) => pg.escapeIdentifier(c)).join(', ');
        const stream = client.query(copyTo(`COPY public.${pg.escapeIdentifier(table.name)} (${columns}) TO STDOUT`));
        stream.on('end', () => {
          table.rows = stream.rowCount;
        });
        stream.on('error', (error) => output.destroy(error));
        callback(null, stream);
      });
    }
    const uploads = options.uploadsDir ? await listFiles(options.uploadsDir) : [];
    for (const file of uploads) {
      const name = `${UPLOAD_ENTRY_PREFIX}${relative(options.uploadsDir ?? '', file.path)
        .split(sep)
        .join('/')}`;
      manifest.uploads.files += 1;
      manifest.uploads.bytes += file.size;
      zip.addReadStreamLazy(name, { compressionLevel: 3 }, (callback) => {
        const stream = createReadStream(file.path);
        stream.on('error', (error) => output.destroy(error));
        callback(null, stream);
      });
    }
    if (dicom) {
      addDicomSums(zip, dicom.sums);
      manifest.dicom = dicom.summary;
    }
    // Last, when every COPY has ended and its row count is known.
    zip.addReadStreamLazy(MANIFEST_ENTRY, (callback) =>
      callback(null, Readable.from([Buffer.from(JSON.stringify(manifest, null, 2))])),
    );
    zip.end();
    await finished(output);
    await client.query('COMMIT');
    syncFile(partialPath);
    await rename(partialPath, finalPath);
    syncFile(options.backupDir);
    return { path: finalPath, fileName, sizeBytes: (await stat(finalPath)).size, manifest };
  } catch (error) {
    await rm(partialPath, { force: true });
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

function syncFile(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

async function removeStalePartials(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    if (name.startsWith('.') && name.endsWith(PARTIAL_SUFFIX)) await rm(join(dir, name), { force: true });
  }
}

async function listFiles(root: string): Promise<{ path: string; size: number }[]> {
  const found: { path: string; size: number }[] = [];
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(root, { withFileTypes: true, recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return found;
    throw error;
  }
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
    const path = join(entry.parentPath, entry.name);
    found.push({ path, size: (await stat(path)).size });
  }
  return found.sort((a, b) => a.path.localeCompare(b.path));
}
