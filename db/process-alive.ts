import { readFileSync } from 'node:fs';

/**
 * Whether a process is running. Signal 0 alone is not enough: a process that has exited but was
 * not reaped (a zombie) still answers it. That happens to our PostgreSQL child when the app is
 * killed and the machine's pid 1 does not reap orphans (containers without an init), so on Linux
 * the /proc state is checked too. EPERM means it exists under another user.
 */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    return !/^\S+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}
