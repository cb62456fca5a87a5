import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { findMigrationsFolder } from './migrate.ts';

export class PgliteImportError extends Error {}

interface PgliteImportResult {
  tables: number;
  rows: number;
  /** Where the old PGlite files were moved (kept, never deleted). */
  keptAt: string;
}

/**
 * Earlier releases kept the data in PGlite (DATA_DIR/pglite). On the first start with the
 * embedded PostgreSQL it is moved, once: a copy of it is brought to the current schema, every
 * table is copied row for row in one transaction, the row counts of both sides are compared
 * before that commits, and only then are the old files renamed aside. Any failure rolls back and
 * leaves the old files exactly as they were.
 */
export async function importPgliteDataDir(pgliteDir: string, targetUrl: string): Promise<PgliteImportResult | null> {
  if (!existsSync(pgliteDir)) return null;
  const copyDir = `${pgliteDir}.importing`;
  rmSync(copyDir, { recursive: true, force: true });
  const target = new pg.Client({ connectionString: targetUrl, statement_timeout: 0 });
  let source: PGlite | undefined;
  try {
    // The copy takes the schema migrations, so the original stays as the old release left it.
    cpSync(pgliteDir, copyDir, { recursive: true });
    source = await PGlite.create(copyDir, { extensions: { pg_trgm, btree_gin } });
    // PGlite's own migrator runs the same journal as the app's (migrateDatabase).
    await migrate(drizzle(source), { migrationsFolder: findMigrationsFolder() });
    await target.connect();
    const tables = (
      await source.query<{ name: string }>(
        `select table_name as name from information_schema.tables
         where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      )
    ).rows.map((row) => row.name);
    const sourceCounts = await countRows(tables, async (text) => (await source!.query<{ n: string }>(text)).rows);
    const existing = await countRows(tables, async (text) => (await target.query<{ n: string }>(text)).rows);
    const holdsData = tables.some((table) => table !== 'subscription_plans' && existing.get(table) !== '0');
    if (holdsData) {
      // The same rows already there: a move that committed but was stopped before the rename.
      if (tables.every((table) => existing.get(table) === sourceCounts.get(table))) {
        await source.close();
        source = undefined;
        rmSync(copyDir, { recursive: true, force: true });
        return { tables: tables.length, rows: 0, keptAt: keepAside(pgliteDir) };
      }
      throw new Error('the PostgreSQL database already holds other data, so nothing was copied over it');
    }
    let rows = 0;
    await target.query('BEGIN');
    // Rows arrive in table order, not dependency order, and derived rows are copied as they are:
    // foreign keys and triggers wait (replica role) while the copy runs.
    await target.query('SET LOCAL session_replication_role = replica');
    if (tables.length > 0) await target.query(`TRUNCATE ${tables.map(quote).join(', ')}`);
    for (const table of tables) rows += await copyTable(source, target, table);
    await copySequences(source, target);
    const targetCounts = await countRows(tables, async (text) => (await target.query<{ n: string }>(text)).rows);
    const different = tables.filter((table) => sourceCounts.get(table) !== targetCounts.get(table));
    if (different.length > 0) {
      throw new Error(`row counts differ after the copy in ${different.join(', ')}`);
    }
    await target.query('COMMIT');
    await source.close();
    source = undefined;
    rmSync(copyDir, { recursive: true, force: true });
    return { tables: tables.length, rows, keptAt: keepAside(pgliteDir) };
  } catch (error) {
    await target.query('ROLLBACK').catch(() => {});
    await source?.close().catch(() => {});
    rmSync(copyDir, { recursive: true, force: true });
    throw new PgliteImportError(
      `Moving the data of ${pgliteDir} (PGlite, used by earlier versions) into the embedded PostgreSQL failed: ` +
        `${(error as Error).message}. Nothing was changed there: the old files are untouched. Start the earlier ` +
        'version to keep working, or send this message and the folder to support.',
    );
  } finally {
    await target.end().catch(() => {});
  }
}

function keepAside(pgliteDir: string): string {
  const keptAt = `${pgliteDir}.migrated-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  renameSync(pgliteDir, keptAt);
  return keptAt;
}

const quote = (name: string) => pg.escapeIdentifier(name);

async function countRows(
  tables: string[],
  run: (text: string) => Promise<{ n: string }[]>,
): Promise<Map<string, string>> {
  const counts = new Map<string, string>();
  for (const table of tables) {
    const [row] = await run(`select count(*)::text as n from ${quote(table)}`);
    counts.set(table, row?.n ?? '0');
  }
  return counts;
}

/** Every value travels as its text form, which PostgreSQL reads back into the column's type. */
async function copyTable(source: PGlite, target: pg.Client, table: string): Promise<number> {
  const columns = (
    await source.query<{ name: string }>(
      `select column_name as name from information_schema.columns
       where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
      [table],
    )
  ).rows.map((row) => row.name);
  if (columns.length === 0) return 0;
  const select = `select ${columns.map((c) => `${quote(c)}::text`).join(', ')} from ${quote(table)}`;
  const batch = Math.max(1, Math.floor(30_000 / columns.length));
  let copied = 0;
  await source.transaction(async (tx) => {
    await tx.query(`declare portal_import no scroll cursor for ${select}`);
    for (;;) {
      // rowMode 'array': each row is its values in column order.
      const { rows } = await tx.query<(string | null)[]>(`fetch ${batch} from portal_import`, [], {
        rowMode: 'array',
      });
      if (rows.length === 0) break;
      const values: (string | null)[] = [];
      const tuples = rows.map((row) => {
        const start = values.length;
        values.push(...row);
        return `(${row.map((_, i) => `$${start + i + 1}`).join(', ')})`;
      });
      await target.query(
        `insert into ${quote(table)} (${columns.map(quote).join(', ')}) overriding system value values ${tuples.join(', ')}`,
        values,
      );
      copied += rows.length;
    }
    await tx.query('close portal_import');
  });
  return copied;
}

async function copySequences(source: PGlite, target: pg.Client): Promise<void> {
  const { rows } = await source.query<{ name: string; last: string | null }>(
    `select sequencename as name, last_value::text as last from pg_sequences where schemaname = 'public'`,
  );
  for (const row of rows) {
    if (row.last === null) continue;
    await target.query('select setval($1::regclass, $2::bigint)', [quote(row.name), row.last]);
  }
}
