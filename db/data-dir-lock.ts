import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { isProcessAlive } from './process-alive.ts';

export class DataDirLockedError extends Error {}

/**
 * When a process started, in clock ticks since boot (Linux /proc; undefined elsewhere). A pid is
 * reused after its process dies, so the lock records this too: a live process with the pid but
 * another start time is not the portal that wrote the lock.
 */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22; the command name (field 2) may hold spaces, so count from after its ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isLockHolderAlive(content: string): number | undefined {
  const [pidText, startTime] = content.trim().split(/\s+/);
  const holder = Number.parseInt(pidText ?? '', 10);
  if (!Number.isInteger(holder) || holder <= 0 || holder === process.pid || !isProcessAlive(holder)) return undefined;
  const actual = processStartTime(holder);
  if (startTime && actual) return startTime === actual ? holder : undefined;
  // A lock without a start time (an earlier version wrote only the pid): the holder must at least
  // be a node process running the portal's server.
  return looksLikePortal(holder) ? holder : undefined;
}

function looksLikePortal(pid: number): boolean {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    return args.some((arg) => /(^|\/)node(js)?$/.test(arg)) && args.some((arg) => /server\/main\.(js|ts)$/.test(arg));
  } catch {
    // No /proc (macOS, Windows): a live pid is all there is to go on.
    return true;
  }
}

/**
 * One portal per data directory: two would fight over the embedded PostgreSQL (and the key
 * files). The first process takes this lock file; a second one refuses to start. A lock left by
 * a process that died, or whose pid now belongs to another process, is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'portal.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, `${process.pid} ${processStartTime(process.pid) ?? ''}\n`);
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = isLockHolderAlive(readFileSync(lockPath, 'utf8'));
      if (holder !== undefined) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is already in use by another portal process (pid ${holder}). ` +
            'Stop that process first, or set DATA_DIR to a different directory.',
        );
      }
      unlinkSync(lockPath);
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}`);
}
