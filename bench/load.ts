import { randomUUID } from 'node:crypto';
import autocannon, { type Result } from 'autocannon';
import { cpuTimeMs } from './processes.ts';

export interface LoadOptions {
  url: string;
  connections: number;
  durationSec: number;
  warmupSec: number;
  headers?: Record<string, string>;
  /** For write benchmarks: POST with this JSON body (same body every request). */
  method?: 'GET' | 'POST';
  body?: string;
  /** A new Idempotency-Key on every request, as the web app sends with each submission. */
  idempotencyKeys?: boolean;
  /**
   * Requests a second offered across all connections (autocannon's overallRate); absent, each
   * connection sends its next request as soon as it has the answer (a closed loop: saturation).
   */
  overallRate?: number;
  /** The server's pid, to report its CPU time per request. */
  serverPid?: number | undefined;
  /**
   * Called just before the measured run (after the warm-up); the function it resolves to is
   * called with the run's request count just after, and its answer is returned as `around`.
   */
  around?: () => Promise<(requests: number) => Promise<unknown>>;
}

export interface LoadResult {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** Server CPU ms (user + system) per response; null when /proc is not there. */
  serverCpuMsPerReq: number | null;
  requests: number;
  /**
   * A GET's first request alone, before the warm-up: for a cached endpoint (analytics, the
   * dashboard) this is the computation the cache saves; null for writes.
   */
  firstRequestMs: number | null;
  /** What options.around's closing function answered, when given. */
  around?: unknown;
}

interface RawRun {
  result: Result;
  latenciesMs: number[];
}

function fire(options: LoadOptions, durationSec: number): Promise<RawRun> {
  // autocannon's own histogram keeps whole milliseconds, too coarse for a 1–2 ms p50, so the
  // exact per-response times are collected here from its 'response' event.
  const latenciesMs: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: durationSec,
        timeout: 10,
        ...(options.headers ? { headers: options.headers } : {}),
        ...(options.method ? { method: options.method } : {}),
        ...(options.body ? { body: options.body } : {}),
        ...(options.overallRate ? { overallRate: options.overallRate } : {}),
        ...(options.idempotencyKeys
          ? {
              requests: [
                {
                  setupRequest: (request: { headers?: Record<string, string> }) => ({
                    ...request,
                    headers: { ...request.headers, 'idempotency-key': randomUUID() },
                  }),
                },
              ],
            }
          : {}),
      },
      (error, result) => (error ? reject(error) : resolve({ result, latenciesMs })),
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTimeMs: number) => {
      latenciesMs.push(responseTimeMs);
    });
  });
}

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** One request on its own, timed; its answer must be a success. */
async function firstRequest(options: LoadOptions): Promise<number> {
  const started = performance.now();
  const res = await fetch(options.url, { headers: options.headers ?? {} });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${options.url} answered ${res.status}`);
  return round(performance.now() - started, 2);
}

/**
 * A GET's first request alone (reported: a cache's miss, which a cache-filling computation longer
 * than the warm-up would otherwise smear over the steady-state figures), a short warm-up (JIT,
 * pools, caches), then the measured run at the same concurrency.
 */
export async function measure(options: LoadOptions): Promise<LoadResult> {
  const firstRequestMs = options.method === 'POST' ? null : await firstRequest(options);
  return { ...(await measureTogether([options])), firstRequestMs };
}

/**
 * Several loads at once, measured as one run: e.g. the same write from many clinics, each with
 * its own session and body, sharing one set of connections between them. The first part's
 * warm-up, duration, server pid and `around` apply to the run.
 */
export async function measureTogether(parts: LoadOptions[]): Promise<LoadResult> {
  const [lead] = parts;
  if (!lead) throw new Error('nothing to measure');
  if (lead.warmupSec > 0) await Promise.all(parts.map((part) => fire(part, lead.warmupSec)));
  const close = await lead.around?.();
  const cpuBefore = cpuTimeMs(lead.serverPid);
  const runs = await Promise.all(parts.map((part) => fire(part, lead.durationSec)));
  const cpuAfter = cpuTimeMs(lead.serverPid);
  const latenciesMs = runs.flatMap((run) => run.latenciesMs);
  const around = close ? await close(latenciesMs.length) : undefined;
  const cpuMs = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  const sorted = Float64Array.from(latenciesMs).sort();
  const duration = Math.max(...runs.map((run) => run.result.duration));
  return {
    reqPerSec: Math.round(latenciesMs.length / duration),
    p50Ms: round(percentile(sorted, 0.5), 2),
    p99Ms: round(percentile(sorted, 0.99), 2),
    // autocannon already counts timeouts among errors.
    errors: runs.reduce((sum, run) => sum + run.result.errors, 0),
    non2xx: runs.reduce((sum, run) => sum + run.result.non2xx, 0),
    serverCpuMsPerReq: cpuMs === null || latenciesMs.length === 0 ? null : round(cpuMs / latenciesMs.length, 3),
    requests: latenciesMs.length,
    firstRequestMs: null,
    ...(close ? { around } : {}),
  };
}
