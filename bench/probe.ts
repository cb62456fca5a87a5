import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { queryRows } from '../db/query-rows.ts';
import { seedPlans } from '../db/seed/plans.ts';
import { ensureServerBuilt } from './build.ts';
import { measure } from './load.ts';
import { resetBenchDatabase } from './postgres.ts';
import { cpuTimeMs, freePort, serverEnv, startChild, stopAllChildren, waitForOk } from './processes.ts';
import { scaleEndpoints, signInToBigClinic } from './scale.ts';
import { phoneFragmentOf, seedLargeClinics } from './seed-large.ts';

/**
 * One scale endpoint at a time on PostgreSQL, for working on its cost rather than reporting it:
 * seeds the 500k-patient database once (PROBE_SEED=1 to reseed), starts the built server, and
 * prints req/s, p50/p99 and where the CPU went per request (server, PostgreSQL, autocannon).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_probe npx tsx bench/probe.ts list search-name
 *
 * Endpoints: user, search-name, search-phone, search-id, list, stats, reports, activity, activity-deep,
 * activity-filtered, create.
 * PROBE_CPU_PROF=dir writes a V8 CPU profile of the server into dir.
 */
const ROOT = resolve(import.meta.dirname, '..');
const DURATION_SEC = Number(process.env.BENCH_DURATION_SEC ?? 10);
const log = (line: string) => process.stderr.write(`[probe] ${line}\n`);

/** CPU time of every PostgreSQL process (backends, walwriter, checkpointer…), in ms. */
function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      total += cpuTimeMs(Number(entry)) ?? 0;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('set DATABASE_URL=postgres://…/bench_probe');
  let phoneFragment: string | null = null;
  try {
    const handle = await openDatabase({ databaseUrl, statementTimeoutMs: 0 });
    const [found] = await queryRows<{ t: string | null }>(handle.db, sql`select to_regclass('public.patients') as t`);
    if (found?.t) phoneFragment = await phoneFragmentOf(handle.db);
    await handle.close();
  } catch {
    // No such database yet.
  }
  if (phoneFragment === null || process.env.PROBE_SEED === '1') {
    await resetBenchDatabase(databaseUrl);
    const fresh = await openDatabase({ databaseUrl, statementTimeoutMs: 0 });
    await migrateDatabase(fresh.db);
    await seedPlans(fresh.db);
    const seeded = await seedLargeClinics(fresh.db);
    log(`seeded in ${seeded.seconds.toFixed(1)} s`);
    phoneFragment = seeded.phoneFragment;
    await fresh.close();
  }
  const entry = ensureServerBuilt(ROOT);
  const port = await freePort();
  const profDir = process.env.PROBE_CPU_PROF;
  const args = profDir ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`, entry] : [entry];
  const server = startChild('server', args, serverEnv(port, mkdtempSync(join(tmpdir(), 'clinic-probe-'))), ROOT);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForOk(server, `${baseUrl}/readyz`, 60_000);
  const { token, reportPatientId } = await signInToBigClinic(baseUrl);
  const auth = { authorization: `Bearer ${token}` };
  const endpoints: Record<string, { path: string; body?: string | undefined }> = {
    user: { path: '/api/auth/user' },
    ...Object.fromEntries(
      scaleEndpoints(phoneFragment, reportPatientId).map(({ key, path, body }) => [key, { path, body }]),
    ),
  };
  const names = process.argv.slice(2);
  for (const name of names.length ? names : Object.keys(endpoints)) {
    const endpoint = endpoints[name];
    if (!endpoint) throw new Error(`unknown endpoint ${name}`);
    const pgBefore = postgresCpuMs();
    const selfBefore = process.cpuUsage();
    const result = await measure({
      url: `${baseUrl}${endpoint.path}`,
      connections: 50,
      durationSec: DURATION_SEC,
      warmupSec: 2,
      headers: endpoint.body ? { ...auth, 'content-type': 'application/json' } : auth,
      ...(endpoint.body ? { method: 'POST' as const, body: endpoint.body } : {}),
      serverPid: server.process.pid,
    });
    // The warm-up is inside these two windows; per request, it is close enough to compare.
    const self = process.cpuUsage(selfBefore);
    const perReq = (ms: number) => (ms / (result.requests * (1 + 2 / DURATION_SEC))).toFixed(3);
    log(
      `${name}: ${result.reqPerSec} req/s, p50 ${result.p50Ms} / p99 ${result.p99Ms} ms, errors ${result.errors + result.non2xx}; ` +
        `CPU ms/req: server ${result.serverCpuMsPerReq}, postgres ${perReq(postgresCpuMs() - pgBefore)}, ` +
        `autocannon ${perReq((self.user + self.system) / 1000)}`,
    );
  }
}

try {
  await main();
} finally {
  await stopAllChildren();
}
