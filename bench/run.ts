// `npm run bench`: the built server under autocannon on the embedded PostgreSQL (and a server when DATABASE_URL
// is set), next to a bare node:http server as this machine's ceiling. JSON on stdout and in
// bench/results/latest.json; progress on stderr. See bench/README.md.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuilt, ensureWebBuilt } from './build.ts';
import { type LighthouseResult, measureBuiltServer } from './lighthouse.ts';
import { type LoadResult, measure } from './load.ts';
import { benchDatabaseName, resetBenchDatabase } from './postgres.ts';
import {
  embeddedPostgresMb,
  freePort,
  killAllChildrenNow,
  rssMb,
  serverEnv,
  startChild,
  stopAllChildren,
  stopChild,
  waitForOk,
} from './processes.ts';
import { measureScale, type ScaleResult } from './scale.ts';
import { checkToken, seedClinics } from './seed.ts';

type Engine = 'embedded' | 'postgres';

interface Target {
  minRatio: number;
  maxP99Ms: number;
  met: boolean;
}

/** Embedded engine: spawn to /readyz 200 on a new data dir (initdb, migrations) and on a restart. */
interface Startup {
  firstStartMs: number;
  restartMs: number;
  appRssMb: number | null;
  databaseMb: number | null;
}

interface Run extends Omit<LoadResult, 'requests'> {
  engine: Engine;
  endpoint: string;
  connections: number;
  ratioToCeiling: number;
  rssMb: number | null;
  /** PSS of the embedded PostgreSQL's processes (null on a server). */
  databaseMb: number | null;
  target?: Target;
}

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DURATION_SEC = Number(process.env.BENCH_DURATION_SEC ?? 10);
const WARMUP_SEC = 2;
const CONNECTIONS = [10, 50];
const SEED_CLINICS = 10;
const TARGET = { connections: 50, minRatio: 0.25, maxP99Ms: 20 };
const ENDPOINT = 'GET /api/auth/user';

// Temporary data dirs still to delete; the exit handler removes them too, e.g. after Ctrl-C.
const tempDirs = new Set<string>();
const removeTempDirs = () => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
};

const round2 = (value: number) => Number(value.toFixed(2));
const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);

async function measureCeiling(): Promise<LoadResult> {
  const port = await freePort();
  // An absolute loader URL, so the benchmark also works when started from another directory.
  const tsx = import.meta.resolve('tsx');
  const script = join(ROOT, 'bench', 'hello-server.ts');
  const child = startChild('hello-world', ['--import', tsx, script], { ...process.env, PORT: String(port) }, ROOT);
  try {
    const url = `http://127.0.0.1:${port}/`;
    await waitForOk(child, url, 20_000);
    log(`ceiling: node:http hello world, ${TARGET.connections} connections`);
    return await measure({
      url,
      connections: TARGET.connections,
      durationSec: DURATION_SEC,
      warmupSec: WARMUP_SEC,
      serverPid: child.process.pid,
    });
  } finally {
    await stopChild(child);
  }
}

let startup: Startup | null = null;

