import pg from 'pg';
import { EMBEDDED_DATABASE_NAME } from '../embedded-database.ts';
import { likePrefix, RESTORING_DATABASE_PREFIX } from '../interrupted-restore.ts';

/** Where a verification restores a backup; dropped when it ends. */
const VERIFY_DATABASE_PREFIX = 'portal_verify_';

/**
 * The first key of the advisory locks that mark a temporary database as in use (the second is
 * the hash of its name). Any number, as long as everything that makes or drops them uses it.
 */
const IN_USE_LOCK_CLASS = 7_202_504;

/**
 * Marks a temporary database (portal_verify_*, portal_restoring_*) as in use by the operation
 * that made it, until the returned release: a session-level advisory lock, so a killed operation
 * frees it and its leftover becomes droppable. Taken before the database is created. `adminUrl`
 * must name the same database for everyone (the cluster's maintenance database), as advisory
 * locks belong to the database of the session.
 */
export async function holdDatabaseInUse(adminUrl: string, name: string): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: adminUrl, application_name: 'portal database in use' });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1, hashtext($2))', [IN_USE_LOCK_CLASS, name]);
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  return async () => {
    await client.query('select pg_advisory_unlock($1, hashtext($2))', [IN_USE_LOCK_CLASS, name]).catch(() => {});
    await client.end().catch(() => {});
  };
}

/**
 * Drops what killed verifications and restores left behind (each a full copy of the data) and
 * no running operation holds. portal_restoring_* only while `portal` exists: without it, a
 * restoring database may be what an interrupted restore left to recover from. Returns the names
 * dropped.
 */
export async function dropLeftoverDatabases(adminUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: adminUrl, application_name: 'portal leftover cleanup' });
  client.on('error', () => {});
  await client.connect();
  const dropped: string[] = [];
  try {
    const found = await client.query<{ datname: string }>(
      `select datname from pg_database
        where datname like $1
           or (datname like $2 and exists (select 1 from pg_database where datname = $3))
        order by datname`,
      [likePrefix(VERIFY_DATABASE_PREFIX), likePrefix(RESTORING_DATABASE_PREFIX), EMBEDDED_DATABASE_NAME],
    );
    for (const { datname } of found.rows) {
      const lock = await client.query<{ free: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as free', [
        IN_USE_LOCK_CLASS,
        datname,
      ]);
      if (!lock.rows[0]?.free) continue;
      try {
        await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(datname)} WITH (FORCE)`);
        dropped.push(datname);
      } finally {
        await client.query('select pg_advisory_unlock($1, hashtext($2))', [IN_USE_LOCK_CLASS, datname]);
      }
    }
  } finally {
    await client.end();
  }
  return dropped;
}
