import pg from 'pg';
import { acquireDataDirLock, DataDirLockedError } from '../data-dir-lock.ts';
import { startDataDirPostgres } from '../embedded-database.ts';
import { KEPT_DATABASE_PREFIX, RESTORING_DATABASE_PREFIX } from '../interrupted-restore.ts';
import { PortalRunningError, swapDatabases } from './restore-data-dir.ts';

/**
 * `npm run recover-database -- <name>`: makes a database a restore kept (portal_before_restore_*)
 * or was loading (portal_restoring_*) the portal's database again, in one transaction; the
 * `portal` it replaces, if any, is kept under portal_before_restore_<time> in turn. This is how an
 * interrupted restore is undone, and a finished one too. The uploads folders are left as they are.
 */
export async function recoverDatabase(dataDir: string, name: string, now: Date): Promise<{ kept: string | null }> {
  if (!name.startsWith(KEPT_DATABASE_PREFIX) && !name.startsWith(RESTORING_DATABASE_PREFIX)) {
    throw new Error(`Name a database ${KEPT_DATABASE_PREFIX}… or ${RESTORING_DATABASE_PREFIX}…, not "${name}"`);
  }
  let release: () => void;
  try {
    release = acquireDataDirLock(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new PortalRunningError(`The portal is running on ${dataDir}. Stop it first, then run this again.`);
    }
    throw error;
  }
  let server: Awaited<ReturnType<typeof startDataDirPostgres>>['server'] | undefined;
  try {
    server = (await startDataDirPostgres(dataDir, { createPortal: false })).server;
    const client = new pg.Client({ connectionString: server.url() });
    await client.connect();
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (!found.rowCount) throw new Error(`The embedded PostgreSQL of ${dataDir} has no database "${name}"`);
    } finally {
      await client.end();
    }
    const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '_').toLowerCase();
    const kept = await swapDatabases(server.url(), name, `${KEPT_DATABASE_PREFIX}${stamp}`);
    return { kept };
  } finally {
    await server?.stop();
    release();
  }
}
