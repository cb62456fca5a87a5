import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isProcessAlive } from '../../db/process-alive.ts';
import { buildPatient, buildSignup } from '../support/factories.ts';
import { newDataDir, type RunningServer, startBuiltServer, stopProcess } from './support/built-server.ts';
import { signUpThroughApi } from './support/clinic-flows.ts';

let current: { server: RunningServer; dataDir: string } | undefined;
afterAll(async () => {
  if (!current) return;
  await stopProcess(current.server.process);
  // If the test failed between a kill and a restart, a database may be left running.
  try {
    process.kill(postgresPid(current.dataDir), 'SIGQUIT');
  } catch {
    // none left
  }
  rmSync(current.dataDir, { recursive: true, force: true });
});

const ROUNDS: { kill: 'app' | 'both' }[] = [{ kill: 'app' }, { kill: 'both' }, { kill: 'app' }, { kill: 'both' }];

function postgresPid(dataDir: string): number {
  return Number.parseInt(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0] ?? '', 10);
}

/** Registers patients from several clients at once until stopped; the ids the server acknowledged. */
function writeUntilStopped(url: string, token: string): { stop: () => Promise<string[]> } {
  const acknowledged: string[] = [];
  let stopped = false;
  let n = 0;
  const writer = async () => {
    while (!stopped) {
      try {
        const res = await fetch(`${url}/api/patients`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(buildPatient({ firstName: `Crash${String.fromCharCode(97 + (n++ % 26))}` })),
        });
        if (res.status === 201) acknowledged.push(((await res.json()) as { id: string }).id);
      } catch {
        // the server was killed mid-request: not acknowledged
      }
    }
  };
  const writers = Array.from({ length: 8 }, writer);
  return {
    stop: async () => {
      stopped = true;
      await Promise.all(writers);
      return acknowledged;
    },
  };
}

describe('the embedded PostgreSQL under kill -9', () => {
  it('loses no acknowledged write when the app, or the app and the database, are killed mid-write', {
    timeout: 600_000,
  }, async () => {
    const dataDir = newDataDir();
    let server = await startBuiltServer(dataDir);
    current = { server, dataDir };
    const owner = buildSignup();
    const { token } = await signUpThroughApi(server.url, owner, { startTrial: true });
    const everyAcknowledged: string[] = [];

    for (const round of ROUNDS) {
      const writes = writeUntilStopped(server.url, token);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const dbPid = postgresPid(dataDir);
      server.process.kill('SIGKILL');
      if (round.kill === 'both') process.kill(dbPid, 'SIGKILL');
      const acknowledged = await writes.stop();
      expect(acknowledged.length).toBeGreaterThan(0);
      everyAcknowledged.push(...acknowledged);
      await new Promise<void>((resolve) =>
        server.process.exitCode !== null || server.process.signalCode
          ? resolve()
          : server.process.once('exit', () => resolve()),
      );
      // After the app alone was killed its PostgreSQL is still running: the next start must restart it.
      if (round.kill === 'app') expect(isProcessAlive(dbPid)).toBe(true);

      server = await startBuiltServer(dataDir);
      current = { server, dataDir };
      expect(isProcessAlive(dbPid)).toBe(false);
      for (const id of everyAcknowledged) {
        const res = await fetch(`${server.url}/api/patients/${id}`, { headers: { authorization: `Bearer ${token}` } });
        expect(res.status, `acknowledged patient ${id} after killing ${round.kill}`).toBe(200);
      }
    }
    const lastDbPid = postgresPid(dataDir);
    await stopProcess(server.process);
    expect(server.process.exitCode).toBe(0);
    // A clean stop takes the database down with the app.
    expect(isProcessAlive(lastDbPid)).toBe(false);
  });
});
