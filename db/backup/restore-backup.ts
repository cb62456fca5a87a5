import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { openDatabase } from '../client.ts';
import { findMigrationsFolder, migrateDatabase } from '../migrate.ts';
import { tableEntryName } from './backup-manifest.ts';
import type { BackupZip } from './backup-zip-reader.ts';
import { countRows, readJournal } from './database-catalog.ts';

interface TableCheck {
  name: string;
  expected: number;
  actual: number;
}

export interface RestoreResult {
  tables: TableCheck[];
  /** Tables whose restored row count differs from the manifest's. */
  mismatches: TableCheck[];
}

/**
 * Loads a backup into an empty database: its schema is migrated to exactly the migration the
 * backup was taken at, the rows are COPYed in within one transaction (with triggers and foreign
 * keys paused, `session_replication_role = replica`, so counters kept by triggers are taken
 * from the backup rather than counted twice; needs a superuser, which the embedded engine's
 * user is), the sequences set, the counts compared; then any newer migrations run, as they
 * would on an upgrade.
 */
export async function restoreBackupInto(zip: BackupZip, databaseUrl: string): Promise<RestoreResult> {
  const { manifest } = zip;
  await migrateToBackupVersion(databaseUrl, manifest.migration.when, manifest.migration.tag);
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'portal restore' });
  await client.connect();
  let tables: TableCheck[];
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL statement_timeout = 0');
    await client.query('SET LOCAL session_replication_role = replica');
    await client.query(`SET LOCAL maintenance_work_mem = '256MB'`);
    const rebuild = await dropSecondaryIndexes(client);
    for (const table of manifest.tables) {
      const columns = table.columns.map((c) => pg.escapeIdentifier(c)).join(', ');
      const target = client.query(copyFrom(`COPY public.${pg.escapeIdentifier(table.name)} (${columns}) FROM STDIN`));
      await pipeline(await zip.open(tableEntryName(table.name)), target);
    }
    for (const definition of rebuild) await client.query(definition);
    for (const sequence of manifest.sequences) {
      await client.query('select setval($1::regclass, $2::bigint, $3)', [
        `public.${pg.escapeIdentifier(sequence.name)}`,
        sequence.lastValue,
        sequence.isCalled,
      ]);
    }
    const counts = await countRows(
      client,
      manifest.tables.map((t) => t.name),
    );
    tables = manifest.tables.map((t) => ({ name: t.name, expected: t.rows, actual: counts.get(t.name) ?? -1 }));
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
  await migrateFully(databaseUrl);
  return { tables, mismatches: tables.filter((t) => t.expected !== t.actual) };
}

/**
 * Loading rows into a table and then building its index is several times faster than keeping the
 * index up to date row by row (above all the trigram GIN indexes): indexes that back no
 * constraint are dropped here and rebuilt from their own definitions after the COPY, in the same
 * transaction, so a failure leaves them as they were.
 */
async function dropSecondaryIndexes(client: pg.Client): Promise<string[]> {
  const found = await client.query<{ name: string; definition: string }>(`
    select quote_ident(ic.relname) as name, pg_get_indexdef(i.indexrelid) as definition
      from pg_index i
      join pg_class ic on ic.oid = i.indexrelid
      join pg_namespace n on n.oid = ic.relnamespace
     where n.nspname = 'public'
       and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`);
  for (const index of found.rows) await client.query(`DROP INDEX public.${index.name}`);
  return found.rows.map((index) => index.definition);
}

/**
 * Runs the committed migrations up to the backup's, from a copy of the migrations folder whose
 * journal stops there (drizzle's migrator always runs a whole folder).
 */
async function migrateToBackupVersion(databaseUrl: string, when: number, tag: string): Promise<void> {
  const source = findMigrationsFolder();
  const entries = readJournal(source);
  const last = entries.findIndex((e) => e.when === when);
  if (last < 0) {
    throw new Error(
      `This backup was made by another version of the portal (its schema is at migration ${tag}, ` +
        'which this version does not have); restore it with that version or a newer one',
    );
  }
  const folder = mkdtempSync(join(tmpdir(), 'portal-restore-migrations-'));
  try {
    mkdirSync(join(folder, 'meta'));
    const kept = entries.slice(0, last + 1);
    writeFileSync(
      join(folder, 'meta', '_journal.json'),
      JSON.stringify({ version: '7', dialect: 'postgresql', entries: kept }),
    );
    for (const entry of kept) copyFileSync(join(source, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
    const handle = await openDatabase({ databaseUrl, poolSize: 1, statementTimeoutMs: 0 });
    try {
      // biome-ignore lint/suspicious/noExplicitAny: the migrator's parameter type is engine-specific but its use is not.
      await migrate(handle.db as any, { migrationsFolder: folder });
    } finally {
      await handle.close();
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function migrateFully(databaseUrl: string): Promise<void> {
  const handle = await openDatabase({ databaseUrl, poolSize: 1, statementTimeoutMs: 0 });
  try {
    await migrateDatabase(handle.db);
  } finally {
    await handle.close();
  }
}
