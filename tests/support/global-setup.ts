import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../db/client.ts';
import { createDatabaseIfMissing } from '../../db/embedded-database.ts';
import { startEmbeddedPostgres } from '../../db/embedded-postgres.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { seedPlans } from '../../db/seed/plans.ts';
import { JOBS } from '../../server/jobs/job-registry.ts';
import { installJobQueue } from '../../server/jobs/pg-boss-queue.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An external server's database shared by every file (TEST_DATABASE_URL), or ''. */
    testDatabaseUrl: string;
    /** The run's embedded cluster (admin connection) when no TEST_DATABASE_URL is given, or ''. */
    embeddedAdminUrl: string;
  }
}

/** The migrated database every test file copies (CREATE DATABASE … TEMPLATE). */
export const TEMPLATE_DATABASE = 'portal_template';

/**
 * Migrates one database for the whole run. With TEST_DATABASE_URL the tests share that server
 * (its public schema is rebuilt first). Otherwise one embedded PostgreSQL runs for the run, the
 * template is migrated once, and every test file gets its own copy of it (milliseconds each).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL ?? '';
  project.provide('testDatabaseUrl', url);
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    // pg-boss's schemas too: 'pgboss' and the ones job tests made for themselves (pgboss_…).
    const { rows } = await client.query<{ name: string }>(
      "select nspname as name from pg_namespace where nspname = 'pgboss' or nspname like 'pgboss\\_%'",
    );
    for (const { name } of rows) await client.query(`DROP SCHEMA ${pg.escapeIdentifier(name)} CASCADE`);
    await client.end();
    await migrateAndSeed(url);
    project.provide('embeddedAdminUrl', '');
    return async () => {};
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-test-pg-'));
  const server = await startEmbeddedPostgres({
    dir: join(dataDir, 'postgres'),
    passwordFile: join(dataDir, 'postgres.password'),
    // A throwaway cluster: durability costs time and buys nothing here.
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
  });
  try {
    await createDatabaseIfMissing(server.url(), TEMPLATE_DATABASE);
    await migrateAndSeed(server.url(TEMPLATE_DATABASE));
  } catch (error) {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('embeddedAdminUrl', server.url());
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** Migrates, seeds the plans and installs the job queue (also for tests' isolated databases). */
export async function migrateAndSeed(url: string): Promise<void> {
  const handle = await openDatabase({ databaseUrl: url, poolSize: 1, statementTimeoutMs: 0 });
  try {
    await migrateDatabase(handle.db);
    await seedPlans(handle.db);
  } finally {
    await handle.close();
  }
  // The job queue's schema and queues, so each file's copy starts its queue at once.
  await installJobQueue(url, JOBS);
}
