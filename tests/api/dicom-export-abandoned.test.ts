import { PassThrough } from 'node:stream';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { dicomObjects } from '../../db/schema/dicom.ts';
import { createFieldCipher } from '../../server/lib/field-cipher.ts';
import { exportZipStream } from '../../server/modules/exports/export-zip.ts';
import type { DicomObjectStorage, DicomStores } from '../../server/storage/dicom-object-storage.ts';
import { clinicIdOf, signUpTrialClinic } from '../support/factories.ts';
import { testAppForFile, testDatabaseUrl } from '../support/test-app.ts';

// A download of an export closed mid-object (the browser went away, a 500 MB cine half sent):
// the object's stream, a file descriptor on disk or a socket to the bucket, is released at once,
// not left paused until the process ends or the bucket's 300 s timeout.
const t = testAppForFile();

describe('an export closed while a DICOM object streams', () => {
  it('destroys the object’s stream', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const clinicId = await clinicIdOf(t.app, clinic.token);
    await t.handle.db.insert(dicomObjects).values({
      clinicId,
      sopInstanceUid: '1.2.826.0.1.3680043.9.7.1',
      sopClassUid: '1.2.840.10008.5.1.4.1.1.6.1',
      transferSyntaxUid: '1.2.840.10008.1.2.1',
      storageKey: `dicom/${clinicId}/1.2.826.0.1.3680043.9.7.1.dcm`,
      storage: 'local',
      sizeBytes: 1 << 20,
      receivedAt: t.clock.now(),
    });
    // The object as a store hands it over: some bytes now, the rest still to come.
    const object = new PassThrough();
    object.write(Buffer.alloc(64 * 1024, 1));
    let opened = false;
    const store = {
      kind: 'local',
      open: async () => {
        opened = true;
        return object;
      },
    } as unknown as DicomObjectStorage;
    const stores: DicomStores = { current: store, of: () => store };

    const client = new pg.Client({ connectionString: await testDatabaseUrl() });
    await client.connect();
    try {
      const zip = exportZipStream(
        {
          client,
          clinicId,
          cipher: createFieldCipher(Buffer.alloc(32, 7)),
          datasets: [],
          tableColumns: new Map(),
          dicom: { stores, objects: 1 },
        },
        () => 'README',
      );
      zip.resume();
      await expect.poll(() => opened).toBe(true);
      zip.destroy();
      await expect.poll(() => object.destroyed, { timeout: 2000 }).toBe(true);
    } finally {
      await client.end();
    }
  });
});
