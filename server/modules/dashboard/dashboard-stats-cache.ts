import type { DashboardStats } from '../../../core/dashboard/dashboard-schemas.ts';

/**
 * How long a clinic's dashboard figures are reused. Counting a busy clinic's reports per doctor
 * and summing its month of payments reads tens of thousands of index entries (3-5 ms of database
 * time), and every open dashboard asks again. Staleness: a write through this server clears the
 * clinic's entry before its answer is sent, so its author never sees old figures; servers do not
 * share entries, so with N copies a write through another one (or straight into the database)
 * shows here after at most this long.
 */
export const DASHBOARD_STATS_TTL_MS = 2000;
const MAX_ENTRIES = 10_000;

interface Entry<T> {
  stats: T;
  /** The app clock's time when computed, so a test moving the clock never reads across days. */
  at: number;
}

/** Keyed by clinic (or, for the centres overview, by organisation). */
export interface DashboardStatsCache<T = DashboardStats> {
  load: (clinicId: string, now: Date, compute: () => Promise<T>) => Promise<T>;
  invalidate: (clinicId: string) => void;
}

/** One per app instance. */
export function createDashboardStatsCache<T = DashboardStats>(ttlMs = DASHBOARD_STATS_TTL_MS): DashboardStatsCache<T> {
  const entries = new Map<string, Entry<T>>();
  // Bumped by every invalidation: figures computed while a write committed are not stored.
  const generations = new Map<string, number>();
  return {
    async load(clinicId, now, compute) {
      const at = now.getTime();
      const hit = entries.get(clinicId);
      if (hit && at >= hit.at && at - hit.at < ttlMs) return hit.stats;
      const generation = generations.get(clinicId) ?? 0;
      const stats = await compute();
      if ((generations.get(clinicId) ?? 0) === generation) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(clinicId, { stats, at });
      }
      return stats;
    },
    invalidate(clinicId) {
      entries.delete(clinicId);
      // Clearing is safe: a computation in flight then sees a changed generation and stores nothing.
      if (generations.size >= MAX_ENTRIES) generations.clear();
      generations.set(clinicId, (generations.get(clinicId) ?? 0) + 1);
    },
  };
}
