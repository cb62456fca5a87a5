import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { findMigrationsFolder } from '../migrate.ts';
import type { BackupManifest, BackupSequence } from './backup-manifest.ts';

/** The committed migrations in order (db/migrations/meta/_journal.json). */
interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
}

export function readJournal(folder = findMigrationsFolder()): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

type Queryable = Pick<pg.ClientBase, 'query'>;

/** The tables of the portal's schema, by name, with the columns COPY reads and writes. */
export async function listTables(client: Queryable): Promise<{ name: string; columns: string[] }[]> {
  const result = await client.query<{ name: string; columns: string[] }>(`
    select c.relname as name,
           array_agg(a.attname::text order by a.attnum) as columns
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     where n.nspname = 'public' and c.relkind in ('r', 'p')
     group by c.relname
     order by c.relname`);
  return result.rows;
}

export async function listSequences(client: Queryable): Promise<BackupSequence[]> {
  const names = await client.query<{ name: string }>(
    `select sequencename as name from pg_sequences where schemaname = 'public' order by sequencename`,
  );
  const sequences: BackupSequence[] = [];
  for (const { name } of names.rows) {
    const state = await client.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from public.${pg.escapeIdentifier(name)}`,
    );
    const row = state.rows[0];
    if (row) sequences.push({ name, lastValue: row.last_value, isCalled: row.is_called });
  }
  return sequences;
}

/** Which migration the database is at, named by the journal of this code. */
export async function readMigrationState(client: Queryable): Promise<BackupManifest['migration']> {
  const result = await client.query<{ count: string; last: string | null }>(
    'select count(*)::text as count, max(created_at)::text as last from drizzle.__drizzle_migrations',
  );
  const count = Number(result.rows[0]?.count ?? 0);
  const when = Number(result.rows[0]?.last ?? 0);
  const entry = readJournal().find((e) => e.when === when);
  if (!entry) throw new Error('The database has a migration this version of the portal does not know');
  return { count, tag: entry.tag, when };
}

/** Row counts of the given tables, as seen by the client's current transaction. */
export async function countRows(client: Queryable, tables: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const table of tables) {
    const result = await client.query<{ n: string }>(
      `select count(*)::text as n from public.${pg.escapeIdentifier(table)}`,
    );
    counts.set(table, Number(result.rows[0]?.n ?? 0));
  }
  return counts;
}
