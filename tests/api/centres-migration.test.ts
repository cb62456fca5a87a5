import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { createDatabaseIfMissing } from '../../db/embedded-database.ts';
import { findMigrationsFolder } from '../../db/migrate.ts';

/**
 * The centres migration turns every existing clinic into the first centre of its own
 * organisation without moving anything: it runs here on a database holding two clinics made
 * under the schema just before it.
 */
const adminUrl = inject('embeddedAdminUrl');
const folders: string[] = [];
const handles: DatabaseHandle[] = [];
afterAll(async () => {
  for (const handle of handles) await handle.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A copy of the migrations folder whose journal stops before the centres migration. */
function migrationsBeforeCentres(): string {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-before-centres-'));
  folders.push(folder);
  cpSync(findMigrationsFolder(), folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith('_centres'));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe.skipIf(!adminUrl)('centres migration', () => {
  it('gives each existing clinic its own organisation, with the clinic as primary centre, ids unchanged', async () => {
    const name = `centres_migration_${Date.now()}`;
    await createDatabaseIfMissing(adminUrl, name);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    handles.push(handle);
    const db = handle.db;
    // biome-ignore lint/suspicious/noExplicitAny: the migrator's parameter type is engine-specific.
    await migrate(db as any, { migrationsFolder: migrationsBeforeCentres() });
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      await client.query(`insert into subscription_plans (id, name, price) values ('enterprise', 'Enterprise', 2000)`);
      const clinics = await client.query<{ id: string }>(
        `insert into clinics (name) values ('Sunrise Diagnostics'), ('Lotus Scan Centre') returning id`,
      );
      for (const { id } of clinics.rows)
        await client.query(
          `insert into subscriptions (clinic_id, plan_id, status) values ($1, 'enterprise', 'active')`,
          [id],
        );

      // biome-ignore lint/suspicious/noExplicitAny: as above.
      await migrate(db as any, { migrationsFolder: findMigrationsFolder() });

      const after = await client.query<{
        id: string;
        name: string;
        organisation: string;
        primary: string;
        sub: string;
      }>(
        `select c.id, c.name, o.name as organisation, o.primary_clinic_id as primary, s.clinic_id as sub
         from clinics c join organisations o on o.id = c.organisation_id
         left join subscriptions s on s.clinic_id = c.id order by c.name`,
      );
      expect(after.rows).toHaveLength(2);
      for (const row of after.rows) {
        expect(clinics.rows.map((c) => c.id)).toContain(row.id);
        expect(row.organisation).toBe(row.name);
        expect(row.primary).toBe(row.id);
        expect(row.sub).toBe(row.id);
      }
      const organisations = await client.query('select count(distinct organisation_id)::int as n from clinics');
      expect(organisations.rows[0].n).toBe(2);
      await expect(client.query(`insert into clinics (name) values ('No organisation')`)).rejects.toThrow(
        /organisation_id/,
      );
    } finally {
      await client.end();
    }
  });
});
