import { randomUUID } from 'node:crypto';
import { dicomObjects } from '../../db/schema/dicom.ts';
import { writeRenditions } from '../../server/dicom/image-renditions.ts';
import { createLocalDicomStorage } from '../../server/storage/local-dicom-storage.ts';
import type { TestApp } from './test-app.ts';

/**
 * An image object of a clinic's study written straight in, with real renditions on disk: for the
 * route-table tests, which need an image id without running a DICOM association.
 */
export async function storedImageOf(t: TestApp, clinicId: string, studyId: string): Promise<string> {
  const sopInstanceUid = `2.25.${BigInt(`0x${randomUUID().replaceAll('-', '')}`)}`;
  const keys = await writeRenditions(createLocalDicomStorage(t.config.dataDir), clinicId, sopInstanceUid, {
    width: 8,
    height: 8,
    rgba: Buffer.alloc(8 * 8 * 4, 128),
  });
  const [row] = await t.handle.db
    .insert(dicomObjects)
    .values({
      clinicId,
      studyId,
      sopInstanceUid,
      sopClassUid: '1.2.840.10008.5.1.4.1.1.6.1',
      transferSyntaxUid: '1.2.840.10008.1.2.1',
      storageKey: `dicom/${clinicId}/${sopInstanceUid}.dcm`,
      sizeBytes: 1024,
      receivedAt: new Date(),
      ...keys,
    })
    .returning({ id: dicomObjects.id });
  if (!row) throw new Error('image not stored');
  return row.id;
}
