import { mkdir, open, readdir, readFile, rename, stat, unlink, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { kindOf, type QueueKey, seal, unseal } from './sealed-file.ts';
import type { BridgeLog } from './uploader.ts';

const UID = /^[0-9]+(\.[0-9]+)*$/;

export interface QueuedObject {
  /** The file's name: the SOP Instance UID and .dcm, so a resend of one object is one file. */
  name: string;
  path: string;
}

/** The bridge token's key, and the one before it while objects it sealed may still wait. */
export interface QueueKeys {
  current: QueueKey;
  previous: QueueKey | null;
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

const ignoreMissing = (error: NodeJS.ErrnoException) => {
  if (error.code !== 'ENOENT') throw error;
};

/**
 * The bridge's disk queue (decision 025): a received object is sealed (sealed-file.ts), written
 * to a .part file with mode 0600, fsynced and renamed into place (and the folder fsynced) before
 * the scanner is told "stored", so a power cut after the answer loses nothing and a kill during
 * the write leaves only a .part, never a file that looks whole. A file leaves only after the
 * portal answered 2xx; one the portal refuses for good moves to refused/, one that fails its
 * integrity check to damaged/, and one sealed under a token the bridge no longer has to
 * earlier-token/: each for a person to look at, never deleted, never uploaded as it is.
 */
export function diskQueue(dir: string, keys: QueueKeys, log: BridgeLog) {
  const refusedDir = join(dir, 'refused');
  const damagedDir = join(dir, 'damaged');
  const earlierDir = join(dir, 'earlier-token');

  async function writeSealed(folder: string, name: string, plain: Buffer[]) {
    const final = join(folder, name);
    const part = `${final}.${process.pid}.${Date.now()}.part`;
    const handle = await open(part, 'wx', 0o600);
    try {
      try {
        await handle.writev(seal(keys.current, name, plain));
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(part, final);
    } catch (error) {
      // Never acknowledged, so the scanner sends it again under a new .part name: this one would
      // only take disk space (up to an object's 500 MB each time) until the next start.
      await unlink(part).catch(() => undefined);
      throw error;
    }
    await fsyncDir(folder);
  }

  async function moveAside(from: string, toDir: string, name: string) {
    await rename(join(from, name), join(toDir, name)).catch(ignoreMissing);
    await fsyncDir(from);
  }

  /**
   * Brings one file found at start under the current key: a plain file of an older bridge is
   * sealed, one of the previous token re-sealed (keeping its time, so the order holds), and one
   * of a token this bridge does not have is set aside rather than retried or taken for damage.
   */
  async function reconcile(folder: string, name: string, counts: Record<string, number>) {
    const count = (what: string) => {
      counts[what] = (counts[what] ?? 0) + 1;
    };
    const path = join(folder, name);
    const bytes = await readFile(path).catch(() => null);
    if (!bytes) return;
    const kind = kindOf(bytes);
    // A readable file of refused/ stays there; any other waits in the queue.
    const home = folder === refusedDir ? refusedDir : dir;
    let plain: Buffer | null = null;
    if (kind.kind === 'plain-dicom') plain = bytes;
    else if (kind.kind === 'sealed' && kind.keyId.equals(keys.current.id)) {
      if (folder === home) return;
      await moveAside(folder, home, name);
      count('returned');
      return;
    } else if (kind.kind === 'sealed' && keys.previous && kind.keyId.equals(keys.previous.id))
      plain = unseal(keys.previous, name, bytes);
    else if (kind.kind === 'sealed') {
      if (folder === refusedDir) return;
      if (folder === dir) await moveAside(dir, earlierDir, name);
      count('earlierToken');
      return;
    }
    if (!plain) {
      await moveAside(folder, damagedDir, name);
      count('damaged');
      return;
    }
    const { mtime } = await stat(path);
    await writeSealed(home, name, [plain]);
    if (home !== folder) await unlink(path);
    await utimes(join(home, name), mtime, mtime);
    count('sealed');
  }

  return {
    dir,

    async open() {
      for (const folder of [refusedDir, damagedDir, earlierDir]) await mkdir(folder, { recursive: true, mode: 0o700 });
      const counts: Record<string, number> = {};
      // earlier-token/ first: what is readable now goes back before the queue's own files are
      // checked, and a file set aside from the queue is not looked at twice.
      for (const folder of [earlierDir, refusedDir, dir])
        for (const name of await readdir(folder)) {
          // Half-written files of a crash were never acknowledged: the scanner sends them again.
          if (name.endsWith('.part')) await unlink(join(folder, name));
          else if (name.endsWith('.dcm')) await reconcile(folder, name, counts);
        }
      if (counts.sealed || counts.returned || counts.damaged)
        log('bridge: queue checked at start', {
          sealedNow: counts.sealed ?? 0,
          backFromEarlierToken: counts.returned ?? 0,
          damaged: counts.damaged ?? 0,
        });
      if (counts.earlierToken)
        log(
          'bridge: objects sealed under an earlier bridge token wait in earlier-token/; start the bridge once with BRIDGE_PREVIOUS_TOKEN set to that token to send them',
          { waiting: counts.earlierToken },
        );
    },

    /** Seals and writes one Part 10 file durably; false for an object with no usable SOP Instance UID. */
    async add(sopInstanceUid: string, part10: Buffer[]): Promise<boolean> {
      const uid = sopInstanceUid.trim();
      if (!UID.test(uid) || uid.length > 64) return false;
      await writeSealed(dir, `${uid}.dcm`, part10);
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

    /**
     * The Part 10 bytes of a waiting object; null when it is gone, or when it fails its integrity
     * check, and then it is moved to damaged/ (logged without its name: that is a patient's image).
     */
    async read(item: QueuedObject): Promise<Buffer | null> {
      const bytes = await readFile(item.path).catch(() => null);
      if (!bytes) return null;
      const plain = unseal(keys.current, item.name, bytes);
      if (plain) return plain;
      await moveAside(dir, damagedDir, item.name);
      log('bridge: a queued object failed its integrity check; moved to damaged/, not uploaded');
      return null;
    },

    async done(item: QueuedObject) {
      await unlink(item.path).catch(ignoreMissing);
      await fsyncDir(dir);
    },

    async refuse(item: QueuedObject) {
      await rename(item.path, join(refusedDir, item.name));
      await fsyncDir(dir);
    },
  };
}

export type DiskQueue = ReturnType<typeof diskQueue>;
