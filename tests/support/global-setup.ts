import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { seedPlans } from '../../db/seed/plans.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshotPath: string;
    testDatabaseUrl: string;
  }
}

/**
 * Migrates one database for the whole run. With TEST_DATABASE_URL the tests share that server
 * (its public schema is rebuilt first); otherwise a migrated PGlite is dumped once and every
 * test file starts from a copy of it, which is much faster than running initdb per file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL ?? '';
  project.provide('testDatabaseUrl', url);
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    await client.end();
    const handle = await openDatabase({ databaseUrl: url });
    await migrateDatabase(handle.db);
    await seedPlans(handle.db);
    await handle.close();
    project.provide('pgliteSnapshotPath', '');
    return async () => {};
  }
  const handle = await openDatabase({ pgliteDir: 'memory://' });
  await migrateDatabase(handle.db);
  await seedPlans(handle.db);
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  const path = join(tmpdir(), `clinic-portal-test-${process.pid}.tar`);
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteSnapshotPath', path);
  return async () => {
    await rm(path, { force: true });
  };
}
