import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { chmod, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { clinicDayOf } from '../../core/format/dates.ts';

/** The last worklist the portal gave, as the bridge holds it while the portal cannot be reached. */
export interface CachedWorklist {
  items: Record<string, unknown>[];
  fetchedAt: Date;
}

interface Sealed {
  v: 1;
  iv: string;
  tag: string;
  data: string;
}

interface Plain {
  /** The centre's calendar day it was fetched on: the cache is good until that day ends. */
  day: string;
  fetchedAt: string;
  items: Record<string, unknown>[];
}

export const WORKLIST_CACHE_FILE = 'worklist.cache';

/**
 * The key the cache is sealed with, derived from the bridge token: the file alone (a copied
 * queue folder, a backup of the PC) reads as nothing, and a renewed token leaves an old cache
 * unreadable, which is what revoking a token should do.
 */
const keyOf = (token: string) => Buffer.from(hkdfSync('sha256', token, 'usg-portal bridge', 'worklist cache v1', 32));

/**
 * The bridge's last good worklist on disk (issue 32 §6, decision 025): it holds patients' names,
 * so it is AES-256-GCM sealed under a key from the bridge token and written with mode 0600
 * (which Windows ignores; the sealing does not depend on it). It is served only on the centre's
 * day it was fetched; after that day it is deleted, never served.
 */
export function worklistCache(dir: string, token: string, timeZone: () => string) {
  const path = join(dir, WORKLIST_CACHE_FILE);
  const key = keyOf(token);

  return {
    path,

    async save(items: Record<string, unknown>[], now: Date): Promise<void> {
      const plain: Plain = { day: clinicDayOf(now, timeZone()), fetchedAt: now.toISOString(), items };
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(JSON.stringify(plain), 'utf8'), cipher.final()]);
      const sealed: Sealed = {
        v: 1,
        iv: iv.toString('base64'),
        tag: cipher.getAuthTag().toString('base64'),
        data: data.toString('base64'),
      };
      // Written beside it and renamed: a crash mid-write leaves the previous cache, never half of
      // one; the name is random so two refreshes at once do not share a temporary file.
      const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, JSON.stringify(sealed), { mode: 0o600 });
      await chmod(temporary, 0o600);
      await rename(temporary, path);
    },

    /**
     * The cache when it is from the centre's current day; null when there is none, it cannot be
     * opened (another token, damaged) or its day is over, and then the file is deleted.
     */
    async load(now: Date): Promise<CachedWorklist | null> {
      const text = await readFile(path, 'utf8').catch(() => null);
      if (text === null) return null;
      try {
        const sealed = JSON.parse(text) as Sealed;
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
        decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
        const plain = JSON.parse(
          Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]).toString('utf8'),
        ) as Plain;
        if (plain.day === clinicDayOf(now, timeZone()) && Array.isArray(plain.items))
          return { items: plain.items, fetchedAt: new Date(plain.fetchedAt) };
      } catch {
        // Unreadable: as good as none, and in the way of the next good one.
      }
      await rm(path, { force: true });
      return null;
    },
  };
}

export type WorklistCache = ReturnType<typeof worklistCache>;
