import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, processStartTime } from './data-dir-lock.ts';

const newDir = () => mkdtempSync(join(tmpdir(), 'portal-lock-'));

describe('the data directory lock', () => {
  it('records the pid and its start time, and refuses a second holder while the first lives', () => {
    const dir = newDir();
    const release = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, 'portal.lock'), 'utf8').trim()).toBe(
      `${process.pid} ${processStartTime(process.pid)}`,
    );
    // Another live process holding it with the right start time blocks.
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      const pid = other.pid ?? 0;
      writeFileSync(join(dir, 'portal.lock'), `${pid} ${processStartTime(pid)}\n`);
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    } finally {
      other.kill('SIGKILL');
      release();
    }
  });

  it('takes over a lock whose pid now belongs to another process (pid reuse, or not a portal at all)', () => {
    const dir = newDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      const pid = other.pid ?? 0;
      // Same pid, another start time: the portal that wrote it died and the pid was reused.
      writeFileSync(join(dir, 'portal.lock'), `${pid} 1\n`);
      acquireDataDirLock(dir)();
      // The old format (pid alone) naming a live process that is not the portal's server.
      writeFileSync(join(dir, 'portal.lock'), `${pid}`);
      acquireDataDirLock(dir)();
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over a lock left by a dead process, and one that is empty', () => {
    const dir = newDir();
    writeFileSync(join(dir, 'portal.lock'), '999999999');
    acquireDataDirLock(dir)();
    writeFileSync(join(dir, 'portal.lock'), '');
    acquireDataDirLock(dir)();
  });
});
