import { opendir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A `.part` this much older than now is no write in flight. Not every one found at start: with
 * DATABASE_URL several servers may share DATA_DIR (as they share uploads), and another server's
 * write of a cine may be going on; a write in flight touches its file far more often than hourly.
 */
export const STALE_PART_AGE_MS = 60 * 60 * 1000;

/**
 * Removes the `.part` files under DATA_DIR/dicom (the store's objects and renditions on their way
 * in) that a killed process or an older version left: each could be up to an object's 500 MB.
 * Walks the folder as a stream of entries, so a clinic with many objects is never listed whole.
 * Answers how many it removed.
 */
export async function removeStaleDicomParts(dataDir: string, now: Date): Promise<number> {
  const cutoff = now.getTime() - STALE_PART_AGE_MS;
  let removed = 0;
  const walk = async (dir: string): Promise<void> => {
    let entries: Awaited<ReturnType<typeof opendir>>;
    try {
      entries = await opendir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for await (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile() && entry.name.endsWith('.part')) {
        if (await isOlderThan(path, cutoff)) removed += (await removeIfThere(path)) ? 1 : 0;
      }
    }
  };
  await walk(join(dataDir, 'dicom'));
  return removed;
}

async function isOlderThan(path: string, cutoff: number): Promise<boolean> {
  try {
    return (await stat(path)).mtimeMs <= cutoff;
  } catch {
    return false;
  }
}

/** False when it is gone already (another server's sweep, or its write just finished). */
async function removeIfThere(path: string): Promise<boolean> {
  try {
    await unlink(path);
    return true;
  } catch {
    return false;
  }
}
