import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { type Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import QueryStream from 'pg-query-stream';
import { DICOM_SUMS_ENTRY } from './backup-manifest.ts';
import type { BackupZip } from './backup-zip-reader.ts';
import { dicomEntryName, hashing } from './dicom-backup.ts';

const SUM_LINE = /^([0-9a-f]{64}) {2}(.+)$/;

/**
 * Every DICOM file of a backup, one at a time in the order of its sums file (so nothing but one
 * line and one file's stream is held, whatever the folder's size), with the SHA-256 it must
 * have. Answers how many there were; a count that differs from the manifest's is an error.
 */
async function forEachDicomFile(
  zip: BackupZip,
  each: (name: string, expected: string, stream: Readable) => Promise<string>,
): Promise<{ files: number }> {
  const dicom = zip.manifest.dicom;
  if (!dicom) return { files: 0 };
  let files = 0;
  const lines = createInterface({ input: await zip.open(DICOM_SUMS_ENTRY), crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    if (line === '') continue;
    const match = SUM_LINE.exec(line);
    const name = match?.[2] ? dicomEntryName(match[2]) : null;
    if (!match?.[1] || !name) throw new Error(`The backup's DICOM checksum list has an unreadable line ${files + 1}`);
    const actual = await each(name, match[1], await zip.open(name));
    if (actual !== match[1]) throw new Error(`The DICOM file ${name} in the backup does not match its SHA-256`);
    files += 1;
  }
  if (files !== dicom.files)
    throw new Error(`The backup lists ${files} DICOM files where its manifest says ${dicom.files}`);
  return { files };
}

/** Reads every DICOM file of the backup and checks its SHA-256 (verification; nothing written). */
export function checkDicomFiles(zip: BackupZip): Promise<{ files: number }> {
  return forEachDicomFile(zip, async (_name, _expected, stream) => {
    let digest = '';
    const sink = new Writable({ write: (_chunk, _encoding, callback) => callback() });
    await pipeline(
      stream,
      hashing((hex) => {
        digest = hex;
      }),
      sink,
    );
    return digest;
  });
}

/**
 * Writes the backup's DICOM files under `target` (their entry names are paths under DATA_DIR:
 * `dicom/<clinic>/…`), each checked against its SHA-256 as it is written. Any mismatch stops the
 * restore before anything of the live data directory is touched.
 */
export async function extractDicomFiles(zip: BackupZip, target: string): Promise<{ files: number }> {
  await rm(target, { recursive: true, force: true });
  return forEachDicomFile(zip, async (name, _expected, stream) => {
    // `name` passed dicomEntryName: under dicom/, no '..', so the path stays inside target.
    const path = join(target, ...name.split('/').slice(1));
    await mkdir(dirname(path), { recursive: true });
    let digest = '';
    await pipeline(
      stream,
      hashing((hex) => {
        digest = hex;
      }),
      createWriteStream(path, { mode: 0o640 }),
    );
    return digest;
  });
}

/**
 * The restored database's objects on disk each have their files in the backup, except the ones
 * the manifest says were missing when it was made: a backup that lost images is not verified.
 */
export async function checkDicomRowsHaveFiles(zip: BackupZip, databaseUrl: string): Promise<void> {
  const dicom = zip.manifest.dicom;
  if (!dicom) return;
  const names = new Set(zip.names());
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'portal verify dicom' });
  await client.connect();
  let absent = 0;
  try {
    const rows = client.query(
      new QueryStream(`select storage_key, thumbnail_key, print_key from dicom_objects where storage = 'local'`, [], {
        batchSize: 1000,
      }),
    );
    for await (const row of rows as AsyncIterable<Record<string, string | null>>) {
      for (const key of [row.storage_key, row.thumbnail_key, row.print_key]) {
        if (key && !names.has(dicomEntryName(key) ?? '')) absent += 1;
      }
    }
  } finally {
    await client.end().catch(() => {});
  }
  if (dicom.missing > 0)
    throw new Error(
      `${dicom.missing} DICOM files the database lists were not on disk when the backup was made (first: ${dicom.missingKeys[0]})`,
    );
  if (absent > 0) throw new Error(`${absent} DICOM files the restored database lists are not in the backup`);
}
