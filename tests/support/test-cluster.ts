import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../../db/embedded-postgres.ts';

/**
 * A throwaway embedded PostgreSQL in a temp folder, for tests that kill or restart a server of
 * their own (the shared test cluster must not be). start() may be called again on the same
 * folder, as the supervisor does; cleanUp() stops every server started, even one whose start
 * was still under way, and removes the folder.
 */
export function createTestCluster(prefix: string) {
  const root = mkdtempSync(join(tmpdir(), prefix));
  const started: EmbeddedPostgres[] = [];
  const starting: Promise<unknown>[] = [];
  const start = async (port?: number): Promise<EmbeddedPostgres> => {
    const begun = startEmbeddedPostgres({
      dir: join(root, 'postgres'),
      passwordFile: join(root, 'postgres.password'),
      // Durability costs time and buys nothing in a cluster thrown away after the test.
      settings: { fsync: 'off', synchronous_commit: 'off' },
      ...(port ? { port } : {}),
    });
    starting.push(begun.catch(() => {}));
    const server = await begun;
    started.push(server);
    return server;
  };
  const cleanUp = async () => {
    await Promise.all(starting);
    for (const server of started) await server.stop();
    rmSync(root, { recursive: true, force: true });
  };
  return { start, started, cleanUp };
}
