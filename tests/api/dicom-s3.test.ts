import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dicomObjects } from '../../db/schema/dicom.ts';
import { startDicomListener } from '../../server/dicom/dicom-listener.ts';
import { createDicomStores } from '../../server/storage/dicom-object-storage.ts';
import { dicomListenerForFile, PORTAL_AE, storeAsScanner } from '../support/dicom-peers.ts';
import { clinicWithScannerAndStudy, freshPatientPhone } from '../support/dicom-scanner-clinic.ts';
import { type S3TestBucket, startS3TestBucket, TEST_BUCKET } from '../support/s3-test-bucket.ts';
import { writeCine } from '../support/synthetic-image.ts';
import { type TestAppOptions, testAppForFile } from '../support/test-app.ts';

/**
 * Issue 32 item 3 with S3_* set: a scanner's C-STORE lands in the bucket and the study's images
 * are read back from it. The bucket is s3rver behind tests/support/s3-test-bucket.ts's private
 * front; the same s3rver unfronted is a public bucket, which the portal must refuse.
 */
let bucket: S3TestBucket;
const options: TestAppOptions = {};
// Before the app's own beforeAll (hooks run in order): the app is built with the bucket's settings.
beforeAll(async () => {
  bucket = await startS3TestBucket();
  options.config = { s3: bucket.config() };
});
afterAll(() => bucket?.close());
const t = testAppForFile(options);
const log: string[] = [];
const listener = dicomListenerForFile(t, { log, clockAt: '2026-11-27T04:30:00Z' });
const dir = mkdtempSync(join(tmpdir(), 's3-dicom-'));

const uid = () => `2.25.${BigInt(`0x${crypto.randomUUID().replaceAll('-', '')}`)}`;
const width = (bytes: Buffer) => jpeg.decode(bytes, { useTArray: true }).width;

async function clinicWithStudy() {
  const { clinic, ae, api, study } = await clinicWithScannerAndStudy(t, {
    aePrefix: 'S3',
    scannerName: 'Logiq P9',
    patient: { phone: freshPatientPhone('97', '5') },
    scheduledDate: '2026-11-27T06:00:00.000Z',
  });
  const { id: studyUuid, studyId: accession } = study;
  const get = (url: string) => api('GET', url);
  const send = async (port: number, shape: { width: number; sopInstanceUid: string }) => {
    const file = join(dir, `${crypto.randomUUID()}.dcm`);
    await writeCine(file, {
      accession,
      frames: 2,
      width: shape.width,
      height: 90,
      sopInstanceUid: shape.sopInstanceUid,
    });
    return storeAsScanner(ae, port, file);
  };
  const images = async () =>
    (await get(`/api/studies/${studyUuid}/images`)).json().images as { id: string; thumbnailUrl: string | null }[];
  return { clinic, get, send, images };
}

const objectRows = (sopInstanceUid: string) =>
  t.handle.db.select().from(dicomObjects).where(eq(dicomObjects.sopInstanceUid, sopInstanceUid));

describe('a scanner’s images kept in a private S3 bucket', () => {
  it('storescu puts the object and its renditions in the bucket; the study’s thumbnail is read back from it', async () => {
    const w = await clinicWithStudy();
    const sop = uid();
    const sent = await w.send(listener.port, { width: 200, sopInstanceUid: sop });
    expect(sent.code, sent.output).toBe(0);
    const [row] = await objectRows(sop);
    expect(row?.storage).toBe('s3');
    const prefix = `/${TEST_BUCKET}/dicom/${row?.clinicId}/${sop}`;
    expect(bucket.puts).toEqual(
      expect.arrayContaining([`${prefix}.dcm`, `${prefix}.thumb.jpg`, `${prefix}.print.jpg`]),
    );
    // Nothing of it stays on this server's disk once S3 has it.
    const local = join(t.config.dataDir, 'dicom', row?.clinicId ?? '');
    expect(existsSync(local) ? readdirSync(local) : []).toEqual([]);

    const [image] = await w.images();
    expect(image?.thumbnailUrl).toBe(`/api/study-images/${image?.id}/thumbnail`);
    const thumb = await w.get(image?.thumbnailUrl ?? '');
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect(width(thumb.rawPayload)).toBe(200);

    // The same instance again is one image, and the .dcm is not uploaded twice.
    const puts = bucket.puts.filter((path) => path === `${prefix}.dcm`).length;
    expect((await w.send(listener.port, { width: 200, sopInstanceUid: sop })).code).toBe(0);
    expect(await w.images()).toHaveLength(1);
    expect(bucket.puts.filter((path) => path === `${prefix}.dcm`).length).toBe(puts);
  });

  it('two clinics sending the same SOP Instance UID keep two objects under their own clinic’s keys', async () => {
    const [a, b] = [await clinicWithStudy(), await clinicWithStudy()];
    const sop = uid();
    expect((await a.send(listener.port, { width: 200, sopInstanceUid: sop })).code).toBe(0);
    expect((await b.send(listener.port, { width: 120, sopInstanceUid: sop })).code).toBe(0);
    const keys = (await objectRows(sop)).map((row) => row.storageKey);
    expect(new Set(keys).size).toBe(2);
    for (const key of keys) expect(bucket.puts).toContain(`/${TEST_BUCKET}/${key}`);
    const thumbWidth = async (w: typeof a) =>
      width((await w.get((await w.images())[0]?.thumbnailUrl ?? '')).rawPayload);
    expect([await thumbWidth(a), await thumbWidth(b)]).toEqual([200, 120]);
  });
});

describe('a bucket that answers anonymous reads', () => {
  it('keeps nothing: the scanner is told the store failed, and the log says why', async () => {
    const publicLog: { message: string; fields?: Record<string, unknown> }[] = [];
    const endpoint = bucket.publicEndpoint;
    const s3 = bucket.config({ endpoint, publicUrl: `${endpoint}/${TEST_BUCKET}` });
    const open = await startDicomListener(
      {
        db: t.handle.db,
        clock: t.clock,
        dataDir: t.config.dataDir,
        storage: createDicomStores({ dataDir: t.config.dataDir, s3 }),
        log: (message, fields) => void publicLog.push({ message, fields }),
      },
      { port: 0, aeTitle: PORTAL_AE },
    );
    try {
      const w = await clinicWithStudy();
      const sop = uid();
      expect((await w.send(open.port, { width: 200, sopInstanceUid: sop })).code).not.toBe(0);
      expect(await objectRows(sop)).toEqual([]);
      expect(await w.images()).toEqual([]);
      const keys = await bucket.keys();
      expect(keys).toContain('dicom/.private-check');
      expect(keys.some((key) => key.includes(sop))).toBe(false);
      expect(publicLog).toContainEqual({
        message: 'dicom store failed',
        fields: { error: expect.stringMatching(/^The DICOM bucket answers anonymous reads/) },
      });
    } finally {
      await open.close();
    }
  });
});
