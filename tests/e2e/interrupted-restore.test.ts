// Issue 28 A: an interrupted restore must not leave an empty portal. The swap of databases is one
// transaction, so a restore that fails during it changes nothing; and a data directory where an
// earlier version's restore stopped between its two renames (no `portal`, the data under
// portal_before_restore_*) makes the built server refuse to start, naming the database and the
// command that brings it back, instead of creating an empty `portal` and reporting ready.

import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedPaths, openDataDirDatabase } from '../../db/embedded-database.ts';
import { EMBEDDED_SUPERUSER, startEmbeddedPostgres } from '../../db/embedded-postgres.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { seedPlans } from '../../db/seed/plans.ts';
import { freePort, newDataDir, spawnServer, startBuiltServer } from './support/built-server.ts';
import { startScript } from './support/run-script.ts';

const dataDir = newDataDir();
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The data directory's databases and marker rows, read with the portal stopped. */
async function inspect(): Promise<{ databases: string[]; markers: number }> {
  const server = await startEmbeddedPostgres(embeddedPaths(dataDir));
  const client = new pg.Client({ connectionString: server.url() });
  await client.connect();
  try {
    const databases = (
      await client.query<{ datname: string }>(
        `select datname from pg_database where datname like 'portal%' order by datname`,
      )
    ).rows.map((r) => r.datname);
    let markers = -1;
    if (databases.includes('portal')) {
      const portal = new pg.Client({ connectionString: server.url('portal') });
      await portal.connect();
      markers =
        (
          await portal.query<{ n: number }>(
            `select count(*)::int as n from contact_messages where first_name = 'Before'`,
          )
        ).rows[0]?.n ?? 0;
      await portal.end();
    }
    return { databases, markers };
  } finally {
    await client.end();
    await server.stop();
  }
}

/** A client of the cluster a running command started (its postmaster.pid and password file). */
async function connectToRunningCluster(database: string): Promise<pg.Client | null> {
  const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const port = readFileSync(pidFile, 'utf8').split('\n')[3];
  const password = readFileSync(embeddedPaths(dataDir).passwordFile, 'utf8').trim();
  const client = new pg.Client({
    connectionString: `postgres://${EMBEDDED_SUPERUSER}:${password}@127.0.0.1:${port}/${database}`,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    return client;
  } catch {
    return null;
  }
}

describe('an interrupted restore', () => {
  let backup = '';

  it('fails as a whole when its swap fails: portal keeps its data, and the leftover goes at the next start', {
    timeout: 600_000,
  }, async () => {
    const handle = await openDataDirDatabase(dataDir, { statementTimeoutMs: 0 });
    try {
      await migrateDatabase(handle.db);
      await seedPlans(handle.db);
      await handle.db.execute(sql`insert into contact_messages (first_name, last_name, email, subject, message)
        values ('Before', 'Restore', 'a@b.in', 's', 'm')`);
    } finally {
      await handle.close();
    }
    const made = await startScript('backup.ts', dataDir).done;
    expect(made.code, made.output).toBe(0);
    backup = /Backup written: (\S+\.zip)/.exec(made.output)?.[1] ?? '';
    expect(backup).not.toBe('');

    // A connection to the database being loaded makes its rename, the swap's second step, fail
    // (PostgreSQL renames no database in use): the first step, portal's rename, must not stay.
    const restore = startScript('restore.ts', dataDir, [backup]);
    let holder: pg.Client | null = null;
    for (let i = 0; i < 1200 && !holder && restore.child.exitCode === null; i++) {
      const admin = await connectToRunningCluster('postgres');
      const staging = admin
        ? (
            await admin.query<{ datname: string }>(
              `select datname from pg_database where datname like 'portal_restoring_%'`,
            )
          ).rows[0]?.datname
        : undefined;
      await admin?.end();
      if (staging) holder = await connectToRunningCluster(staging);
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(holder, 'connected to the restore’s staging database').not.toBeNull();
    const failed = await restore.done;
    await holder?.end().catch(() => {});
    expect(failed.code, failed.output).toBe(1);
    expect(failed.output).toContain('Restore failed');
    const after = await inspect();
    expect(after.databases).toContain('portal');
    expect(after.databases.some((d) => d.startsWith('portal_before_restore_'))).toBe(false);
    expect(after.markers).toBe(1);

    // The next start drops the loaded copy the failed restore left (no operation holds it).
    const server = await startBuiltServer(dataDir);
    const output = server.output();
    await server.stop();
    expect(output).toMatch(/Dropped databases left by interrupted backups or restores: portal_restoring_\w+/);
    expect((await inspect()).databases).toEqual(['portal']);
  });

  it('left by an earlier version between its renames: the server refuses to start, and recover-database brings the data back', {
    timeout: 600_000,
  }, async () => {
    // What the two-commit swap left when killed between its steps.
    const cluster = await startEmbeddedPostgres(embeddedPaths(dataDir));
    const client = new pg.Client({ connectionString: cluster.url() });
    await client.connect();
    await client.query('ALTER DATABASE portal RENAME TO portal_before_restore_20260301_101010');
    await client.query('CREATE DATABASE portal_restoring_20260301_101010');
    await client.end();
    await cluster.stop();

    const { child, output } = spawnServer(dataDir, await freePort());
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code, output()).toBe(1);
    expect(output()).toContain('The database "portal" is missing');
    expect(output()).toContain('npm run recover-database -- portal_before_restore_20260301_101010');
    // No empty portal was made over the data.
    expect((await inspect()).databases).toEqual([
      'portal_before_restore_20260301_101010',
      'portal_restoring_20260301_101010',
    ]);

    const recovered = await startScript('recover-database.ts', dataDir, ['portal_before_restore_20260301_101010']).done;
    expect(recovered.code, recovered.output).toBe(0);
    const server = await startBuiltServer(dataDir);
    await server.stop();
    const after = await inspect();
    expect(after.databases).toEqual(['portal']);
    expect(after.markers).toBe(1);
  });
});
