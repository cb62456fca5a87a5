import type { SessionUser } from './sessions.ts';

/**
 * Resolved sessions kept in this process for a moment, so repeated requests of one session skip
 * the database round trip. Correctness rests on three things: every revocation, user change and
 * subscription change is announced by NOTIFY at commit and evicts here (auth-change-listener.ts);
 * the cache is only used while that listener is confirmed listening; and a row fetched while any
 * eviction happened is returned but not stored, so a lookup that raced a revocation cannot put the
 * old row back after its notification.
 */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

interface Entry {
  row: SessionUser;
  /** performance.now() when fetched: the TTL is real time, not the app clock tests move. */
  storedAt: number;
}

export interface SessionCache {
  /** The cached row of a sid while fresh and before both of its deadlines at `now`. */
  get(sid: string, now: Date): SessionUser | null;
  /** Marks the start of a fetch; pass the result to store() once the row is back. */
  generation(): number;
  store(row: SessionUser, fetchedAtGeneration: number): void;
  evictSession(sid: string): void;
  evictUser(userId: string): void;
  evictClinic(clinicId: string): void;
  clear(): void;
  /** Drops everything; when inactive, nothing is used or stored until set active again. */
  setActive(active: boolean): void;
  isActive(): boolean;
  size(): number;
}

export function createSessionCache(ttlMs: number, maxEntries = SESSION_CACHE_MAX_ENTRIES): SessionCache {
  // Insertion order is age order, so the first key is the oldest when the cache is full.
  const entries = new Map<string, Entry>();
  const sidsByUser = new Map<string, Set<string>>();
  const sidsByClinic = new Map<string, Set<string>>();
  let generation = 0;
  let active = false;

  const remove = (sid: string) => {
    const entry = entries.get(sid);
    if (!entry) return;
    entries.delete(sid);
    unindex(sidsByUser, entry.row.userId, sid);
    unindex(sidsByClinic, entry.row.clinicId, sid);
  };
  const clear = () => {
    entries.clear();
    sidsByUser.clear();
    sidsByClinic.clear();
    generation++;
  };

  return {
    get(sid, now) {
      if (!active) return null;
      const entry = entries.get(sid);
      if (!entry) return null;
      const t = now.getTime();
      const fresh = performance.now() - entry.storedAt < ttlMs;
      if (fresh && entry.row.expire.getTime() > t && entry.row.absoluteExpire.getTime() > t) return entry.row;
      remove(sid);
      return null;
    },
    generation: () => generation,
    store(row, fetchedAtGeneration) {
      if (!active || fetchedAtGeneration !== generation) return;
      remove(row.sid);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) remove(oldest);
      }
      entries.set(row.sid, { row, storedAt: performance.now() });
      index(sidsByUser, row.userId, row.sid);
      index(sidsByClinic, row.clinicId, row.sid);
    },
    evictSession(sid) {
      remove(sid);
      generation++;
    },
    evictUser(userId) {
      for (const sid of [...(sidsByUser.get(userId) ?? [])]) remove(sid);
      generation++;
    },
    evictClinic(clinicId) {
      for (const sid of [...(sidsByClinic.get(clinicId) ?? [])]) remove(sid);
      generation++;
    },
    clear,
    setActive(value) {
      // Either way the generation moves: a fetch that began before LISTEN took effect may hold a
      // row whose revocation was announced to nobody, so it must not be stored.
      clear();
      active = value;
    },
    isActive: () => active,
    size: () => entries.size,
  };
}

function index(map: Map<string, Set<string>>, key: string, sid: string): void {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(sid);
}

function unindex(map: Map<string, Set<string>>, key: string, sid: string): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(sid);
  if (set.size === 0) map.delete(key);
}
