import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmdirSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { EMBEDDED_SUPERUSER } from '../../../db/embedded-postgres.ts';

/**
 * A small disk of its own (tmpfs) to run a portal's DATA_DIR on, so a test can fill it without
 * touching the machine's. Mounting needs root (or CAP_SYS_ADMIN): where it is refused the caller
 * gets the reason and skips, rather than passing without having filled anything.
 */
export function mountSmallDisk(sizeMb: number): { dir: string } | { refused: string } {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-portal-small-disk-'));
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m,mode=0700`, 'tmpfs', dir], {
    encoding: 'utf8',
  });
  if (mounted.status === 0) return { dir };
  rmdirSync(dir);
  const why = (mounted.stderr || mounted.error?.message || `exit ${mounted.status}`).replace(/\s+/g, ' ').trim();
  return { refused: `cannot mount a ${sizeMb} MB tmpfs here (${why}); the full-disk test needs one` };
}

/**
 * Unmounts and removes the disk. Processes still working in it (PostgreSQL backends outliving a
 * killed postmaster) keep it busy for a moment; past a few seconds it is detached lazily, so a
 * failed test never leaves a mount behind.
 */
export async function unmountSmallDisk(dir: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    if (spawnSync('umount', [dir]).status === 0) {
      rmdirSync(dir);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  spawnSync('umount', ['-l', dir]);
  rmdirSync(dir);
}

/** Appends to `file` until the disk refuses (ENOSPC); the bytes written. Call again to top up. */
export function fillDisk(file: string): number {
  const fd = openSync(file, 'a');
  let written = 0;
  try {
    // Big chunks to get there, then smaller ones for the last partial block.
    for (const size of [1 << 20, 4096, 1]) {
      const chunk = Buffer.alloc(size, 0x2e);
      try {
        for (;;) written += writeSync(fd, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      }
    }
  } finally {
    closeSync(fd);
  }
  return written;
}

/** Pids of PostgreSQL postmasters running on `clusterDir` (their command line names it after -D). */
export function postmastersOn(clusterDir: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (args[0]?.endsWith('postgres') && args.includes(clusterDir)) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** A superuser connection to the embedded PostgreSQL of a running portal's `dataDir`. */
async function withSuperuser<T>(dataDir: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const port = readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    ?.trim();
  const password = readFileSync(join(dataDir, 'postgres.password'), 'utf8').trim();
  const client = new pg.Client({
    connectionString: `postgres://${EMBEDDED_SUPERUSER}:${password}@127.0.0.1:${port}/postgres`,
    connectionTimeoutMillis: 5000,
  });
  client.on('error', () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

// A WAL record written and flushed at once (a logical message, flush = true): a switch then
// always has a segment to close (with no WAL since the last one pg_switch_wal() does nothing),
// and the segment a record needs is created now. A bare commit would be flushed by the WAL
// writer a moment later, perhaps after the disk has filled.
const WRITE_WAL = "select pg_logical_emit_message(false, 'full-disk-test', '', true)";

/**
 * Moves PostgreSQL's WAL to a new 16 MB segment, created now while there is room. What happens
 * on a full disk then depends on the app's writes alone, not on how near the end of its segment
 * the set-up left the WAL.
 */
export async function startFreshWalSegment(dataDir: string): Promise<void> {
  await withSuperuser(dataDir, async (client) => {
    await client.query(WRITE_WAL);
    await client.query('select pg_switch_wal()');
    await client.query(WRITE_WAL);
  });
}

/**
 * Makes PostgreSQL need a new WAL segment, as its writes do every 16 MB, by switching segments
 * until a switch fails. On a full disk the new segment cannot be created, which PostgreSQL
 * answers with a PANIC. Returns the error that ended the switching, or undefined if none did.
 */
export async function switchWalUntilRefused(dataDir: string): Promise<Error | undefined> {
  return withSuperuser(dataDir, async (client) => {
    try {
      for (let segment = 0; segment < 50; segment++) {
        await client.query(WRITE_WAL);
        await client.query('select pg_switch_wal()');
      }
      return undefined;
    } catch (error) {
      return error as Error;
    }
  });
}
