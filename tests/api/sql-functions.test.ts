// db/sql/ holds the current definition of every function the migrations create, one file each,
// so a reader need not find the last migration that replaced it. Migrations stay the source of
// change; this test keeps the files true: each must define exactly what the migrated database
// has, and every function of ours must have its file.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../support/test-app.ts';

const SQL_DIR = join(import.meta.dirname, '../../db/sql');
const FILES = readdirSync(SQL_DIR).filter((name) => name.endsWith('.sql'));
/** Where a file's definition is created for comparison, inside a transaction that is rolled back. */
const SCRATCH = 'db_sql_check';

let client: pg.Client;
beforeAll(async () => {
  client = new pg.Client({ connectionString: await testDatabaseUrl() });
  await client.connect();
});
afterAll(() => client.end());

/** Whitespace-insensitive, so a file may be laid out as it reads best. */
const normalised = (definition: string) => definition.replace(/\s+/g, ' ').trim();

async function definitionIn(schema: string, name: string): Promise<string> {
  const { rows } = await client.query<{ definition: string }>(
    `select pg_get_functiondef(p.oid) as definition from pg_proc p
     join pg_namespace n on n.oid = p.pronamespace where n.nspname = $1 and p.proname = $2`,
    [schema, name],
  );
  expect(rows, `${schema}.${name}: one function of that name`).toHaveLength(1);
  return rows[0]?.definition ?? '';
}

describe('db/sql: the current SQL of every function', () => {
  it('has one file for each function of ours in the database (none from extensions)', async () => {
    const { rows } = await client.query<{ name: string }>(
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public'
         and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
       order by 1`,
    );
    expect(FILES.map((file) => file.replace(/\.sql$/, '')).sort()).toEqual(rows.map((row) => row.name));
  });

  it.each(FILES)('%s defines what the migrated database has', async (file) => {
    const name = file.replace(/\.sql$/, '');
    const inDatabase = await definitionIn('public', name);
    // The file's statement names no schema: run it with a scratch schema first on the search path,
    // then let PostgreSQL print both definitions the same way.
    await client.query('BEGIN');
    try {
      await client.query(`CREATE SCHEMA ${SCRATCH}`);
      await client.query(`SET LOCAL search_path = ${SCRATCH}, public`);
      await client.query(readFileSync(join(SQL_DIR, file), 'utf8'));
      const fromFile = (await definitionIn(SCRATCH, name)).replace(`${SCRATCH}.`, 'public.');
      expect(normalised(fromFile)).toBe(normalised(inDatabase));
    } finally {
      await client.query('ROLLBACK');
    }
  });
});
