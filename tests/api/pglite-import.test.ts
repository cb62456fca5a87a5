import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { importPgliteDataDir, PgliteImportError } from '../../db/pglite-import.ts';
import { seedPlans } from '../../db/seed/plans.ts';
import type { JobQueue } from '../../server/jobs/job-types.ts';
import { bearer, buildReport, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { createTestApp, createTestDatabase } from '../support/test-app.ts';

const hasEmbeddedCluster = !process.env.TEST_DATABASE_URL;

/**
 * The PGlite release had no job queue (pg-boss needs a PostgreSQL server): today's app writes the
 * old data here, and the e-mails it would queue are not part of what this test moves.
 */
const queueOfThePgliteRelease: JobQueue = {
  enqueue: async () => {},
  start: async () => {},
  stop: async () => {},
  runDue: async () => 0,
};

/** A data directory as the PGlite release left it: its engine, its migrations, a clinic's data. */
async function makeOldDataDir(): Promise<{ dir: string; email: string; password: string; patients: string[] }> {
  const dir = join(mkdtempSync(join(tmpdir(), 'portal-old-')), 'pglite');
  const client = await PGlite.create(dir, { extensions: { pg_trgm, btree_gin } });
  const db = drizzle(client) as unknown as Database;
  await migrateDatabase(db);
  await seedPlans(db);
  const test = await createTestApp({
    handle: { db, close: () => client.close(), listen: async () => async () => {} },
    jobs: queueOfThePgliteRelease,
  });
  const clinic = await signUpTrialClinic(test.app);
  const patients: string[] = [];
  for (const firstName of ['Lakshmi', 'Meera', 'Farida']) {
    const patient = await registerPatient(test.app, clinic.token, { firstName });
    patients.push(patient.id);
    const report = await test.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: bearer(clinic.token),
      payload: buildReport(patient.id),
    });
    expect(report.statusCode).toBe(201);
  }
  await test.close();
  await client.close();
  return { dir, email: clinic.email, password: clinic.password, patients };
}

async function tableCounts(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const tables = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    counts[name] = Number((await client.query(`select count(*) as n from ${pg.escapeIdentifier(name)}`)).rows[0].n);
  }
  await client.end();
  return counts;
}

describe.runIf(hasEmbeddedCluster)('moving a PGlite data directory into PostgreSQL', () => {
  it('copies every table row for row, keeps the old files aside, and the clinic works on the new engine', {
    timeout: 180_000,
  }, async () => {
    const old = await makeOldDataDir();
    const targetUrl = await createTestDatabase();
    const moved = await importPgliteDataDir(old.dir, targetUrl);
    expect(moved).not.toBeNull();
    expect(existsSync(old.dir)).toBe(false);
    expect(moved?.keptAt).toMatch(/pglite\.migrated-/);
    expect(readdirSync(moved?.keptAt ?? '')).toContain('PG_VERSION');

    const counts = await tableCounts(targetUrl);
    expect(counts.patients).toBe(3);
    expect(counts.reports).toBe(3);
    expect(counts.clinics).toBe(1);
    expect(moved?.rows).toBe(Object.values(counts).reduce((a, b) => a + b, 0));

    // The same clinic signs in on PostgreSQL and finds its patients; new rows get fresh numbers.
    const handle = await openDatabase({ databaseUrl: targetUrl, poolSize: 2 });
    const test = await createTestApp({ handle });
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: old.email, password: old.password },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().token as string;
    const list = await test.app.inject({ method: 'GET', url: '/api/patients?page=1&limit=20', headers: bearer(token) });
    expect(
      list
        .json()
        .patients.map((p: { id: string }) => p.id)
        .sort(),
    ).toEqual([...old.patients].sort());
    const fourth = await registerPatient(test.app, token, { firstName: 'Nandini' });
    expect(old.patients).not.toContain(fourth.id);
    await test.close();
    await handle.close();

    // Nothing left to move on the next start.
    expect(await importPgliteDataDir(old.dir, targetUrl)).toBeNull();
  });

  it('refuses to copy over a database that already holds other data, and leaves the old files untouched', {
    timeout: 180_000,
  }, async () => {
    const old = await makeOldDataDir();
    const before = readdirSync(old.dir).sort();
    const targetUrl = await createTestDatabase();
    const handle = await openDatabase({ databaseUrl: targetUrl, poolSize: 2 });
    const test = await createTestApp({ handle });
    await signUpTrialClinic(test.app);
    await test.close();
    await handle.close();

    await expect(importPgliteDataDir(old.dir, targetUrl)).rejects.toThrow(PgliteImportError);
    await expect(importPgliteDataDir(old.dir, targetUrl)).rejects.toThrow(/old files are untouched/);
    expect(readdirSync(old.dir).sort()).toEqual(before);
    expect(existsSync(`${old.dir}.importing`)).toBe(false);
    expect((await tableCounts(targetUrl)).clinics).toBe(1);
  });
});
