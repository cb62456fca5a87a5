import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { presetRange } from '../core/analytics/analytics-range.ts';
import { clinicDayOf } from '../core/format/dates.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { openDataDirDatabase } from '../db/embedded-database.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { clinics } from '../db/schema/clinics.ts';
import { seedPlans } from '../db/seed/plans.ts';
import { computeAnalytics } from '../server/modules/analytics/analytics-service.ts';
import { loadDashboardStats } from '../server/modules/dashboard/dashboard-queries.ts';
import { type LoadResult, measure } from './load.ts';
import { resetBenchDatabase } from './postgres.ts';
import { freePort, rssMb, serverEnv, startChild, stopChild, waitForOk } from './processes.ts';
import { BIG_CLINIC_EMAIL, SCALE, SCALE_PASSWORD, seedLargeClinics } from './seed-large.ts';

export interface ScaleRun extends Omit<LoadResult, 'requests'> {
  engine: 'embedded' | 'postgres';
  endpoint: string;
  connections: number;
  ratioToCeiling: number;
  rssMb: number | null;
  target: { maxP99Ms: number; met: boolean };
}

export interface ScaleResult {
  engine: 'embedded' | 'postgres';
  seeded: typeof SCALE;
  seedSeconds: number;
  /**
   * The dashboard's statement run one after another without the server's 2 s reuse (which the
   * HTTP run mostly hits): what each recomputation costs the database.
   */
  dashboardStatsUncachedMs: { p50: number; p99: number };
  /**
   * The big clinic's 12 months of analytics computed one after another, without the server's 30 s
   * reuse: what a first visit, or the first after a write, costs.
   */
  analyticsUncachedMs: { p50: number; p99: number };
  runs: ScaleRun[];
}

