import { mkdir, open, readdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Dataset } from 'dcmjs-dimse';

const UID = /^[0-9]+(\.[0-9]+)*$/;

export interface QueuedObject {
  /** The file's name: the SOP Instance UID and .dcm, so a resend of one object is one file. */
  name: string;
  path: string;
}

async function fsyncPath(path: string) {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The folder's entry for a renamed file, flushed too; Windows cannot open a folder for that (NTFS journals it). */
async function fsyncDir(dir: string) {
  if (process.platform !== 'win32') await fsyncPath(dir);
}

function writeP10(dataset: Dataset, path: string): Promise<void> {
  return new Promise((resolve, reject) => dataset.toFile(path, (error) => (error ? reject(error) : resolve())));
}

/**
 * The bridge's disk queue: a received object is written, fsynced and renamed into place (and the
 * folder fsynced) before the scanner is told "stored", so a power cut after the answer loses
 * nothing. A file leaves only after the portal answered 2xx; one the portal refuses for good
 * moves to refused/ for a person to look at, never deleted.
 */
export function diskQueue(dir: string) {
  const refusedDir = join(dir, 'refused');

  return {
    dir,

    async open() {
      await mkdir(refusedDir, { recursive: true });
      // Half-written files of a crash were never acknowledged: the scanner sends them again.
      for (const name of await readdir(dir)) if (name.endsWith('.part')) await unlink(join(dir, name));
    },

    /** Writes one object durably; false for an object with no usable SOP Instance UID. */
    async add(dataset: Dataset): Promise<boolean> {
      const uid = String(dataset.getElement('SOPInstanceUID') ?? '').trim();
      if (!UID.test(uid) || uid.length > 64) return false;
      const final = join(dir, `${uid}.dcm`);
      const part = `${final}.${process.pid}.${Date.now()}.part`;
      await writeP10(dataset, part);
      await fsyncPath(part);
      await rename(part, final);
      await fsyncDir(dir);
      return true;
    },

    /** Waiting objects, oldest first. */
    async pending(): Promise<QueuedObject[]> {
      const names = (await readdir(dir)).filter((name) => name.endsWith('.dcm'));
      const dated = await Promise.all(
        names.map(async (name) => {
          const path = join(dir, name);
          const info = await stat(path).catch(() => null);
          return info ? { name, path, at: info.mtimeMs } : null;
        }),
      );
      return dated
        .filter((item): item is QueuedObject & { at: number } => item !== null)
        .sort((a, b) => a.at - b.at || a.name.localeCompare(b.name))
        .map(({ name, path }) => ({ name, path }));
    },

    read: (item: QueuedObject) => readFile(item.path),

    async done(item: QueuedObject) {
      await unlink(item.path).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
      await fsyncDir(dir);
    },

    async refuse(item: QueuedObject) {
      await rename(item.path, join(refusedDir, item.name));
      await fsyncDir(dir);
    },
  };
}

export type DiskQueue = ReturnType<typeof diskQueue>;
