import { afterAll, describe, expect, it } from 'vitest';
import { isProcessAlive } from '../../db/process-alive.ts';
import { buildPatient, buildSignup } from '../support/factories.ts';
import {
  killServer,
  newDataDir,
  postgresPid,
  type RunningServer,
  removeKilledServer,
  startBuiltServer,
  stopProcess,
} from './support/built-server.ts';
import { signUpThroughApi } from './support/clinic-flows.ts';

/** The server of the moment (each restart replaces it), removed with its data dir at the end. */
let current: RunningServer | undefined;
afterAll(async () => {
  if (current) await removeKilledServer(current);
});

const ROUNDS: { kill: 'app' | 'both' }[] = [{ kill: 'app' }, { kill: 'both' }, { kill: 'app' }, { kill: 'both' }];

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
    current = server;
    const owner = buildSignup();
    const { token } = await signUpThroughApi(server.url, owner, { startTrial: true });
    const everyAcknowledged: string[] = [];

    for (const round of ROUNDS) {
      const writes = writeUntilStopped(server.url, token);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const dbPid = await killServer(server, round.kill);
      const acknowledged = await writes.stop();
      expect(acknowledged.length).toBeGreaterThan(0);
      everyAcknowledged.push(...acknowledged);
      // After the app alone was killed its PostgreSQL is still running: the next start must restart it.
      if (round.kill === 'app') expect(isProcessAlive(dbPid)).toBe(true);

      server = await startBuiltServer(dataDir);
      current = server;
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
