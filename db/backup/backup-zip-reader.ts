import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { type BackupManifest, MANIFEST_ENTRY, parseManifest } from './backup-manifest.ts';

export interface BackupZip {
  manifest: BackupManifest;
  names(): string[];
  /** The entry's bytes as a stream (inflated); a missing entry is an error. */
  open(name: string): Promise<Readable>;
  close(): void;
}

/** Opens a backup file through its central directory, so entries are read in any order. */
export async function openBackupZip(path: string): Promise<BackupZip> {
  const zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false });
  try {
    const entries = new Map<string, yauzl.Entry>();
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        entries.set(entry.fileName, entry);
        zip.readEntry();
      });
      zip.once('end', resolve);
      zip.once('error', reject);
      zip.readEntry();
    });
    const open = async (name: string) => {
      const entry = entries.get(name);
      if (!entry) throw new Error(`The backup has no ${name}: it is incomplete or damaged`);
      return zip.openReadStreamPromise(entry);
    };
    const manifest = parseManifest(await readAll(await open(MANIFEST_ENTRY)));
    return { manifest, names: () => [...entries.keys()], open, close: () => zip.close() };
  } catch (error) {
    zip.close();
    throw error;
  }
}

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
