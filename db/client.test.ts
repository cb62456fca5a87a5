import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestCluster } from '../tests/support/test-cluster.ts';
import { openDatabase } from './client.ts';
import { queryRows } from './query-rows.ts';

const cluster = createTestCluster('portal-client-');
afterAll(() => cluster.cleanUp());

describe('the connection pool', () => {
  it('gets its connection back from a transaction whose BEGIN met a dead backend', { timeout: 120_000 }, async () => {
    const server = await cluster.start();
    const handle = await openDatabase({ databaseUrl: server.url(), poolSize: 1 });
    const rows = await queryRows<{ pid: number }>(handle.db, sql`select pg_backend_pid() as pid`);
    // Killed in the same tick as the transaction starts: the pool hands out its one idle
    // connection before the socket's end is noticed, so BEGIN is sent to a backend that is gone
    // (as when PostgreSQL PANICs on a full disk under a busy app).
    process.kill(Number(rows[0]?.pid), 'SIGKILL');
    await expect(handle.db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
    // PostgreSQL restarts its backends after one is killed; then the pool's only connection slot
    // must serve again. Leaked, every query would wait for it and time out, for ever.
    const deadline = Date.now() + 30_000;
    let answered = false;
    while (!answered && Date.now() < deadline) {
      answered = await handle.db.execute(sql`select 1`).then(
        () => true,
        () => new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 250)),
      );
    }
    expect(answered, 'the pool never served again: its connection leaked').toBe(true);
    await handle.close();
  });
});
