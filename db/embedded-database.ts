import { join } from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres.ts';
import { refuseInterruptedRestore } from './interrupted-restore.ts';

/** The database of the portal's data inside the embedded cluster. */
export const EMBEDDED_DATABASE_NAME = 'portal';

/** Where the embedded cluster of a data directory lives, and its password. */
export function embeddedPaths(dataDir: string): { dir: string; passwordFile: string } {
  return { dir: join(dataDir, 'postgres'), passwordFile: join(dataDir, 'postgres.password') };
}

/**
 * Starts the data directory's cluster and makes sure its portal database exists; refused when
 * `portal` is missing beside a restore's databases (refuseInterruptedRestore). `createPortal:
 * false` is for the restore and recovery commands, which put a database in its place themselves.
 */
export async function startDataDirPostgres(
  dataDir: string,
  options: { port?: number; createPortal?: boolean } = {},
): Promise<{ server: EmbeddedPostgres; url: string }> {
  const { port, createPortal = true } = options;
  const server = await startEmbeddedPostgres({ ...embeddedPaths(dataDir), ...(port ? { port } : {}) });
  try {
    if (createPortal) await createPortalDatabase(server.url());
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { server, url: server.url(EMBEDDED_DATABASE_NAME) };
}

async function createPortalDatabase(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await refuseInterruptedRestore(client, EMBEDDED_DATABASE_NAME);
  } finally {
    await client.end();
  }
  await createDatabaseIfMissing(adminUrl, EMBEDDED_DATABASE_NAME);
}

export async function createDatabaseIfMissing(adminUrl: string, name: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const from = template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : '';
      await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}${from}`);
    }
  } finally {
    await client.end();
  }
}

export async function dropDatabaseIfExists(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/**
 * The portal database of a stopped portal's data directory, for tools and tests that change
 * data between runs; close() stops the cluster again. Never while the portal itself runs.
 */
export async function openDataDirDatabase(
  dataDir: string,
  options: { statementTimeoutMs?: number } = {},
): Promise<DatabaseHandle> {
  const { server, url } = await startDataDirPostgres(dataDir);
  const handle = await openDatabase({ databaseUrl: url, poolSize: 2, ...options });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await server.stop();
    },
  };
}
