import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export interface Child {
  name: string;
  process: ChildProcess;
  /** The last lines the child printed, to explain a failure to start. */
  output: () => string;
}

// Every child ever started, so that a failure or Ctrl-C anywhere still ends all of them.
const running = new Set<Child>();

/** A port the kernel just handed out on loopback; the tiny race before reuse is acceptable here. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Runs `node ...args` in `cwd`, with its output kept aside rather than mixed into the report. */
export function startChild(name: string, args: string[], env: NodeJS.ProcessEnv, cwd: string): Child {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const handle: Child = { name, process: child, output: () => tail };
  running.add(handle);
  child.once('exit', () => running.delete(handle));
  return handle;
}

/** Polls until the URL answers 200; fails at once if the child dies instead. */
export async function waitForOk(child: Child, url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null || child.process.signalCode !== null) {
      throw new Error(`${child.name} exited before it was ready:\n${child.output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${child.name} was not ready within ${timeoutMs} ms:\n${child.output()}`);
}

/** SIGTERM lets the server release its data-dir lock and close the database; SIGKILL if it hangs. */
export async function stopChild(child: Child, graceMs = 25_000): Promise<void> {
  const proc = child.process;
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  proc.kill('SIGTERM');
  const timer = setTimeout(() => proc.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

export async function stopAllChildren(): Promise<void> {
  await Promise.all([...running].map((child) => stopChild(child)));
}

/** Last resort on process exit, where nothing asynchronous runs any more. */
export function killAllChildrenNow(): void {
  for (const child of running) child.process.kill('SIGKILL');
}

/** Resident memory of a process in MB, from Linux's /proc; null elsewhere. */
export function rssMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * Memory of the embedded PostgreSQL of a data dir: the postmaster and every process it started,
 * as PSS (shared buffers are mapped by every backend, so adding their RSS would count them many
 * times over). null when the data dir runs no embedded server.
 */
export function embeddedPostgresMb(dataDir: string): number | null {
  let postmaster: number;
  try {
    postmaster = Number.parseInt(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8'), 10);
  } catch {
    return null;
  }
  let kb = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (Number(entry) !== postmaster && ppid !== postmaster) continue;
      const pss = /Pss:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${entry}/smaps_rollup`, 'utf8'));
      kb += Number(pss?.[1] ?? 0);
    } catch {
      // the process ended while we looked
    }
  }
  return Math.round(kb / 1024);
}

let clockTicksPerSec: number | undefined;

/**
 * CPU time (user + system) a process has used so far, in ms, from /proc/<pid>/stat; null elsewhere.
 * Unlike req/s it hardly moves when other work shares the cores, so it is the steadier figure.
 */
export function cpuTimeMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    clockTicksPerSec ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may itself hold spaces: utime and stime are 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / clockTicksPerSec : null;
  } catch {
    return null;
  }
}

/**
 * The environment of a server under measurement: loopback, its own data dir, and warn-level logs
 * (per-request info logs would be measured instead of the app). DATABASE_URL passes through
 * unless the embedded database is wanted.
 */
export function serverEnv(port: number, dataDir: string, embedded = false): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  if (embedded) delete env.DATABASE_URL;
  return env;
}
