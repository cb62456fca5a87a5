import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { dicomObjects, scanners } from '../../db/schema/dicom.ts';
import { patients } from '../../db/schema/patients.ts';
import { presignUrl } from '../../server/storage/sigv4-presign.ts';
import { dicomListenerForFile, storeAsScannerOk } from '../support/dicom-peers.ts';
import {
  type ClinicApi,
  clinicApi,
  clinicWithScannerAndStudy,
  freshPatientPhone,
} from '../support/dicom-scanner-clinic.ts';
import { startS3TestBucket, TEST_BUCKET } from '../support/s3-test-bucket.ts';
import { writeUsImage } from '../support/synthetic-image.ts';
import { fetalSexItem, singletonSr, writeSr } from '../support/synthetic-sr.ts';
import { createTestApp, testAppForFile } from '../support/test-app.ts';
import { readZipEntries } from '../support/zip-entries.ts';

// Issue 32 follow-up: the clinic's data export (and a patient's own) carries the scanner's DICOM
// objects, a folder per study, byte for byte as kept, listed in dicom/index.csv; only that clinic's.
const t = testAppForFile();
const listener = dicomListenerForFile(t);
const dir = mkdtempSync(join(tmpdir(), 'dcm-export-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function clinicWithObjects() {
  const { clinic, ae, api, patient, study } = await clinicWithScannerAndStudy(t, {
    aePrefix: 'EXP',
    scannerName: 'Voluson E10',
    plan: 'professional',
    patient: { phone: freshPatientPhone('98', '3') },
  });
  const accession = study.studyId;
  const store = (file: string) => storeAsScannerOk(ae, listener.port, file, '-xy');
  const image = join(dir, `${ae}-us.dcm`);
  await writeUsImage(image, { accession });
  await store(image);
  // An SR naming a fetal sex: kept without it, so exported without it.
  const sr = join(dir, `${ae}-sr.dcm`);
  const srUid = await writeSr(sr, { accession, sections: [singletonSr(), fetalSexItem] });
  await store(sr);
  // Matched to no study of the clinic.
  const stray = join(dir, `${ae}-stray.dcm`);
  await writeUsImage(stray, { accession: 'S-999999' });
  await store(stray);
  const rows = await t.handle.db
    .select()
    .from(dicomObjects)
    .where(eq(dicomObjects.scannerId, await scannerId(ae)));
  return { clinic, api, patient, accession, srUid, rows, store };
}

async function scannerId(ae: string): Promise<string> {
  const [row] = await t.handle.db.select({ id: scanners.id }).from(scanners).where(eq(scanners.aeTitle, ae));
  return row?.id ?? '';
}

async function clinicExport(api: ClinicApi, settle = t.settle) {
  const started = await api('POST', '/api/exports');
  expect(started.statusCode, started.body).toBe(202);
  await settle();
  const shown = (await api('GET', `/api/exports/${started.json().id}`)).json();
  expect(shown).toMatchObject({ status: 'ready', percent: 100 });
  expect(shown.rowsDone).toBe(shown.rowsTotal);
  return readZipEntries((await api('GET', shown.downloadUrl)).rawPayload);
}

describe('DICOM objects in the clinic data export', () => {
  it('puts each study’s objects in dicom/<study code>/, byte for byte, listed with their SHA-256; none of another clinic', async () => {
    const a = await clinicWithObjects();
    const b = await clinicWithObjects();
    expect(a.rows).toHaveLength(3);
    const files = await clinicExport(a.api);
    const dicomFiles = [...files.keys()].filter((name) => name.endsWith('.dcm')).sort();
    const expected = a.rows
      .map((row) => `dicom/${row.studyId ? a.accession : 'unmatched'}/${row.sopInstanceUid}.dcm`)
      .sort();
    expect(dicomFiles).toEqual(expected);
    for (const row of a.rows) {
      const name = `dicom/${row.studyId ? a.accession : 'unmatched'}/${row.sopInstanceUid}.dcm`;
      expect(files.get(name)?.equals(readFileSync(join(t.config.dataDir, row.storageKey))), name).toBe(true);
    }
    // The SR as kept: its measurements, and nothing of the fetal sex the machine put in it.
    const sr = files.get(`dicom/${a.accession}/${a.srUid}.dcm`) ?? Buffer.alloc(0);
    expect(sr.includes('11963-6')).toBe(true);
    expect(sr.includes('11882-8')).toBe(false);
    expect(sr.includes('248152002')).toBe(false);
    // Clinic B's objects are in B's export only.
    const everything = Buffer.concat([...files.values()]);
    for (const row of b.rows) expect(everything.includes(row.sopInstanceUid)).toBe(false);

    const indexBytes = files.get('dicom/index.csv') ?? Buffer.alloc(0);
    // UTF-8 with a BOM, as the other CSVs, so Excel reads it as UTF-8.
    expect(indexBytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    const index = indexBytes.subarray(3).toString('utf8').trim().split('\r\n');
    expect(index[0]).toBe(
      'file,study,sop_instance_uid,sop_class_uid,transfer_syntax_uid,frames,bytes,sha256,received_at,manufacturer,model,device_serial_number,status',
    );
    expect(index).toHaveLength(4);
    for (const name of expected) {
      const line = index.find((l) => l.startsWith(`${name},`)) ?? '';
      const sha = createHash('sha256')
        .update(files.get(name) ?? '')
        .digest('hex');
      expect(line, name).toContain(`,${sha},`);
      expect(line.endsWith(',exported'), name).toBe(true);
    }
    const manifest = JSON.parse(files.get('manifest.json')?.toString() ?? '{}');
    expect(manifest.dicom).toMatchObject({ files: 3, missing: 0 });
    expect(manifest.dicom.bytes).toBe(a.rows.reduce((sum, row) => sum + row.sizeBytes, 0));
    expect(files.get('README.txt')?.toString()).toContain('dicom/<study code>/<SOP Instance UID>.dcm   3 files');
    expect(files.has('dicom/README.txt')).toBe(true);
  });

  it('lists an object its store no longer has as not found, and exports the rest', async () => {
    const a = await clinicWithObjects();
    const lost = a.rows.find((row) => row.studyId === null);
    if (!lost) throw new Error('no unmatched object');
    rmSync(join(t.config.dataDir, lost.storageKey));
    const files = await clinicExport(a.api);
    expect([...files.keys()].filter((name) => name.endsWith('.dcm'))).toHaveLength(2);
    const index = files.get('dicom/index.csv')?.toString() ?? '';
    expect(index).toContain(`dicom/unmatched/${lost.sopInstanceUid}.dcm,,${lost.sopInstanceUid},`);
    expect(index).toContain('not found in storage');
    expect(JSON.parse(files.get('manifest.json')?.toString() ?? '{}').dicom).toMatchObject({ files: 2, missing: 1 });
    expect(files.get('README.txt')?.toString()).toContain('1 objects could not be read from storage');
  });

  it('gives a patient’s own export her study’s objects, not the unmatched ones, and no image of a pregnancy scan', async () => {
    const a = await clinicWithObjects();
    // Her abdominal scan too: its image is hers to take.
    const abdominal = (
      await a.api('POST', '/api/studies', {
        patientId: a.patient.id,
        studyType: 'abdominal',
        scheduledDate: t.clock.now().toISOString(),
      })
    ).json().studyId as string;
    const liver = join(dir, `${abdominal}-liver.dcm`);
    await writeUsImage(liver, { accession: abdominal });
    await a.store(liver);
    const exportOfHer = async () => {
      const res = await a.api('GET', `/api/patients/${a.patient.id}/export`);
      expect(res.statusCode, res.body).toBe(200);
      return readZipEntries(res.rawPayload);
    };
    const ofStudy = (accession: string) =>
      [...files.keys()].filter((name) => name.startsWith(`dicom/${accession}/`) && name.endsWith('.dcm'));
    let files = await exportOfHer();
    // PC-PNDT: an obstetric scan's images may show the sex of the foetus (an annotation on the
    // screen, the anatomy itself); no doctor confirmed them free of it, so they are not handed to
    // her. Its SR, which never holds a fetal sex, is hers; nothing unmatched is.
    expect(ofStudy(a.accession)).toEqual([`dicom/${a.accession}/${a.srUid}.dcm`]);
    expect(ofStudy(abdominal)).toHaveLength(1);
    expect([...files.keys()].filter((name) => name.startsWith('dicom/unmatched/'))).toEqual([]);
    expect(files.get('README.txt')?.toString()).toContain('1 images of a pregnancy scan are not included');

    // Once she is marked pregnant, every scan of hers is a pregnancy scan (Rule 9(4)).
    await t.handle.db.update(patients).set({ isPregnant: true }).where(eq(patients.id, a.patient.id));
    files = await exportOfHer();
    expect(ofStudy(abdominal)).toEqual([]);
    expect(ofStudy(a.accession)).toEqual([`dicom/${a.accession}/${a.srUid}.dcm`]);
  });
});

describe('DICOM objects kept in S3', () => {
  it('are read from the bucket through the store into the export, byte for byte', { timeout: 120_000 }, async () => {
    // s3rver as it is (no private front): only reads are made, and it keeps the bytes.
    const bucket = await startS3TestBucket();
    const endpoint = bucket.publicEndpoint;
    const s3 = bucket.config({ endpoint, region: 'us-east-1', publicUrl: `${endpoint}/${TEST_BUCKET}` });
    const cloud = await createTestApp({ config: { dataDir: t.config.dataDir, s3 } });
    try {
      const a = await clinicWithObjects();
      const row = a.rows.find((r) => r.studyId !== null) as (typeof a.rows)[number];
      const bytes = readFileSync(join(t.config.dataDir, row.storageKey));
      // The object moved to the bucket (as a deployment switched to S3 keeps it): only S3 has it now.
      const put = await fetch(
        presignUrl({
          method: 'PUT',
          url: `${endpoint}/${TEST_BUCKET}/${row.storageKey}`,
          ...s3,
          date: new Date(),
          expiresSeconds: 60,
        }),
        { method: 'PUT', body: bytes },
      );
      expect(put.status).toBe(200);
      await t.handle.db.update(dicomObjects).set({ storage: 's3' }).where(eq(dicomObjects.id, row.id));
      rmSync(join(t.config.dataDir, row.storageKey));
      const files = await clinicExport(clinicApi(cloud.app, a.clinic.token), cloud.settle);
      expect(files.get(`dicom/${a.accession}/${row.sopInstanceUid}.dcm`)?.equals(bytes)).toBe(true);
      expect(JSON.parse(files.get('manifest.json')?.toString() ?? '{}').dicom).toMatchObject({ files: 3, missing: 0 });
    } finally {
      await cloud.close();
      await bucket.close();
    }
  });
});
