import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dicomStorageContract } from './dicom-object-storage.contract.ts';
import { createDicomStores } from './dicom-object-storage.ts';
import { createLocalDicomStorage } from './local-dicom-storage.ts';

const s3 = {
  endpoint: 'https://s3.ap-south-1.amazonaws.com',
  bucket: 'clinic-logos',
  region: 'ap-south-1',
  accessKeyId: 'AKIAEXAMPLE',
  secretAccessKey: 'secret-example',
  publicUrl: 'https://cdn.example.in',
  dicomBucket: 'clinic-dicom',
};

describe('the disk DICOM store', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'dicom-store-'));
  dicomStorageContract(() => createLocalDicomStorage(dataDir));

  it('writes under DATA_DIR, not readable by other users, and no key leaves its folder', async () => {
    const store = createLocalDicomStorage(dataDir);
    await store.put('dicom/c1/2.25.9.thumb.jpg', Buffer.from('x'), 'image/jpeg');
    expect(statSync(join(dataDir, 'dicom/c1/2.25.9.thumb.jpg')).mode & 0o007).toBe(0);
    await expect(store.get('dicom/../../etc/passwd')).rejects.toThrow(/may not leave/);
  });
});

describe('which store keeps DICOM objects', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'dicom-stores-'));

  it('is the disk without S3 settings; an object kept in S3 then reads as not found', async () => {
    const stores = createDicomStores({ dataDir, s3: undefined });
    expect(stores.current.kind).toBe('local');
    expect(stores.of('local').kind).toBe('local');
    expect(await stores.of('s3').get('dicom/c1/2.25.1.dcm')).toBeNull();
  });

  it('is S3 with them, while objects kept on the disk before are still read from the disk', async () => {
    const stores = createDicomStores({ dataDir, s3 });
    expect(stores.current.kind).toBe('s3');
    await createLocalDicomStorage(dataDir).put('dicom/c1/2.25.5.thumb.jpg', Buffer.from('old'), 'image/jpeg');
    expect((await stores.of('local').get('dicom/c1/2.25.5.thumb.jpg'))?.toString()).toBe('old');
  });
});
