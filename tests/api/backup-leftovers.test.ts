// Issue 28 B: a backup killed during its verification leaves a full portal_verify_* database, a
// killed restore a portal_restoring_*; cleanup drops them, but never one a running operation
// holds, nor a restoring one while `portal` is missing (an interrupted restore's data).
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { dropLeftoverDatabases, holdDatabaseInUse } from '../../db/backup/leftover-databases.ts';
import { withScratchCluster } from '../../db/backup/verify-backup.ts';
import { refuseInterruptedRestore } from '../../db/interrupted-restore.ts';

async function run(adminUrl: string, sql: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query<{ datname: string }>(sql)).rows.map((r) => r.datname);
  } finally {
    await client.end();
  }
}

const databases = (adminUrl: string) =>
  run(adminUrl, `select datname from pg_database where datname like 'portal%' order by datname`);

describe('leftover databases of killed backups and restores', () => {
  // Its own cluster: the shared test cluster's backup tests count portal_verify_* databases.
  it('drops those no operation holds, and restoring ones only while portal exists', { timeout: 120_000 }, async () => {
    await withScratchCluster(async (adminUrl) => {
      for (const name of ['portal_verify_dead', 'portal_verify_busy', 'portal_restoring_20260301_101010'])
        await run(adminUrl, `create database ${name}`);
      const release = await holdDatabaseInUse(adminUrl, 'portal_verify_busy');
      // No portal: the restoring database may be all that is left of the data, so it stays.
      expect(await dropLeftoverDatabases(adminUrl)).toEqual(['portal_verify_dead']);
      expect(await databases(adminUrl)).toEqual(['portal_restoring_20260301_101010', 'portal_verify_busy']);

      await run(adminUrl, 'create database portal');
      expect(await dropLeftoverDatabases(adminUrl)).toEqual(['portal_restoring_20260301_101010']);
      await release();
      expect(await dropLeftoverDatabases(adminUrl)).toEqual(['portal_verify_busy']);
      expect(await databases(adminUrl)).toEqual(['portal']);
    });
  });
});

describe('a missing portal database beside a restore’s databases', () => {
  it('is refused with the database to recover and the command that does it', { timeout: 120_000 }, async () => {
    await withScratchCluster(async (adminUrl) => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        // A fresh cluster: nothing to protect, portal may be created.
        await expect(refuseInterruptedRestore(client, 'portal')).resolves.toBeUndefined();
        await client.query('create database portal_restoring_20260301_101010');
        await expect(refuseInterruptedRestore(client, 'portal')).rejects.toThrow(
          /"portal_restoring_20260301_101010" holds a backup an interrupted restore was loading/,
        );
        await client.query('create database portal_before_restore_20260301_101010');
        await client.query('create database portal_before_restore_20260201_090000');
        // The newest kept database is the one named; the restoring one is only listed.
        await expect(refuseInterruptedRestore(client, 'portal')).rejects.toThrow(
          'npm run recover-database -- portal_before_restore_20260301_101010 ',
        );
        await client.query('create database portal');
        await expect(refuseInterruptedRestore(client, 'portal')).resolves.toBeUndefined();
      } finally {
        await client.end();
      }
    });
  });
});
