import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isProcessAlive } from '../../db/process-alive.ts';
import { freePort, newDataDir, postgresPid, waitUntilReady } from './support/built-server.ts';

// Issue 28 C: npm 11 does not pass SIGTERM on to `npm start`'s script, and the launcher it left
// behind kept the portal and its PostgreSQL serving. The launcher now stops the portal when its
// own parent dies, and the portal stops when the launcher dies.
const ROOT = resolve(import.meta.dirname, '../..');
const LAUNCHER = join(ROOT, 'scripts', 'start.mjs');
const cleanup: (() => void)[] = [];
afterAll(() => {
  for (const step of cleanup) step();
});

const waitFor = async (done: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  return done();
};

interface Launched {
  url: string;
  dataDir: string;
  launcherPid: number;
  /** The portal's own pid (DATA_DIR/portal.lock) and its PostgreSQL's (postmaster.pid). */
  portalPid: number;
  databasePid: number;
}

/**
 * Runs the launcher as a child of `parent` (a throwaway node process standing in for npm or a
 * terminal), its output in a file so that nothing depends on the parent's pipes.
 */
async function launchUnder(parent: 'throwaway' | 'test'): Promise<Launched & { parent: ChildProcess }> {
  const dataDir = newDataDir();
  const port = await freePort();
  const logPath = join(dataDir, 'launcher.log');
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  const log = openSync(logPath, 'a');
  const script = `const log = require('node:fs').openSync(${JSON.stringify(logPath)}, 'a');
    const c = require('node:child_process').spawn(process.execPath, [${JSON.stringify(LAUNCHER)}], { stdio: ['ignore', log, log] });
    process.stdout.write(String(c.pid)); setInterval(() => {}, 60000);`;
  const child =
    parent === 'throwaway'
      ? spawn(process.execPath, ['-e', script], { env, stdio: ['ignore', 'pipe', 'inherit'] })
      : spawn(process.execPath, [LAUNCHER], { env, stdio: ['ignore', log, log] });
  closeSync(log);
  let launcherPid = parent === 'test' ? (child.pid ?? 0) : 0;
  child.stdout?.on('data', (chunk) => {
    launcherPid = Number.parseInt(String(chunk), 10);
  });
  const url = `http://127.0.0.1:${port}`;
  cleanup.push(() => {
    for (const pid of [child.pid ?? 0, launcherPid]) {
      if (pid && isProcessAlive(pid)) process.kill(pid, 'SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  });
  try {
    await waitUntilReady(url, child, 120_000);
  } catch (error) {
    throw new Error(`${String(error)}\n${readFileSync(logPath, 'utf8').slice(-3000)}`);
  }
  const portalPid = Number.parseInt(readFileSync(join(dataDir, 'portal.lock'), 'utf8'), 10);
  return { parent: child, url, dataDir, launcherPid, portalPid, databasePid: postgresPid(dataDir) };
}

describe('the launcher (scripts/start.mjs)', () => {
  it('stops the portal and its PostgreSQL when its parent is killed with -9', async () => {
    const run = await launchUnder('throwaway');
    expect(run.launcherPid).toBeGreaterThan(0);
    expect(run.portalPid).not.toBe(run.launcherPid);
    for (const pid of [run.launcherPid, run.portalPid, run.databasePid]) expect(isProcessAlive(pid)).toBe(true);
    run.parent.kill('SIGKILL');
    const gone = await waitFor(
      () => ![run.launcherPid, run.portalPid, run.databasePid].some((pid) => isProcessAlive(pid)),
      10_000,
    );
    expect(gone).toBe(true);
    await expect(fetch(`${run.url}/healthz`)).rejects.toThrow();
  });

  it('stops the portal when the launcher itself is killed with -9', async () => {
    const run = await launchUnder('test');
    process.kill(run.launcherPid, 'SIGKILL');
    expect(await waitFor(() => !isProcessAlive(run.portalPid) && !isProcessAlive(run.databasePid), 10_000)).toBe(true);
  });

  it('on SIGTERM stops both and exits 0', async () => {
    const run = await launchUnder('test');
    const exit = new Promise<number | null>((done) => run.parent.once('exit', (code) => done(code)));
    run.parent.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(isProcessAlive(run.portalPid)).toBe(false);
    expect(await waitFor(() => !isProcessAlive(run.databasePid), 5000)).toBe(true);
  });
});
