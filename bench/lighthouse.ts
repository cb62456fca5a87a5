// Lighthouse (mobile) on the public landing page and the login screen, with the system Chromium.
// `tsx bench/lighthouse.ts [baseUrl]`: without a URL it starts the built server on a fresh data
// dir. JSON on stdout, progress on stderr. See bench/README.md.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { freePort, killAllChildrenNow, serverEnv, startChild, stopChild, waitForOk } from './processes.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const PATHS = ['/', '/login'] as const;
/** The bars: every category at least 95 on both pages; the landing page's JS ≤ 120 KB gzipped. */
export const LIGHTHOUSE_TARGET = { minScore: 95, maxLandingJsGzipBytes: 120 * 1024 };

export interface PageScores {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Lab metrics behind the performance score, in ms (CLS unitless). */
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number };
  /** Audits that scored below 0.9, so a miss says what to fix. */
  flagged: string[];
}

/**
 * A page Lighthouse could not measure: what it threw, or the runtime error its report carries
 * (Chromium 156.0.8078.108 answers "NO_NAVSTART" on /login now and then). Reported in the JSON
 * instead of ending the run, so the other pages and the rest of the benchmark still count.
 */
export interface PageFailure {
  path: string;
  error: string;
}

export type PageOutcome = PageScores | PageFailure;

/** Lighthouse's own entry point, or a stand-in (the forced-failure check in bench/README.md). */
export type RunLighthouse = typeof lighthouse;

export interface LighthouseResult {
  lighthouseVersion: string;
  pages: PageOutcome[];
  /** Every script the landing page loaded during Lighthouse's visit, as sent with gzip. */
  landingJs: { gzipBytes: number; files: { url: string; gzipBytes: number }[] };
  target: typeof LIGHTHOUSE_TARGET & { met: boolean };
}

const log = (line: string) => process.stderr.write(`[lighthouse] ${line}\n`);

/** Starts the system Chromium with a debugging port of the kernel's choosing and returns that port. */
function launchChromium(profileDir: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(
    CHROMIUM,
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profileDir}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${text}`)), 30_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, port: Number(match[1]) });
      }
    });
  });
}

/** Bytes on the wire for a gzip-accepting client (fetch would decompress and hide them). */
function gzipSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve(bytes));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

interface NetworkItem {
  url: string;
  resourceType?: string;
}

function scriptUrls(lhr: Result): string[] {
  const details = lhr.audits['network-requests']?.details;
  const items = details && 'items' in details ? (details.items as unknown as NetworkItem[]) : [];
  return items.filter((item) => item.resourceType === 'Script').map((item) => item.url);
}

function toScores(path: string, lhr: Result): PageScores {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => Math.round((lhr.audits[id]?.numericValue ?? 0) * 1000) / 1000;
  const auditIds = new Set(
    CATEGORIES.flatMap((category) => lhr.categories[category]?.auditRefs.map((ref) => ref.id) ?? []),
  );
  const flagged = [...auditIds]
    .map((id) => lhr.audits[id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
    .map((audit) => `${audit?.id}: ${audit?.displayValue ?? audit?.title}`);
  return {
    path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    metrics: {
      fcpMs: Math.round(numeric('first-contentful-paint')),
      lcpMs: Math.round(numeric('largest-contentful-paint')),
      tbtMs: Math.round(numeric('total-blocking-time')),
      cls: numeric('cumulative-layout-shift'),
    },
    flagged,
  };
}

/** With LIGHTHOUSE_REPORT_DIR set, keeps each full report (open it in the Lighthouse viewer) to see why a score dropped. */
function saveReport(path: string, lhr: Result): void {
  const dir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const name = path === '/' ? 'landing' : path.replaceAll('/', '');
  writeFileSync(join(dir, `lighthouse-${name}.json`), JSON.stringify(lhr));
}

/** One page's report, or why there is none: a throw or a runtime error is a failure, not an end. */
async function auditPage(run: RunLighthouse, url: string, flags: Flags): Promise<Result | string> {
  try {
    const result = await run(url, flags);
    if (!result) return 'Lighthouse returned nothing';
    const { runtimeError } = result.lhr;
    if (runtimeError) return `${runtimeError.code}: ${runtimeError.message}`;
    return result.lhr;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export const isFailure = (page: PageOutcome): page is PageFailure => 'error' in page;

/**
 * Runs Lighthouse's mobile preset on `/` and `/login` of a running portal. A page that fails is
 * reported as { path, error } and the other page is still measured; the target is then not met.
 */
export async function measureLighthouse(baseUrl: string, run: RunLighthouse = lighthouse): Promise<LighthouseResult> {
  const profileDir = mkdtempSync(join(tmpdir(), 'lighthouse-chromium-'));
  const chromium = await launchChromium(profileDir);
  try {
    const pages: PageOutcome[] = [];
    let landingScripts: string[] = [];
    let lighthouseVersion = '';
    for (const path of PATHS) {
      log(`${path}: mobile, ${CATEGORIES.join(', ')}`);
      const flags: Flags = {
        port: chromium.port,
        logLevel: 'error',
        output: 'json',
        formFactor: 'mobile',
        onlyCategories: [...CATEGORIES],
      };
      const lhr = await auditPage(run, new URL(path, baseUrl).href, flags);
      if (typeof lhr === 'string') {
        log(`${path}: failed, going on: ${lhr}`);
        pages.push({ path, error: lhr });
        continue;
      }
      lighthouseVersion = lhr.lighthouseVersion;
      saveReport(path, lhr);
      pages.push(toScores(path, lhr));
      if (path === '/') landingScripts = scriptUrls(lhr);
    }
    const files = await Promise.all(landingScripts.map(async (url) => ({ url, gzipBytes: await gzipSize(url) })));
    const gzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
    const met =
      pages.every(
        (page) =>
          !isFailure(page) &&
          [page.performance, page.accessibility, page.bestPractices].every(
            (value) => value >= LIGHTHOUSE_TARGET.minScore,
          ),
      ) && gzipBytes <= LIGHTHOUSE_TARGET.maxLandingJsGzipBytes;
    return { lighthouseVersion, pages, landingJs: { gzipBytes, files }, target: { ...LIGHTHOUSE_TARGET, met } };
  } finally {
    const exited = new Promise((resolve) => chromium.child.once('exit', resolve));
    chromium.child.kill('SIGTERM');
    await exited;
    rmSync(profileDir, { recursive: true, force: true });
  }
}

/** Without a URL: the built server (npm run build first) on a free port and a throwaway data dir. */
export async function measureBuiltServer(run: RunLighthouse = lighthouse): Promise<LighthouseResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lighthouse-data-'));
  const port = await freePort();
  // The pages measured need no data, and the bench database named in DATABASE_URL may not exist
  // yet (it is created later, for the load runs): the embedded database serves.
  const env = serverEnv(port, dataDir, true);
  const server = startChild('portal', [join(ROOT, 'dist', 'server', 'main.js')], env, ROOT);
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForOk(server, `${baseUrl}/readyz`);
    return await measureLighthouse(baseUrl, run);
  } finally {
    await stopChild(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.on('exit', killAllChildrenNow);
  const baseUrl = process.argv[2];
  const run = baseUrl ? measureLighthouse(baseUrl) : measureBuiltServer();
  run.then(
    (result) => {
      process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
      process.exitCode = result.target.met ? 0 : 1;
    },
    (error: unknown) => {
      log(error instanceof Error ? (error.stack ?? error.message) : String(error));
      process.exitCode = 1;
    },
  );
}
