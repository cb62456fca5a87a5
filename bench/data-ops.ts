import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { restoreDataDir } from '../db/backup/restore-data-dir.ts';
import { openDataDirDatabase } from '../db/embedded-database.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedPlans } from '../db/seed/plans.ts';
import { ensureServerBuilt } from './build.ts';
import {
  embeddedPostgresMb,
  freePort,
  rssMb,
  serverEnv,
  startChild,
  stopAllChildren,
  stopChild,
  waitForOk,
} from './processes.ts';
import { signInToBigClinic } from './scale.ts';
import { SCALE, seedLargeClinics } from './seed-large.ts';

/**
 * Backups and the clinic export at scale, on the embedded engine (issue 21's figures):
 * the 500,000-patient database of seed-large.ts (clinic 1: 100,000 patients, its reports and
 * 1,000,000 activity-log events), then through the built server
 *  - the export of clinic 1 (POST /api/exports, polled to ready, downloaded): time, size, and the
 *    server's peak RSS (VmHWM; target under 300 MB, the export streams through cursors);
 *  - a backup with its verification (POST /api/system/backups): write and verify times, size;
 * then, with the server stopped, `npm run restore`'s restore of that backup into the data dir.
 *
 *   npx tsx bench/data-ops.ts        (prints JSON; writes bench/results/data-ops.json)
 */
const ROOT = resolve(import.meta.dirname, '..');
const log = (line: string) => process.stderr.write(`[data-ops] ${line}\n`);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const seconds = (ms: number) => Number((ms / 1000).toFixed(1));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The process's peak resident memory since it started (MB). */
function peakRssMb(pid: number | undefined): number | null {
  try {
    const match = /VmHWM:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

async function getJson<T>(url: string, token: string): Promise<T> {
  const res = await fetch(url, { headers: bearer(token) });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function post(url: string, token: string, expected: number): Promise<unknown> {
  const res = await fetch(url, { method: 'POST', headers: bearer(token) });
  if (res.status !== expected) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function main(): Promise<void> {
  const entry = ensureServerBuilt(ROOT);
  const dataDir = mkdtempSync(join(tmpdir(), 'clinic-bench-data-ops-'));
  const loadAvgAtStart = loadavg()[0];
  try {
    log(`seeding ${SCALE.patients} patients into ${dataDir}`);
    const handle = await openDataDirDatabase(dataDir, { statementTimeoutMs: 0 });
    await migrateDatabase(handle.db);
    await seedPlans(handle.db);
    const seeded = await seedLargeClinics(handle.db);
    await handle.close();
    log(`seeded in ${seeded.seconds.toFixed(1)} s`);

    const port = await freePort();
    const server = startChild('server (data ops)', [entry], serverEnv(port, dataDir, true), ROOT);
    const baseUrl = `http://127.0.0.1:${port}`;
    let exportResult: Record<string, unknown>;
    let backupResult: Record<string, unknown>;
    try {
      await waitForOk(server, `${baseUrl}/readyz`, 120_000);
      const { token } = await signInToBigClinic(baseUrl);
      const rssBeforeMb = rssMb(server.process.pid);

      log('exporting clinic 1');
      let started = performance.now();
      const { id } = (await post(`${baseUrl}/api/exports`, token, 202)) as { id: string };
      let sampledPeak = 0;
      let job: { status: string; percent: number; rowsTotal: number | null; sizeBytes: number | null };
      for (;;) {
        await sleep(500);
        sampledPeak = Math.max(sampledPeak, rssMb(server.process.pid) ?? 0);
        job = await getJson(`${baseUrl}/api/exports/${id}`, token);
        if (job.status !== 'queued' && job.status !== 'running') break;
      }
      if (job.status !== 'ready') throw new Error(`export ${job.status}`);
      const exportMs = performance.now() - started;
      started = performance.now();
      const download = await fetch(`${baseUrl}/api/exports/${id}/download`, { headers: bearer(token) });
      const bytes = (await download.arrayBuffer()).byteLength;
      exportResult = {
        seconds: seconds(exportMs),
        downloadSeconds: seconds(performance.now() - started),
        rows: job.rowsTotal === null ? null : job.rowsTotal / 2,
        sizeMb: Number((bytes / 1e6).toFixed(1)),
        serverRssBeforeMb: rssBeforeMb,
        serverRssSampledPeakMb: sampledPeak,
        serverPeakRssMb: peakRssMb(server.process.pid),
        target: { maxRssMb: 300, met: (peakRssMb(server.process.pid) ?? Number.POSITIVE_INFINITY) < 300 },
      };
      log(`export: ${JSON.stringify(exportResult)}`);

      log('backing up');
      started = performance.now();
      await post(`${baseUrl}/api/system/backups`, token, 202);
      let list: { running: boolean; backups: { fileName: string; sizeBytes: number; verified: boolean | null }[] };
      let postgresPeakMb = 0;
      for (;;) {
        await sleep(1000);
        postgresPeakMb = Math.max(postgresPeakMb, embeddedPostgresMb(dataDir) ?? 0);
        list = await getJson(`${baseUrl}/api/system/backups`, token);
        if (!list.running) break;
      }
      const totalMs = performance.now() - started;
      const [backup] = list.backups;
      if (!backup?.verified) throw new Error('the backup did not verify');
      const sidecar = JSON.parse(readFileSync(join(dataDir, 'backups', `${backup.fileName}.json`), 'utf8')) as {
        durationMs: number;
      };
      backupResult = {
        backupAndVerifySeconds: seconds(totalMs),
        verifySeconds: seconds(sidecar.durationMs),
        writeSeconds: seconds(totalMs - sidecar.durationMs),
        sizeMb: Number((backup.sizeBytes / 1e6).toFixed(1)),
        serverPeakRssMb: peakRssMb(server.process.pid),
        embeddedPostgresPeakMb: postgresPeakMb,
      };
      log(`backup: ${JSON.stringify(backupResult)}`);
    } finally {
      await stopChild(server);
    }

    log('restoring the backup into the data dir (npm run restore)');
    const file = readdirSync(join(dataDir, 'backups')).find((f) => f.endsWith('.zip')) ?? '';
    const started = performance.now();
    const restored = await restoreDataDir(dataDir, join(dataDir, 'backups', file), new Date());
    const restoreResult = {
      seconds: seconds(performance.now() - started),
      rows: restored.result.tables.reduce((sum, t) => sum + t.actual, 0),
      countsMatch: restored.result.mismatches.length === 0,
    };
    const result = {
      machine: { loadAvg1mAtStart: loadAvgAtStart, loadAvg1mAtEnd: loadavg()[0] },
      seeded: SCALE,
      seedSeconds: Number(seeded.seconds.toFixed(1)),
      export: exportResult,
      backup: backupResult,
      restore: restoreResult,
    };
    mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
    writeFileSync(join(ROOT, 'bench', 'results', 'data-ops.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await stopAllChildren();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch(async (error: unknown) => {
  console.error(error);
  await stopAllChildren();
  process.exit(1);
});
