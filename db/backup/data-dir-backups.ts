import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { acquireDataDirLock, DataDirLockedError } from '../data-dir-lock.ts';
import { EMBEDDED_DATABASE_NAME, embeddedPaths, startDataDirPostgres } from '../embedded-database.ts';
import { EMBEDDED_SUPERUSER } from '../embedded-postgres.ts';

interface DataDirCluster {
  databaseUrl: string;
  adminUrl: string;
  /** Stops what this process started (nothing when the portal's own PostgreSQL was used). */
  close: () => Promise<void>;
}

/**
 * The embedded cluster of a data directory, for the backup command: the running portal's
 * (found through its postmaster.pid and password file, as the portal holds the data directory),
 * or, when no portal runs, one started for the command under the data directory's lock.
 */
export async function reachDataDirCluster(dataDir: string): Promise<DataDirCluster> {
  let release: () => void;
  try {
    release = acquireDataDirLock(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    return runningCluster(dataDir);
  }
  try {
    const { server, url } = await startDataDirPostgres(dataDir);
    return {
      databaseUrl: url,
      adminUrl: server.url(),
      close: async () => {
        await server.stop();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

function runningCluster(dataDir: string): DataDirCluster {
  const paths = embeddedPaths(dataDir);
  const pidFile = join(paths.dir, 'postmaster.pid');
  if (!existsSync(pidFile))
    throw new Error(`The portal holds ${dataDir} but its PostgreSQL is not running; try again shortly`);
  // postmaster.pid: line 4 is the port.
  const port = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[3] ?? '', 10);
  const password = readFileSync(paths.passwordFile, 'utf8').trim();
  const url = (database: string) =>
    `postgres://${EMBEDDED_SUPERUSER}:${password}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  return { databaseUrl: url(EMBEDDED_DATABASE_NAME), adminUrl: url('postgres'), close: async () => {} };
}
