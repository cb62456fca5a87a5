import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import type pg from 'pg';
import QueryStream from 'pg-query-stream';
import type yazl from 'yazl';
import { type BackupDicom, DICOM_ENTRY_PREFIX, DICOM_SUMS_ENTRY } from './backup-manifest.ts';

/** Enough to find the pattern (one clinic's folder, a whole day) without a manifest of megabytes. */
const MISSING_KEYS_KEPT = 100;

/**
 * A storage key as a ZIP entry name and a path under DATA_DIR: forward slashes, under `dicom/`,
 * no `..` or empty segment. Keys are made by the portal, but a backup is also read on restore, so
 * anything else is refused rather than written outside the folder.
 */
export function dicomEntryName(key: string): string | null {
  const name = key.replaceAll('\\', '/');
  const segments = name.split('/');
  if (!name.startsWith(DICOM_ENTRY_PREFIX) || segments.some((s) => s === '' || s === '.' || s === '..')) return null;
  return name;
}

/** A pass-through that hands over the SHA-256 of everything that went through it when it ends. */
export function hashing(onDigest: (hex: string) => void): Transform {
  const hash = createHash('sha256');
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
    flush(callback) {
      onDigest(hash.digest('hex'));
      callback();
    },
  });
}

interface DicomFilesOptions {
  dataDir: string;
  /** The bucket of objects in S3, named in the manifest (null: none configured here). */
  s3Bucket: string | null;
  /** A file's stream failed mid-way: the whole backup fails. */
  fail: (error: Error) => void;
}

/**
 * Adds the DICOM objects kept on disk, as the snapshot lists them, to the backup ZIP: each file
 * is streamed from DATA_DIR when the ZIP reaches it and hashed on the way, so memory does not grow
 * with the folder (GBs), only with the number of files, as the ZIP's own directory does. Files
 * written after the snapshot are not in it; a file the snapshot lists but the disk lacks is
 * counted as missing (the backup of everything else is still made). Call before any other query
 * is queued on `client`: the listing runs to its end on its own.
 */
export async function addDicomFiles(
  zip: yazl.ZipFile,
  client: pg.Client,
  options: DicomFilesOptions,
): Promise<{ summary: BackupDicom; sums: string[] }> {
  const s3 = await client.query<{ objects: number; bytes: string }>(
    `select count(*)::int as objects, coalesce(sum(size_bytes), 0)::text as bytes
       from dicom_objects where storage <> 'local'`,
  );
  const summary: BackupDicom = {
    objects: 0,
    files: 0,
    bytes: 0,
    missing: 0,
    missingKeys: [],
    s3: {
      objects: s3.rows[0]?.objects ?? 0,
      bytes: Number(s3.rows[0]?.bytes ?? 0),
      bucket: (s3.rows[0]?.objects ?? 0) > 0 ? options.s3Bucket : null,
    },
  };
  const sums: string[] = [];
  const rows = client.query(
    new QueryStream(
      `select storage_key, thumbnail_key, print_key from dicom_objects where storage = 'local' order by storage_key`,
      [],
      { batchSize: 1000 },
    ),
  );
  for await (const row of rows as AsyncIterable<Record<string, string | null>>) {
    summary.objects += 1;
    for (const key of [row.storage_key, row.thumbnail_key, row.print_key]) {
      if (!key) continue;
      const name = dicomEntryName(key);
      if (!name) throw new Error(`A DICOM storage key is not a path under dicom/: ${key}`);
      const path = join(options.dataDir, ...name.split('/'));
      let size: number;
      try {
        size = (await stat(path)).size;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        summary.missing += 1;
        if (summary.missingKeys.length < MISSING_KEYS_KEPT) summary.missingKeys.push(name);
        continue;
      }
      summary.files += 1;
      summary.bytes += size;
      // JPEG renditions and JPEG-coded images do not deflate; uncompressed pixel data does.
      const compress = !name.endsWith('.jpg');
      zip.addReadStreamLazy(name, { compressionLevel: compress ? 3 : 0 }, (callback) => {
        const source = createReadStream(path);
        const hashed = hashing((hex) => sums.push(`${hex}  ${name}`));
        source.on('error', options.fail);
        hashed.on('error', options.fail);
        callback(null, source.pipe(hashed));
      });
    }
  }
  return { summary, sums };
}

/** The sums entry's content, given when the ZIP reaches it (after every DICOM file, so every sum is in). */
export function addDicomSums(zip: yazl.ZipFile, sums: readonly string[]): void {
  zip.addReadStreamLazy(DICOM_SUMS_ENTRY, (callback) =>
    callback(
      null,
      Readable.from(
        (function* () {
          for (let i = 0; i < sums.length; i += 1000) yield Buffer.from(`${sums.slice(i, i + 1000).join('\n')}\n`);
        })(),
      ),
    ),
  );
}
