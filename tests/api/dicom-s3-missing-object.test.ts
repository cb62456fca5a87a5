import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dicomObjects } from '../../db/schema/dicom.ts';
import { createS3DicomStorage } from '../../server/storage/s3-dicom-storage.ts';
import { bearer, clinicIdOf, signUpTrialClinic } from '../support/factories.ts';
import { type S3TestBucket, startS3TestBucket } from '../support/s3-test-bucket.ts';
import { createTestApp, type TestAppOptions, testAppForFile } from '../support/test-app.ts';

/**
 * An image whose row exists but whose rendition the bucket no longer has, with an access key
 * that lacks s3:ListBucket: S3 then answers 403 AccessDenied, not 404, for that one key. The
 * clinic sees the same "not found" as for a file missing on disk; a wrong secret stays an error
 * whose log line names the setting (decision 025, "Reading objects back").
 */
let bucket: S3TestBucket;
const logLines: string[] = [];
const options: TestAppOptions = { logLines };
// Before the app's own beforeAll (hooks run in order): the app is built with the bucket's settings.
beforeAll(async () => {
  bucket = await startS3TestBucket({ listBucket: false });
  options.config = { s3: bucket.config() };
});
afterAll(() => bucket?.close());
const t = testAppForFile(options);

const US_IMAGE = '1.2.840.10008.5.1.4.1.1.6.1';
const uid = () => `2.25.${BigInt(`0x${crypto.randomUUID().replaceAll('-', '')}`)}`;

/** A row for an image kept in `storage`, its renditions under the usual keys (written or not). */
async function imageRow(clinicId: string, storage: 'local' | 's3') {
  const sop = uid();
  const [row] = await t.handle.db
    .insert(dicomObjects)
    .values({
      clinicId,
      sopInstanceUid: sop,
      sopClassUid: US_IMAGE,
      transferSyntaxUid: '1.2.840.10008.1.2.1',
      storageKey: `dicom/${clinicId}/${sop}.dcm`,
      thumbnailKey: `dicom/${clinicId}/${sop}.thumb.jpg`,
      printKey: `dicom/${clinicId}/${sop}.print.jpg`,
      storage,
      sizeBytes: 4096,
      receivedAt: t.clock.now(),
    })
    .returning();
  if (!row) throw new Error('no row');
  return row;
}

describe('a rendition missing from a bucket whose key may not list it', () => {
  it('answers 404 Not found, as one missing on disk does, while a kept one is served', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const clinicId = await clinicIdOf(t.app, clinic.token);
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(clinic.token) });
    const kept = await imageRow(clinicId, 's3');
    const jpeg = Buffer.from('a thumbnail the bucket has');
    await createS3DicomStorage(bucket.config()).put(kept.thumbnailKey ?? '', jpeg, 'image/jpeg');
    const servedKept = await get(`/api/study-images/${kept.id}/thumbnail`);
    expect(servedKept.statusCode).toBe(200);
    expect(servedKept.rawPayload.equals(jpeg)).toBe(true);

    const onDisk = await get(`/api/study-images/${(await imageRow(clinicId, 'local')).id}/thumbnail`);
    expect(onDisk.statusCode).toBe(404);
    const lost = await imageRow(clinicId, 's3');
    for (const rendition of ['thumbnail', 'print']) {
      const inBucket = await get(`/api/study-images/${lost.id}/${rendition}`);
      expect(inBucket.statusCode, inBucket.body).toBe(404);
      expect(inBucket.json()).toEqual(onDisk.json());
    }
    expect(logLines.join('\n')).not.toContain('unhandled error');
  });

  it('a wrong secret is an error (500), and its log line names S3_SECRET_ACCESS_KEY', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const lost = await imageRow(await clinicIdOf(t.app, clinic.token), 's3');
    const wrongLog: string[] = [];
    const wrong = await createTestApp({
      logLines: wrongLog,
      config: { dataDir: t.config.dataDir, s3: bucket.config({ secretAccessKey: 'not-the-secret' }) },
    });
    try {
      const res = await wrong.app.inject({
        method: 'GET',
        url: `/api/study-images/${lost.id}/thumbnail`,
        headers: bearer(clinic.token),
      });
      expect(res.statusCode).toBe(500);
      const logged = wrongLog.join('\n');
      expect(logged).toContain('S3 answered 403 SignatureDoesNotMatch to a DICOM read: check S3_SECRET_ACCESS_KEY');
      // The key names the clinic and the image: it stays out of the log.
      expect(logged).not.toContain(lost.sopInstanceUid);
    } finally {
      await wrong.close();
    }
  });
});