async function measureServer(entry: string, engine: Engine, ceiling: LoadResult): Promise<Run[]> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'clinic-bench-'));
  tempDirs.add(dataDir);
  const env = serverEnv(port, dataDir, engine === 'embedded');
  if (engine === 'postgres') await resetBenchDatabase(env.DATABASE_URL ?? '');

  const spawnedAt = performance.now();
  let server = startChild(`server (${engine})`, [entry], env, ROOT);
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForOk(server, `${baseUrl}/readyz`, 180_000);
    const firstStartMs = Math.round(performance.now() - spawnedAt);
    const tokens = await seedClinics(baseUrl, SEED_CLINICS);
    // The last clinic signed up, so the session table holds others besides the one looked up.
    const token = tokens.at(-1) ?? '';
    await checkToken(baseUrl, token);

    const runs: Run[] = [];
    for (const connections of CONNECTIONS) {
      log(`${engine}: ${ENDPOINT}, ${connections} connections`);
      const { requests: _requests, ...result } = await measure({
        url: `${baseUrl}/api/auth/user`,
        connections,
        durationSec: DURATION_SEC,
        warmupSec: WARMUP_SEC,
        headers: { authorization: `Bearer ${token}` },
        serverPid: server.process.pid,
      });
      const ratioToCeiling = Number((result.reqPerSec / ceiling.reqPerSec).toFixed(3));
      const run: Run = {
        engine,
        endpoint: ENDPOINT,
        connections,
        ...result,
        ratioToCeiling,
        rssMb: rssMb(server.process.pid),
        databaseMb: embeddedPostgresMb(dataDir),
      };
      if (engine === 'postgres' && connections === TARGET.connections) {
        const met =
          ratioToCeiling >= TARGET.minRatio && result.p99Ms < TARGET.maxP99Ms && result.errors + result.non2xx === 0;
        run.target = { minRatio: TARGET.minRatio, maxP99Ms: TARGET.maxP99Ms, met };
      }
      runs.push(run);
    }
    if (engine === 'embedded') {
      const appRssMb = rssMb(server.process.pid);
      const databaseMb = embeddedPostgresMb(dataDir);
      await stopChild(server);
      const restartedAt = performance.now();
      server = startChild('server (embedded, restart)', [entry], env, ROOT);
      await waitForOk(server, `${baseUrl}/readyz`, 180_000);
      startup = { firstStartMs, restartMs: Math.round(performance.now() - restartedAt), appRssMb, databaseMb };
      log(`embedded: first start ${firstStartMs} ms, restart ${startup.restartMs} ms`);
    }
    return runs;
  } finally {
    await stopChild(server);
    removeTempDirs();
  }
}

async function main(): Promise<void> {
  // Refuse a wrong DATABASE_URL before spending a minute on the other runs.
  if (process.env.DATABASE_URL) benchDatabaseName(process.env.DATABASE_URL);
  // Other work on these 2 cores skews every figure; the load average tells a reader how much.
  const loadAtStart = round2(loadavg()[0] ?? 0);
  if (loadAtStart > 1) log(`load average is ${loadAtStart}: other processes will depress the numbers`);
  const entry = ensureServerBuilt(ROOT);
  // Lighthouse first, while the machine is quietest: its score includes main-thread time.
  // BENCH_LIGHTHOUSE=0 skips it.
  // A page Lighthouse fails on is reported in its result; a failure of the whole measurement (no
  // Chromium, no server) is reported here: either way the rest of the benchmark runs.
  let lighthouse: LighthouseResult | { error: string } | null = null;
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    ensureWebBuilt(ROOT);
    log('lighthouse: / and /login (mobile)');
    try {
      lighthouse = await measureBuiltServer();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log(`lighthouse failed, going on: ${message}`);
      lighthouse = { error: message };
    }
  }
  const ceilingResult = await measureCeiling();
  const engines: Engine[] = process.env.DATABASE_URL ? ['embedded', 'postgres'] : ['embedded'];
  const runs: Run[] = [];
  for (const engine of engines) runs.push(...(await measureServer(entry, engine, ceilingResult)));
  // BENCH_SCALE=0 skips the large-data scenario (seeding 500k patients takes a minute or two).
  const scale: ScaleResult[] = [];
  if (process.env.BENCH_SCALE !== '0') {
    for (const engine of engines) {
      scale.push(
        await measureScale(ROOT, entry, engine, ceilingResult, {
          durationSec: DURATION_SEC,
          warmupSec: WARMUP_SEC,
          log,
        }),
      );
    }
  }

  const { requests: _requests, non2xx: _non2xx, ...ceiling } = ceilingResult;
  const report = {
    machine: {
      cpus: cpus().length,
      node: process.version,
      loadAvg1m: { atStart: loadAtStart, atEnd: round2(loadavg()[0] ?? 0) },
    },
    method: { tool: 'autocannon 9 (in-process, shares the cores)', durationSec: DURATION_SEC, warmupSec: WARMUP_SEC },
    ceiling,
    runs,
    startup,
    scale,
    lighthouse,
  };
  const json = JSON.stringify(report, null, 2);
  process.stdout.write(`${json}\n`);
  const resultsDir = join(ROOT, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, 'latest.json'), `${json}\n`);
  if (!process.env.DATABASE_URL) log('PostgreSQL skipped: set DATABASE_URL=postgres://…/bench to include it');
}

process.on('SIGINT', () => {
  log('interrupted, stopping servers');
  void stopAllChildren().finally(() => process.exit(130));
});
process.on('exit', () => {
  killAllChildrenNow();
  removeTempDirs();
});

try {
  await main();
} catch (error) {
  log(`failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await stopAllChildren();
}
