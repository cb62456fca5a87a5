import { spawn } from 'node:child_process';
import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestCluster } from '../tests/support/test-cluster.ts';
import { ensureRunAs } from './embedded-postgres-binaries.ts';
import { isProcessAlive } from './process-alive.ts';

// A real cluster of its own: these tests kill it and read its files.
const cluster = createTestCluster('portal-embedded-');
afterAll(() => cluster.cleanUp());

async function serverAddress(connectionString: string): Promise<string | null> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return (
      (await client.query<{ address: string | null }>('select inet_server_addr() as address')).rows[0]?.address ?? null
    );
  } finally {
    await client.end();
  }
}

async function waitUntilDead(pid: number): Promise<void> {
  while (isProcessAlive(pid)) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('the embedded PostgreSQL', () => {
  it('gives the app its Unix socket and listens on 127.0.0.1 only for tools', { timeout: 120_000 }, async () => {
    const server = await cluster.start();
    const url = new URL(server.url());
    const socketDir = url.searchParams.get('host') ?? '';
    expect(socketDir).toMatch(/postgres\.socket$/);
    expect(statSync(socketDir).mode & 0o777).toBe(0o700);
    // inet_server_addr() is null on a Unix-socket connection.
    expect(await serverAddress(server.url())).toBeNull();
    const tcp = `postgres://${url.username}:${url.password}@127.0.0.1:${server.port}/postgres`;
    expect(await serverAddress(tcp)).toBe('127.0.0.1');
  });

  it('starts after a kill -9 whose socket lock file names a pid now alive', { timeout: 120_000 }, async () => {
    const first = cluster.started.at(-1) ?? (await cluster.start());
    const socketDir = new URL(first.url()).searchParams.get('host') ?? '';
    process.kill(first.pid, 'SIGKILL');
    await waitUntilDead(first.pid);
    // As after a reboot where the pid went to another program of the server's user: postgres
    // itself would refuse this lock ("Is another postmaster using socket file?"). It ignores a pid
    // it may not signal, so the program runs as that user (the portal's own when not root).
    const runAs = ensureRunAs();
    const other = spawn('sleep', ['60'], { stdio: 'ignore', ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}) });
    try {
      writeFileSync(join(socketDir, `.s.PGSQL.${first.port}.lock`), `${other.pid}\n`);
      const again = await cluster.start(first.port);
      expect(await serverAddress(again.url())).toBeNull();
    } finally {
      other.kill();
    }
  });
});
