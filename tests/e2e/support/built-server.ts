import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');
const MAIN = join(ROOT, 'dist', 'server', 'main.js');

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export function newDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'clinic-portal-e2e-'));
}

/**
 * Starts `node dist/server/main.js` as `npm start` would, without the build step. `env` adds
 * variables (SMTP_URL) or overrides the defaults below.
 */
export function spawnServer(
  dataDir: string,
  port: number,
  env: NodeJS.ProcessEnv = {},
): { child: ChildProcess; output: () => string } {
  if (!existsSync(MAIN) || !existsSync(join(ROOT, 'dist', 'web', 'index.html'))) {
    throw new Error('Build first: npm run build');
  }
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Many servers run one after another and side by side: none takes the scanners' port unless
      // its test asks (DICOM_PORT in env).
      DICOM_PORT: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk) => {
    text += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    text += chunk;
  });
  return { child, output: () => text };
}

export async function waitUntilReady(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become ready');
}

/** The pid of the embedded PostgreSQL a server started on `dataDir` (its postmaster.pid). */
export function postgresPid(dataDir: string): number {
  return Number.parseInt(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0] ?? '', 10);
}

/** Resolves once the process has exited (at once if it has already). */
function processExited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveExit) => child.once('exit', () => resolveExit()));
}

export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolveStop();
    });
    child.kill('SIGTERM');
  });
}

/**
 * kill -9 of the app, or of the app and its embedded PostgreSQL (a power cut, the OOM killer);
 * resolves once the app is gone, with the database's pid.
 */
export async function killServer(server: RunningServer, what: 'app' | 'both'): Promise<number> {
  const dbPid = postgresPid(server.dataDir);
  server.process.kill('SIGKILL');
  if (what === 'both') process.kill(dbPid, 'SIGKILL');
  await processExited(server.process);
  return dbPid;
}

/**
 * After a kill -9 test: stops the server, and the embedded PostgreSQL a failure between a kill
 * and a restart may have left running, and removes the data dir.
 */
export async function removeKilledServer(server: RunningServer): Promise<void> {
  await stopProcess(server.process);
  try {
    process.kill(postgresPid(server.dataDir), 'SIGQUIT');
  } catch {
    // none left
  }
  rmSync(server.dataDir, { recursive: true, force: true });
}

export async function startBuiltServer(existingDataDir?: string, env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const ownsDataDir = existingDataDir === undefined;
  const dataDir = existingDataDir ?? newDataDir();
  // freePort's port is free when probed, not when the server binds it: on a busy machine another
  // process (an embedded PostgreSQL choosing its own free port) can take it in between. That
  // race, and only that, is retried on a new port.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const { child, output } = spawnServer(dataDir, port, env);
    try {
      await waitUntilReady(url, child);
    } catch (error) {
      // A server that never became ready must not outlive the test file still listening.
      await stopProcess(child);
      if (attempt < 3 && output().includes('EADDRINUSE')) continue;
      // Say why: the server's own last words are the only clue in a CI log.
      if (error instanceof Error) error.message += `\n--- server output ---\n${output().slice(-4000)}`;
      throw error;
    }
    return runningServer(url, dataDir, ownsDataDir, child, output);
  }
}

function runningServer(
  url: string,
  dataDir: string,
  ownsDataDir: boolean,
  child: ChildProcess,
  output: () => string,
): RunningServer {
  return {
    url,
    dataDir,
    process: child,
    output,
    stop: async () => {
      await stopProcess(child);
      // Each data dir is tens of MB; a temp dir made here is removed with its server.
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
