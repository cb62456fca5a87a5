import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { objectBytes } from '../../tests/support/queue-writer.ts';
import { findProjectRoot } from '../lib/project-root.ts';
import { diskQueue } from './disk-queue.ts';
import { queueKeyOf } from './sealed-file.ts';

const token = `usgb_${'a'.repeat(43)}`;
const renewed = `usgb_${'b'.repeat(43)}`;
const keys = (current: string, previous: string | null = null) => ({
  current: queueKeyOf(current),
  previous: previous ? queueKeyOf(previous) : null,
});
/** A stand-in Part 10 file with a patient's name and a study code in it, as a scanner sends. */
const part10 = (name = 'Sharma^Lakshmi') =>
  Buffer.concat([Buffer.alloc(128), Buffer.from(`DICM PatientName=${name} S-000123 `), Buffer.alloc(4096, 9)]);
const fresh = async (current = token, previous: string | null = null) => {
  const dir = mkdtempSync(join(tmpdir(), 'queue-'));
  const lines: string[] = [];
  const queue = diskQueue(dir, keys(current, previous), (message, fields) =>
    lines.push(`${message} ${JSON.stringify(fields ?? {})}`),
  );
  await queue.open();
  return { dir, queue, lines };
};

describe('the bridge’s disk queue, sealed at rest', () => {
  it('keeps no name in clear on disk, with mode 0600, and gives the same bytes back', async () => {
    const { dir, queue } = await fresh();
    expect(await queue.add('2.25.7', [part10()])).toBe(true);
    const [item] = await queue.pending();
    expect(item?.name).toBe('2.25.7.dcm');
    const onDisk = readFileSync(join(dir, '2.25.7.dcm'));
    expect(part10().includes('Sharma')).toBe(true);
    expect(onDisk.includes('Sharma')).toBe(false);
    expect(onDisk.includes('Lakshmi')).toBe(false);
    expect(onDisk.includes('S-000123')).toBe(false);
    expect(onDisk.includes('DICM')).toBe(false);
    if (process.platform !== 'win32') expect(statSync(join(dir, '2.25.7.dcm')).mode & 0o777).toBe(0o600);
    expect((await queue.read(item as NonNullable<typeof item>))?.equals(part10())).toBe(true);
  });

  it('a changed, cut-short or renamed file is moved to damaged/ and never read as an object', async () => {
    const { dir, queue, lines } = await fresh();
    await queue.add('2.25.1', [part10()]);
    await queue.add('2.25.2', [part10()]);
    await queue.add('2.25.3', [part10()]);
    const flip = readFileSync(join(dir, '2.25.1.dcm'));
    flip[200] = (flip[200] ?? 0) ^ 1;
    writeFileSync(join(dir, '2.25.1.dcm'), flip);
    writeFileSync(join(dir, '2.25.2.dcm'), readFileSync(join(dir, '2.25.2.dcm')).subarray(0, 3000));
    // Another object's file under this name: whole and sealed, but not this object.
    writeFileSync(join(dir, '2.25.3.dcm'), readFileSync(join(dir, '2.25.1.dcm')));
    for (const item of await queue.pending()) expect(await queue.read(item)).toBeNull();
    expect(await queue.pending()).toEqual([]);
    expect(readdirSync(join(dir, 'damaged')).sort()).toEqual(['2.25.1.dcm', '2.25.2.dcm', '2.25.3.dcm']);
    expect(lines.filter((line) => line.includes('failed its integrity check'))).toHaveLength(3);
    expect(lines.join('\n')).not.toMatch(/2\.25\.|Sharma/);
  });

  it('a person opens a refused object with npm run bridge:unseal and the token, and not without it', {
    timeout: 60_000,
  }, async () => {
    const { dir, queue } = await fresh();
    await queue.add('2.25.31', [part10()]);
    const [item] = await queue.pending();
    await queue.refuse(item as NonNullable<typeof item>);
    const unsealWith = (env: Record<string, string>) =>
      spawnSync(
        process.execPath,
        ['--import', 'tsx', 'server/bridge/unseal.ts', join(dir, 'refused', '2.25.31.dcm'), join(dir, 'out.dcm')],
        { cwd: findProjectRoot(), env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8' },
      );
    const refused = unsealWith({ BRIDGE_TOKEN: renewed });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/another bridge token sealed it/);
    expect(existsSync(join(dir, 'out.dcm'))).toBe(false);
    expect(unsealWith({ BRIDGE_TOKEN: renewed, BRIDGE_PREVIOUS_TOKEN: token }).status).toBe(0);
    expect(readFileSync(join(dir, 'out.dcm')).equals(part10())).toBe(true);
  });

  it('SIGKILL while writing leaves no file that reads as an object; the rest read back whole', {
    timeout: 120_000,
  }, async () => {
    let killedMidWrite = false;
    for (let attempt = 0; attempt < 10 && !killedMidWrite; attempt += 1) {
      const dir = mkdtempSync(join(tmpdir(), 'queue-kill-'));
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', join(findProjectRoot(), 'tests/support/queue-writer.ts'), dir, token],
        { cwd: findProjectRoot(), stdio: ['ignore', 'pipe', 'inherit'] },
      );
      await new Promise<void>((resolve) => {
        let out = '';
        child.stdout?.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          // A few objects in, then at a random moment of the next write.
          if (/queued 2\n/.test(out)) setTimeout(() => child.kill('SIGKILL'), Math.random() * 80);
        });
        child.once('exit', () => resolve());
      });
      killedMidWrite = readdirSync(dir).some((name) => name.endsWith('.part'));
      const queue = diskQueue(dir, keys(token), () => undefined);
      await queue.open();
      expect(readdirSync(dir).filter((name) => name.endsWith('.part'))).toEqual([]);
      const items = await queue.pending();
      expect(items.length).toBeGreaterThanOrEqual(2);
      for (const item of items) {
        const n = Number(item.name.replace(/^2\.25\.(\d+)\.dcm$/, '$1'));
        expect((await queue.read(item))?.equals(objectBytes(n)), item.name).toBe(true);
      }
    }
    expect(killedMidWrite, 'no kill landed during a write in 10 tries').toBe(true);
  });

  it('after a token change, waiting objects are set aside and said, then sent with BRIDGE_PREVIOUS_TOKEN', async () => {
    const { dir, queue } = await fresh(token);
    await queue.add('2.25.11', [part10()]);
    const afterChange: string[] = [];
    const withNewToken = diskQueue(dir, keys(renewed), (message, fields) =>
      afterChange.push(`${message} ${JSON.stringify(fields ?? {})}`),
    );
    await withNewToken.open();
    expect(await withNewToken.pending()).toEqual([]);
    expect(readdirSync(join(dir, 'earlier-token'))).toEqual(['2.25.11.dcm']);
    expect(afterChange.join('\n')).toMatch(/earlier bridge token.*BRIDGE_PREVIOUS_TOKEN.*"waiting":1/);

    const withBoth = diskQueue(dir, keys(renewed, token), () => undefined);
    await withBoth.open();
    const [item] = await withBoth.pending();
    expect(item?.name).toBe('2.25.11.dcm');
    expect((await withBoth.read(item as NonNullable<typeof item>))?.equals(part10())).toBe(true);
    expect(readdirSync(join(dir, 'earlier-token'))).toEqual([]);
    // Re-sealed under the new token: the old one is no longer needed.
    const newOnly = diskQueue(dir, keys(renewed), () => undefined);
    await newOnly.open();
    expect(await newOnly.pending()).toHaveLength(1);
  });

  it('a plain .dcm an older bridge queued is sealed at start, keeping its place in the order', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'queue-old-'));
    writeFileSync(join(dir, '2.25.21.dcm'), part10('Verma^Old'));
    utimesSync(join(dir, '2.25.21.dcm'), new Date('2026-11-01'), new Date('2026-11-01'));
    const queue = diskQueue(dir, keys(token), () => undefined);
    await queue.open();
    await queue.add('2.25.22', [part10()]);
    expect(readFileSync(join(dir, '2.25.21.dcm')).includes('Verma')).toBe(false);
    const items = await queue.pending();
    expect(items.map((item) => item.name)).toEqual(['2.25.21.dcm', '2.25.22.dcm']);
    expect((await queue.read(items[0] as (typeof items)[0]))?.equals(part10('Verma^Old'))).toBe(true);
    expect(existsSync(join(dir, 'damaged'))).toBe(true);
  });

  it('a write that fails leaves no .part behind: the scanner’s retries do not fill the disk', async () => {
    const { dir, queue } = await fresh();
    // The object's place is taken by a folder, so the rename into place fails, as a full disk or
    // a lost USB drive fails the write: the scanner is told to send again, each time anew.
    mkdirSync(join(dir, '2.25.9.dcm'));
    await expect(queue.add('2.25.9', [part10()])).rejects.toThrow();
    await expect(queue.add('2.25.9', [part10()])).rejects.toThrow();
    expect(readdirSync(dir).filter((name) => name.endsWith('.part'))).toEqual([]);
  });
});
