import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { EmbeddedPostgres } from '../../db/embedded-postgres.ts';
import { isProcessAlive } from '../../db/process-alive.ts';
import { createTestCluster } from '../../tests/support/test-cluster.ts';
import { superviseEmbeddedPostgres } from './supervise-postgres.ts';

// A real cluster: the supervisor's job is child processes dying and starting, which no stand-in shows.
const cluster = createTestCluster('portal-supervise-');
const { start, started } = cluster;
afterAll(() => cluster.cleanUp());

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.query('select 1 as one')).rows[0]?.one === 1;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

describe('supervising the embedded PostgreSQL', () => {
  it('starts a killed PostgreSQL again on the same port, so the URL the pool knows answers again', {
    timeout: 120_000,
  }, async () => {
    const first = await start();
    const lines: string[] = [];
    let backAgain = () => {};
    const back = new Promise<void>((resolve) => {
      backAgain = resolve;
    });
    const supervisor = superviseEmbeddedPostgres(first, start, (line) => {
      lines.push(line);
      if (line.includes('running again')) backAgain();
    });
    process.kill(first.pid, 'SIGKILL');
    await back;
    expect(lines[0]).toBe(`The embedded PostgreSQL stopped unexpectedly; restarting it on port ${first.port}`);
    expect(await answers(first.url())).toBe(true);
    const restarted = started.at(-1);
    expect(restarted?.pid).not.toBe(first.pid);
    await supervisor.stop();
    // stop() takes the restarted server down, not only the first one.
    expect(isProcessAlive(restarted?.pid ?? 0)).toBe(false);
  });

  it('a stop asked for while a restart is under way waits for it and stops the server it started', {
    timeout: 120_000,
  }, async () => {
    const first = await start();
    let restarted: EmbeddedPostgres | undefined;
    let stopping: Promise<void> | undefined;
    const supervisor = superviseEmbeddedPostgres(
      first,
      async (port) => {
        const starting = start(port);
        // SIGTERM arrives just as PostgreSQL is being started again (space freed, say).
        stopping = supervisor.stop();
        restarted = await starting;
        return restarted;
      },
      () => {},
    );
    process.kill(first.pid, 'SIGKILL');
    while (!stopping) await new Promise((resolve) => setTimeout(resolve, 50));
    await stopping;
    expect(restarted, 'stop() returned before the restart under way had finished').toBeDefined();
    // Before, stop() stopped only the dead server and the restarted one ran on, owned by nobody.
    expect(isProcessAlive(restarted?.pid ?? 0)).toBe(false);
    expect(await answers(restarted?.url() ?? '')).toBe(false);
  });
});
