// `npm run bench:uploads`: does decoding uploaded images stall other requests? (issue 28) Starts
// the built server on a fresh data dir, then times GET /healthz back to back, first alone, then
// while 5 logo uploads of a 5000 x 5000 PNG (about 97 KB, 25 megapixels: the most accepted) are
// decoded and re-encoded. JSON on stdout and in bench/results/upload-stall.json; progress on
// stderr. See bench/README.md.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { makePng } from '../tests/support/test-files.ts';
import { ensureServerBuilt } from './build.ts';
import { freePort, serverEnv, startChild, stopAllChildren, waitForOk } from './processes.ts';
import { seedClinics } from './seed.ts';

const ROOT = resolve(import.meta.dirname, '..');
const UPLOADS = 5;
const BASELINE_MS = 3000;
const log = (line: string) => process.stderr.write(`[uploads] ${line}\n`);

interface Latency {
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

function summarise(times: number[]): Latency {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { requests: sorted.length, p50Ms: round(at(0.5)), p99Ms: round(at(0.99)), maxMs: round(sorted.at(-1) ?? 0) };
}

/** GET /healthz one after another until `done` says stop; each response's time in ms. */
async function timeHealthz(baseUrl: string, done: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!done()) {
    const start = performance.now();
    const response = await fetch(`${baseUrl}/healthz`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`/healthz answered ${response.status}`);
    times.push(performance.now() - start);
  }
  return times;
}

/** One logo upload as the settings page does it: ask for a grant, PUT the bytes to its URL. */
async function uploadLogo(
  baseUrl: string,
  token: string,
  png: Buffer,
): Promise<{ status: number | string; ms: number }> {
  const grant = await fetch(`${baseUrl}/api/clinic/logo/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  if (grant.status !== 200) throw new Error(`logo grant answered ${grant.status}: ${await grant.text()}`);
  const { url } = (await grant.json()) as { url: string };
  const start = performance.now();
  try {
    const put = await fetch(new URL(url, baseUrl), {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: png,
    });
    await put.arrayBuffer();
    return { status: put.status, ms: Math.round(performance.now() - start) };
  } catch (error) {
    // On a loaded machine a queued upload can outlive the server's 30 s request timeout.
    const cause = error instanceof Error ? (error.cause as Error | undefined) : undefined;
    return { status: cause?.message ?? String(error), ms: Math.round(performance.now() - start) };
  }
}

async function main() {
  const entry = ensureServerBuilt(ROOT);
  log('making the 5000 x 5000 PNG');
  const png = makePng(
    Number(process.env.BENCH_SIDE ?? 5000),
    Number(process.env.BENCH_SIDE ?? 5000),
    [240, 240, 240, 255],
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-uploads-'));
  try {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const server = startChild('server', [entry], serverEnv(port, dataDir, true), ROOT);
    process.on('exit', () => {
      if (process.exitCode) log(`server output:\n${server.output()}`);
    });
    await waitForOk(server, `${baseUrl}/readyz`, 120_000);
    const tokens = await seedClinics(baseUrl, UPLOADS);
    for (const token of tokens) {
      const trial = await fetch(`${baseUrl}/api/subscription/activate-trial`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      if (trial.status !== 200) throw new Error(`trial activation answered ${trial.status}`);
    }

    log(`/healthz alone for ${BASELINE_MS / 1000} s`);
    const baselineEnd = performance.now() + BASELINE_MS;
    const alone = await timeHealthz(baseUrl, () => performance.now() >= baselineEnd);

    log(`/healthz while ${UPLOADS} uploads of ${png.length} bytes run`);
    let finished = 0;
    const uploads = Promise.all(
      tokens.map((token) =>
        uploadLogo(baseUrl, token, png).finally(() => {
          finished += 1;
        }),
      ),
    );
    const during = await timeHealthz(baseUrl, () => finished === UPLOADS);
    const results = await uploads;
    const alive = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );

    const report = {
      at: new Date().toISOString(),
      machine: { cpus: cpus().length, loadAvg1m: Math.round((loadavg()[0] ?? 0) * 100) / 100 },
      png: { width: 5000, height: 5000, bytes: png.length },
      healthzAlone: summarise(alone),
      healthzDuringUploads: summarise(during),
      uploads: results,
      serverAliveAfter: alive,
    };
    const out = JSON.stringify(report, null, 2);
    mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
    writeFileSync(join(ROOT, 'bench', 'results', 'upload-stall.json'), `${out}\n`);
    process.stdout.write(`${out}\n`);
  } finally {
    await stopAllChildren();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
