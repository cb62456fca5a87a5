import pg from 'pg';

/**
 * Recreates the database DATABASE_URL names so every run starts from the same empty state. It
 * is dropped, so only a database whose name says it is for benchmarks is accepted: pointing this
 * at `test` (the API suite's) or a real one by mistake must not wipe it.
 */
export async function resetBenchDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!/bench/i.test(name)) {
    throw new Error(
      `DATABASE_URL names the database "${name}"; the benchmark drops and recreates its database, so it only ` +
        'accepts one whose name contains "bench", e.g. postgres://postgres@127.0.0.1:5432/bench',
    );
  }
  // DROP/CREATE DATABASE cannot run inside the target database itself.
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const quoted = `"${name.replaceAll('"', '""')}"`;
    await client.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${quoted}`);
  } finally {
    await client.end();
  }
}
