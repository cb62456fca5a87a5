import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOrCreateHexSecret, SecretFileError } from './secret-file.ts';

describe('key files', () => {
  it('are made once (0600, no temporary file left) and read back unchanged', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-key-'));
    const path = join(dir, 'data-encryption.key');
    const made = loadOrCreateHexSecret(path, 'the data encryption key');
    expect(made).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual(['data-encryption.key']);
    expect(loadOrCreateHexSecret(path, 'the data encryption key')).toBe(made);
  });

  it('refuse an empty or malformed file with what to do, and never replace it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-key-'));
    const path = join(dir, 'data-encryption.key');
    for (const content of ['', 'abc', 'z'.repeat(64)]) {
      writeFileSync(path, content);
      expect(() => loadOrCreateHexSecret(path, 'the data encryption key')).toThrow(SecretFileError);
      expect(() => loadOrCreateHexSecret(path, 'the data encryption key')).toThrow(/Restore it from your backup/);
      expect(readFileSync(path, 'utf8')).toBe(content);
    }
    expect(existsSync(path)).toBe(true);
  });
});
