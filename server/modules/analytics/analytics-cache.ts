import type { Analytics } from '../../../core/analytics/analytics-schemas.ts';

/**
 * How long a clinic's analytics for one range are reused. A 12-month range of a busy clinic
 * reads hundreds of thousands of rows (about 100 ms of database time), and an owner's page asks
 * for the same range again as they switch tabs and print. Staleness is the dashboard's rule: a
 * write through this server clears the clinic's entries before its answer is sent; a write
 * through another server shows here after at most this long.
 */
export const ANALYTICS_TTL_MS = 30_000;
const MAX_CLINICS = 1_000;
const MAX_RANGES_PER_CLINIC = 20;

interface Entry {
  result: Promise<Analytics>;
  /** The app clock's time when computed (tests move the clock). */
  at: number;
}

export interface AnalyticsCache {
  load: (clinicId: string, key: string, now: Date, compute: () => Promise<Analytics>) => Promise<Analytics>;
  invalidate: (clinicId: string) => void;
}

/**
 * One per app instance. Requests for the same clinic and range while one is being computed wait
 * for that computation instead of starting their own (at most one per key at a time).
 */
export function createAnalyticsCache(ttlMs = ANALYTICS_TTL_MS): AnalyticsCache {
  // By clinic, so a write (thousands a second in a busy deployment) clears one small map.
  const clinics = new Map<string, Map<string, Entry>>();
  return {
    load(clinicId, key, now, compute) {
      const at = now.getTime();
      let entries = clinics.get(clinicId);
      const hit = entries?.get(key);
      if (hit && at >= hit.at && at - hit.at < ttlMs) return hit.result;
      if (!entries) {
        if (clinics.size >= MAX_CLINICS) clinics.clear();
        entries = new Map();
        clinics.set(clinicId, entries);
      }
      if (entries.size >= MAX_RANGES_PER_CLINIC) entries.clear();
      const result = compute();
      const entry = { result, at };
      entries.set(key, entry);
      // A failure is not kept: the next request tries again.
      const own = entries;
      result.catch(() => {
        if (own.get(key) === entry) own.delete(key);
      });
      return result;
    },
    invalidate(clinicId) {
      clinics.delete(clinicId);
    },
  };
}
