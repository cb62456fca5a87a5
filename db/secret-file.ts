import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export class SecretFileError extends Error {}

/**
 * Writes a small secret so that a crash leaves either no file or the whole file, never an empty
 * one: a temporary file is written and flushed, then renamed over the name (atomic on POSIX).
 */
export function writeSecretFileAtomically(path: string, content: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  const fd = openSync(temporary, 'w', 0o600);
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, path);
  // The rename itself is only durable once the directory entry is on disk.
  const dirFd = openSync(dirname(path), 'r');
  try {
    fsyncSync(dirFd);
  } finally {
    closeSync(dirFd);
  }
}

/**
 * A 32-byte hex secret kept in a file: read when present, made once when absent. A present but
 * malformed file (empty after a crash of an older version, or edited) is refused, never replaced:
 * it may be the key that encrypted data, and a new one would make that data unreadable.
 */
export function loadOrCreateHexSecret(path: string, what: string): string {
  if (existsSync(path)) {
    const value = readFileSync(path, 'utf8').trim();
    if (!/^[0-9a-f]{64}$/i.test(value)) {
      throw new SecretFileError(
        `${path} (${what}) is ${value === '' ? 'empty' : 'malformed'}: it must hold 64 hexadecimal characters. ` +
          'Restore it from your backup of the data directory. Only if nothing was ever stored with it ' +
          '(a new installation) delete the file and start again to make a new one.',
      );
    }
    return value.toLowerCase();
  }
  const value = randomBytes(32).toString('hex');
  writeSecretFileAtomically(path, value);
  return value;
}
