import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { worklistCache } from './worklist-cache.ts';

const token = `usgb_${'a'.repeat(43)}`;
const items = [{ AccessionNumber: 'S-000001', PatientName: 'Sharma^Lakshmi' }];
// 23:50 on 27 November in India (18:20 UTC); ten minutes later it is the 28th there.
const lateEvening = new Date('2026-11-27T18:20:00Z');
const india = () => 'Asia/Kolkata';

describe('the bridge’s worklist cache', () => {
  it('gives back what it kept, sealed on disk with mode 0600, the names not readable in the file', async () => {
    const cache = worklistCache(mkdtempSync(join(tmpdir(), 'wl-')), token, india);
    await cache.save(items, lateEvening);
    expect(await cache.load(new Date('2026-11-27T18:29:00Z'))).toEqual({ items, fetchedAt: lateEvening });
    expect(readFileSync(cache.path, 'utf8')).not.toContain('Sharma');
    expect(readFileSync(cache.path, 'utf8')).not.toContain('S-000001');
    if (process.platform !== 'win32') expect(statSync(cache.path).mode & 0o777).toBe(0o600);
  });

  it('is gone once the centre’s day ends, by the centre’s clock, not UTC’s', async () => {
    const cache = worklistCache(mkdtempSync(join(tmpdir(), 'wl-')), token, india);
    await cache.save(items, lateEvening);
    // 18:31 UTC is still the 27th in UTC, but 00:01 on the 28th in India.
    expect(await cache.load(new Date('2026-11-27T18:31:00Z'))).toBeNull();
    expect(existsSync(cache.path)).toBe(false);
  });

  it('reads as nothing under another token (a renewed one), or damaged, and is deleted', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wl-'));
    await worklistCache(dir, token, india).save(items, lateEvening);
    const renewed = worklistCache(dir, `usgb_${'b'.repeat(43)}`, india);
    expect(await renewed.load(lateEvening)).toBeNull();
    expect(existsSync(renewed.path)).toBe(false);
    writeFileSync(renewed.path, '{"v":1,"iv":"x"');
    expect(await renewed.load(lateEvening)).toBeNull();
    expect(await renewed.load(lateEvening)).toBeNull();
  });
});
