import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type CollectionsQuery, CollectionsReportSchema } from '../../../core/patient-bills/report-schemas.ts';
import { queryRows } from '../../../db/query-rows.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { collectionsReport } from './collections-report.ts';

/*
 * The collections report of an unchanged centre is the same answer (issue 33 figures): a year's
 * report costs ~10 ms of PostgreSQL CPU, while a front desk's screen and an owner's dashboard ask
 * for it again and again. Every transaction that changes what the report reads bumps the centre's
 * `billing_versions` row in that same transaction (deferred triggers, migration
 * billing_versions), so a report computed in the snapshot that read version V is exactly the
 * answer for V. A request reads the version and the centre's day (one index lookup) and answers
 * the kept copy only when both match; any other server's write shows as a new version, so several
 * servers never answer one another's stale copy. The day is in the match because the dues'
 * ageing counts from today. The answer does not depend on who asks beyond the centre (the route's
 * permission decides whether they may), so the key is the centre and the query.
 */

interface Entry {
  version: string;
  today: string;
  etag: string;
  body: string;
}

export interface CollectionsCache {
  get(key: string): Entry | undefined;
  set(key: string, entry: Entry): void;
  /**
   * The computation under way for a key, started by a request that read the same version and
   * day: when a write changes the version, the requests in flight all miss together (50 at a busy
   * screen) and share one computation instead of each running the report.
   */
  inFlight: Map<string, { version: string; today: string; entry: Promise<Entry> }>;
}

/** At most `maxBytes` of kept answers (a full year's CSV copy is up to ~1.5 MB), least recent out first. */
export function createCollectionsCache(maxBytes = 32 * 1024 * 1024): CollectionsCache {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  return {
    inFlight: new Map(),
    get(key) {
      const entry = entries.get(key);
      if (entry) {
        // Map order is insertion order: re-inserting makes it the most recently used.
        entries.delete(key);
        entries.set(key, entry);
      }
      return entry;
    },
    set(key, entry) {
      const old = entries.get(key);
      if (old) {
        bytes -= old.body.length;
        entries.delete(key);
      }
      if (entry.body.length > maxBytes) return;
      entries.set(key, entry);
      bytes += entry.body.length;
      for (const [k, e] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(k);
        bytes -= e.body.length;
      }
    },
  };
}

/** The ETag names the centre, its version, its day and the query: the same tag is the same bytes. */
function etagOf(key: string, version: string, today: string): string {
  return `"${createHash('sha256').update(`${key}|${version}|${today}`).digest('base64url').slice(0, 27)}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

export type CollectionsAnswer = { etag: string; body: string } | { etag: string; body: null };

/**
 * The report for this centre and query: null body when the caller's If-None-Match already names
 * it (304), the kept copy when the version and day still match, else computed and kept.
 */
export async function collectionsAnswer(
  deps: AppDeps,
  cache: CollectionsCache,
  scope: RequestScope,
  q: CollectionsQuery,
  ifNoneMatch: string | undefined,
): Promise<CollectionsAnswer> {
  const c = scope.clinicId;
  const key = `${c}|${q.from}|${q.to}|${q.full === 'true'}`;
  const [now] = await queryRows<{ version: string; today: string }>(
    deps.db,
    sql`select (${deps.clock.now().toISOString()}::timestamptz at time zone time_zone)::date::text as today,
      coalesce((select version from billing_versions where clinic_id = ${c}), 0)::text as version
    from clinics where id = ${c}`,
  );
  if (!now) throw new Error('clinic not found');
  const etag = etagOf(key, now.version, now.today);
  if (matches(ifNoneMatch, etag)) return { etag, body: null };
  const kept = cache.get(key);
  if (kept && kept.version === now.version && kept.today === now.today) return { etag, body: kept.body };
  // A computation begun at this version and day already has every write this request could know of.
  const shared = cache.inFlight.get(key);
  if (shared && shared.version === now.version && shared.today === now.today) {
    const entry = await shared.entry;
    return { etag: entry.etag, body: entry.body };
  }
  const computing = compute(deps, scope, q, key);
  const flight = { version: now.version, today: now.today, entry: computing };
  cache.inFlight.set(key, flight);
  try {
    const entry = await computing;
    cache.set(key, entry);
    return { etag: entry.etag, body: entry.body };
  } finally {
    if (cache.inFlight.get(key) === flight) cache.inFlight.delete(key);
  }
}

async function compute(deps: AppDeps, scope: RequestScope, q: CollectionsQuery, key: string): Promise<Entry> {
  const computed = await collectionsReport(deps, scope, q);
  // Checked against the declared answer here, once, as the route's serializer would on each send.
  const body = JSON.stringify(CollectionsReportSchema.parse(computed.report));
  // Kept under the version its own snapshot read (it may be newer than the one read before).
  const etag = etagOf(key, computed.version, computed.today);
  return { version: computed.version, today: computed.today, etag, body };
}
