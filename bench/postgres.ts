import pg from 'pg';

/**
 * The database DATABASE_URL names. It gets dropped, so only a name that says it is for benchmarks
 * is accepted: pointing this at `test` (the API suite's) or a real one by mistake must not wipe it.
 */
export function benchDatabaseName(databaseUrl: string): string {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, ''));
  if (!/bench/i.test(name)) {
    throw new Error(
      `DATABASE_URL names the database "${name}"; the benchmark drops and recreates its database, so it only ` +
        'accepts one whose name contains "bench", e.g. postgres://postgres@127.0.0.1:5432/bench',
    );
  }
  return name;
}

/** Recreates the benchmark database so every run starts from the same empty state. */
export async function resetBenchDatabase(databaseUrl: string): Promise<void> {
  const name = benchDatabaseName(databaseUrl);
  const url = new URL(databaseUrl);
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