/** Times loadDashboardStats itself, 200 times in a row on one connection. */
async function timeUncachedStats(db: Database): Promise<{ p50: number; p99: number }> {
  const [clinic] = await db.select({ id: clinics.id }).from(clinics).where(eq(clinics.email, 'clinic1@bench.in'));
  const scope = { clinicId: clinic?.id ?? '', userId: '', sid: '' };
  const times: number[] = [];
  for (let i = 0; i < 220; i++) {
    const started = performance.now();
    await loadDashboardStats(db, scope, new Date());
    // The first runs prepare the statement and warm the caches.
    if (i >= 20) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (fraction: number) => Number((times[Math.ceil(fraction * times.length) - 1] ?? 0).toFixed(2));
  return { p50: at(0.5), p99: at(0.99) };
}

/** The analytics page's "Last 12 months" on today's clinic calendar. */
export function twelveMonthAnalyticsPath(now = new Date()): string {
  const { from, to } = presetRange('last-12-months', clinicDayOf(now));
  return `/api/analytics?from=${from}&to=${to}&granularity=month`;
}

/** Times computeAnalytics itself for the big clinic's last 12 months, 40 times in a row. */
async function timeUncachedAnalytics(db: Database): Promise<{ p50: number; p99: number }> {
  const [clinic] = await db.select({ id: clinics.id }).from(clinics).where(eq(clinics.email, 'clinic1@bench.in'));
  const now = new Date();
  const query = { ...presetRange('last-12-months', clinicDayOf(now)), granularity: 'month' as const };
  const times: number[] = [];
  for (let i = 0; i < 45; i++) {
    const started = performance.now();
    await computeAnalytics(db, [clinic?.id ?? ''], 'Asia/Kolkata', query, now);
    if (i >= 5) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (fraction: number) => Number((times[Math.ceil(fraction * times.length) - 1] ?? 0).toFixed(2));
  return { p50: at(0.5), p99: at(0.99) };
}

const CONNECTIONS = 50;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface ScaleEndpoint {
  /** Short name for bench/probe.ts. */
  key: string;
  name: string;
  path: string;
  maxP99Ms: number;
  /** JSON body of a POST; reads have none. */
  body?: string;
}

/**
 * The issues' endpoints with their p99 targets, reads first and writes last: the reports writes
 * add (thousands in 10 s) are not all-visible until autovacuum comes by, so a count run after
 * them would read the heap too instead of the index alone.
 */
export function scaleEndpoints(phoneFragment: string, reportPatientId: string): ScaleEndpoint[] {
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  return [
    {
      key: 'search-name',
      name: 'patient search by name fragment',
      path: '/api/patients?page=1&limit=20&search=meer',
      maxP99Ms: 100,
    },
    {
      key: 'search-phone',
      name: 'patient search by phone',
      path: `/api/patients?page=1&limit=20&search=${phoneFragment}`,
      maxP99Ms: 100,
    },
    {
      key: 'search-id',
      name: 'patient search by patient ID',
      path: '/api/patients?page=1&limit=20&search=P-0054321',
      maxP99Ms: 100,
    },
    { key: 'list', name: 'patient list, page 50', path: '/api/patients?page=50&limit=20', maxP99Ms: 50 },
    { key: 'stats', name: 'dashboard stats', path: '/api/dashboard/stats', maxP99Ms: 50 },
    {
      key: 'reports',
      name: 'reports list, filtered',
      path: '/api/reports?page=1&limit=20&status=finalized&reportType=abdominal',
      maxP99Ms: 50,
    },
    { key: 'activity', name: 'activity log, page 1', path: '/api/audit-events?page=1&limit=50', maxP99Ms: 50 },
    {
      key: 'activity-deep',
      name: 'activity log, page 100',
      path: '/api/audit-events?page=100&limit=50',
      maxP99Ms: 50,
    },
    {
      key: 'activity-filtered',
      name: 'activity log, one action in 90 days, page 2',
      path: `/api/audit-events?page=2&limit=50&action=report.create&from=${day(90)}&to=${day(0)}`,
      maxP99Ms: 50,
    },
    {
      key: 'analytics',
      name: 'analytics, last 12 months by month',
      path: twelveMonthAnalyticsPath(),
      maxP99Ms: 150,
    },
    {
      key: 'analytics-all',
      name: 'analytics, all 10 centres of the organisation, last 12 months',
      path: `${twelveMonthAnalyticsPath()}&centre=all`,
      maxP99Ms: 200,
    },
    { key: 'centres-overview', name: 'centres overview (10 centres)', path: '/api/centres/overview', maxP99Ms: 200 },
    {
      key: 'create',
      name: 'create report',
      path: '/api/reports',
      maxP99Ms: 100,
      body: JSON.stringify({
        patientId: reportPatientId,
        doctorName: 'Dr. Rakesh Mehta',
        doctorRegistrationNumber: 'HMC/2019/4521',
        reportType: 'abdominal',
        clinicalDetails: 'Pain in right upper quadrant',
        technique: 'Transabdominal real-time B-mode',
        findings: { liver: 'Normal in size and echotexture.' },
        impression: 'No significant abnormality.',
      }),
    },
  ];
}

/** Signs in as the big clinic's owner; also names one of its patients to write reports for. */
export async function signInToBigClinic(baseUrl: string): Promise<{ token: string; reportPatientId: string }> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BIG_CLINIC_EMAIL, password: SCALE_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const page = (await (await fetch(`${baseUrl}/api/patients?page=1&limit=1`, { headers: bearer(token) })).json()) as {
    patients: { id: string }[];
  };
  return { token, reportPatientId: page.patients[0]?.id ?? '' };
}

/**
 * The patients issue's scenario: a clinic with 100,000 patients among 500,000 (and 300,000
 * reports), seeded straight into the database before the server starts, then patient search by
 * name, phone and patient id, the paged list and the dashboard stats at 50 connections.
 */
export async function measureScale(
  root: string,
  entry: string,
  engine: 'embedded' | 'postgres',
  ceiling: LoadResult,
  options: { durationSec: number; warmupSec: number; log: (line: string) => void },
): Promise<ScaleResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'clinic-bench-scale-'));
  try {
    const databaseUrl = engine === 'postgres' ? process.env.DATABASE_URL : undefined;
    if (databaseUrl) await resetBenchDatabase(databaseUrl);
    options.log(`${engine}: seeding ${SCALE.patients} patients, ${SCALE.reports} reports`);
    // The embedded engine is seeded through the data dir's own cluster, stopped before the server starts it.
    const handle = databaseUrl
      ? await openDatabase({ databaseUrl, statementTimeoutMs: 0 })
      : await openDataDirDatabase(dataDir, { statementTimeoutMs: 0 });
    await migrateDatabase(handle.db);
    await seedPlans(handle.db);
    const seeded = await seedLargeClinics(handle.db);
    options.log(`${engine}: seeded in ${seeded.seconds.toFixed(1)} s`);
    const dashboardStatsUncachedMs = await timeUncachedStats(handle.db);
    const analyticsUncachedMs = await timeUncachedAnalytics(handle.db);
    options.log(
      `${engine}: analytics, 12 months uncached: p50 ${analyticsUncachedMs.p50} ms, p99 ${analyticsUncachedMs.p99} ms`,
    );
    await handle.close();

    const port = await freePort();
    const env = serverEnv(port, dataDir, engine === 'embedded');
    const server = startChild(`server (${engine}, scale)`, [entry], env, root);
    try {
      const baseUrl = `http://127.0.0.1:${port}`;
      await waitForOk(server, `${baseUrl}/readyz`, 120_000);
      const { token, reportPatientId } = await signInToBigClinic(baseUrl);
      const endpoints = scaleEndpoints(seeded.phoneFragment, reportPatientId);
      const runs: ScaleRun[] = [];
      for (const { name, path, maxP99Ms, body } of endpoints) {
        options.log(`${engine}: ${name}, ${CONNECTIONS} connections`);
        const { requests: _r, ...result } = await measure({
          url: `${baseUrl}${path}`,
          connections: CONNECTIONS,
          durationSec: options.durationSec,
          warmupSec: options.warmupSec,
          ...(body
            ? { method: 'POST' as const, body, headers: { ...bearer(token), 'content-type': 'application/json' } }
            : { headers: bearer(token) }),
          serverPid: server.process.pid,
        });
        runs.push({
          engine,
          endpoint: `${body ? 'POST' : 'GET'} ${path}`,
          connections: CONNECTIONS,
          ...result,
          ratioToCeiling: Number((result.reqPerSec / ceiling.reqPerSec).toFixed(3)),
          rssMb: rssMb(server.process.pid),
          target: { maxP99Ms, met: result.p99Ms <= maxP99Ms && result.errors + result.non2xx === 0 },
        });
      }
      return {
        engine,
        seeded: SCALE,
        seedSeconds: Number(seeded.seconds.toFixed(1)),
        dashboardStatsUncachedMs,
        analyticsUncachedMs,
        runs,
      };
    } finally {
      await stopChild(server);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
