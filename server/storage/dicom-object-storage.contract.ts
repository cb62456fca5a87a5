import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { DicomObjectStorage } from './dicom-object-storage.ts';

/**
 * What every DICOM store must do (issue 32 item 3): the disk store runs it in
 * local-dicom-storage.test.ts, the S3 store in s3-dicom-storage.test.ts against s3rver behind a
 * private-bucket front (decision 025).
 */
export function dicomStorageContract(make: () => Promise<DicomObjectStorage> | DicomObjectStorage) {
  const key = (name: string) => `dicom/${crypto.randomUUID()}/${name}`;

  it('gives back the bytes it kept, byte for byte', async () => {
    const store = await make();
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));
    const k = key('2.25.1.thumb.jpg');
    await store.put(k, bytes, 'image/jpeg');
    expect((await store.get(k))?.equals(bytes)).toBe(true);
  });

  it('answers null for a key it never kept', async () => {
    const store = await make();
    expect(await store.get(key('2.25.404.dcm'))).toBeNull();
    expect(await store.open(key('2.25.404.dcm'))).toBeNull();
  });

  it('streams back the bytes it kept, byte for byte', async () => {
    const store = await make();
    const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7) % 253));
    const k = key('2.25.5.dcm');
    await store.put(k, bytes, 'application/dicom');
    const stream = await store.open(k);
    const chunks: Buffer[] = [];
    for await (const chunk of stream ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  });

  it('takes over a file: readable under its key, gone from where it was', async () => {
    const store = await make();
    const path = join(mkdtempSync(join(tmpdir(), 'dicom-contract-')), 'object.part');
    writeFileSync(path, 'DICM and the rest');
    const k = key('2.25.2.dcm');
    await store.putFile(k, path);
    expect((await store.get(k))?.toString()).toBe('DICM and the rest');
    expect(existsSync(path)).toBe(false);
  });

  it('keeps the same object sent again (a resend) without error, as one object', async () => {
    const store = await make();
    const k = key('2.25.3.print.jpg');
    await store.put(k, Buffer.from('same'), 'image/jpeg');
    await store.put(k, Buffer.from('same'), 'image/jpeg');
    expect((await store.get(k))?.toString()).toBe('same');
  });
}
