import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBackupZip } from '../../db/backup/backup-zip-reader.ts';
import { restoreDataDir } from '../../db/backup/restore-data-dir.ts';
import { listBackups, runBackup } from '../../db/backup/run-backup.ts';
import { verifyBackup } from '../../db/backup/verify-backup.ts';
import { openDatabase } from '../../db/client.ts';
import { startDataDirPostgres } from '../../db/embedded-database.ts';
import { dicomObjects } from '../../db/schema/dicom.ts';
import type { DicomListener } from '../../server/dicom/dicom-listener.ts';
import { listenerFor, storeAsScannerOk } from '../support/dicom-peers.ts';
import { clinicWithScannerAndStudy, freshPatientPhone } from '../support/dicom-scanner-clinic.ts';
import { bearer } from '../support/factories.ts';
import { obstetricReport } from '../support/formf-helpers.ts';
import { writeUsImage } from '../support/synthetic-image.ts';
import { tempDirsForFile } from '../support/temp-dirs.ts';
import { createTestApp, type TestApp, testDatabaseUrl } from '../support/test-app.ts';

// Issue 32 follow-up: the scanner's objects on disk are in the backup, come back byte-exact on
// restore into a fresh data directory, and are checked by verification; objects in S3 are counted.
const adminUrl = inject('embeddedAdminUrl');
const describeEmbedded = adminUrl ? describe : describe.skip;

const tempDir = tempDirsForFile();

describeEmbedded('DICOM objects in backups', { timeout: 180_000 }, () => {
  let t: TestApp;
  let listener: DicomListener;
  let dataDir: string;
  let backupDir: string;
  const target = async () => ({
    databaseUrl: await testDatabaseUrl(),
    adminUrl,
    uploadsDir: join(dataDir, 'uploads'),
    dataDir,
    dicomS3Bucket: 'clinic-dicom',
    backupDir,
    retention: { daily: 7, weekly: 4 },
  });

  beforeAll(async () => {
    dataDir = tempDir('portal-dicom-backup-');
    backupDir = join(dataDir, 'backups');
    t = await createTestApp({
      config: { dataDir },
      embeddedDatabase: { databaseUrl: await testDatabaseUrl(), adminUrl },
    });
    listener = await listenerFor(t);
  });
  afterAll(async () => {
    await listener?.close();
    await t?.close();
  });

  async function clinicWithImage() {
    const { clinic, ae, api, patient, study } = await clinicWithScannerAndStudy(t, {
      aePrefix: 'BAK',
      scannerName: 'Logiq P9',
      patient: { phone: freshPatientPhone('97', '5') },
      studyType: 'abdominal',
    });
    const { id: studyUuid, studyId: accession } = study;
    const file = join(tempDir('bak-img-'), 'us.dcm');
    await writeUsImage(file, { accession });
    await storeAsScannerOk(ae, listener.port, file, '-xy');
    const [image] = (await api('GET', `/api/studies/${studyUuid}/images`)).json().images as { id: string }[];
    if (!image) throw new Error('no image');
    const body = {
      ...obstetricReport(patient.id),
      reportType: 'abdominal',
      findings: { liver: 'Normal.' },
      studyId: studyUuid,
    };
    const report = await api('POST', '/api/reports', { ...body, status: 'draft' });
    expect(report.statusCode, report.body).toBe(201);
    const reportId = report.json().id as string;
    const keyed = await api('PUT', `/api/reports/${reportId}/key-images`, {
      images: [{ id: image.id, caption: 'Liver, right lobe' }],
    });
    expect(keyed.json()).toMatchObject({ printable: true });
    expect((await api('POST', `/api/reports/${reportId}/finalize`, body)).statusCode).toBe(200);
    return { clinic, studyUuid, imageId: image.id, reportId };
  }

  const objectRow = async (id: string) => {
    const [row] = await t.handle.db.select().from(dicomObjects).where(eq(dicomObjects.id, id));
    if (!row) throw new Error('no object');
    return row;
  };

  /** Undoes what a test did to lose objects: no S3 rows, and a file for every row on disk. */
  async function everyObjectOnDisk() {
    await t.handle.db.delete(dicomObjects).where(eq(dicomObjects.storage, 's3'));
    for (const row of await t.handle.db.select().from(dicomObjects))
      try {
        readFileSync(join(dataDir, row.storageKey));
      } catch {
        writeFileSync(join(dataDir, row.storageKey), 'restored by the test');
      }
  }

  it('backs the objects up with their SHA-256, and npm run restore into a fresh data directory serves and prints them again', async () => {
    const w = await clinicWithImage();
    const row = await objectRow(w.imageId);
    const run = await runBackup(await target(), () => t.clock.now());
    expect(run.verification).toMatchObject({ verified: true, message: null });
    const dicom = run.backup.manifest.dicom;
    // One object on disk: the .dcm, its thumbnail and its print JPEG.
    expect(dicom).toMatchObject({ objects: 1, files: 3, missing: 0, s3: { objects: 0, bucket: null } });
    expect(run.verification.dicom?.checked).toBe(3);
    const zip = await openBackupZip(run.backup.path);
    expect(zip.names()).toContain(row.storageKey);
    zip.close();

    const fresh = tempDir('portal-restored-');
    const restored = await restoreDataDir(fresh, run.backup.path, new Date());
    expect(restored.dicomFiles).toBe(3);
    const original = readFileSync(join(dataDir, row.storageKey));
    expect(readFileSync(join(fresh, row.storageKey)).equals(original)).toBe(true);

    const { server, url } = await startDataDirPostgres(fresh);
    const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
    const after = await createTestApp({ handle, config: { dataDir: fresh } });
    try {
      after.clock.set(t.clock.now());
      const get = (path: string) => after.app.inject({ method: 'GET', url: path, headers: bearer(w.clinic.token) });
      const listed = (await get(`/api/studies/${w.studyUuid}/images`)).json().images as { id: string }[];
      expect(listed.map((i) => i.id)).toEqual([w.imageId]);
      const print = await get(`/api/study-images/${w.imageId}/print`);
      expect(print.statusCode).toBe(200);
      expect(print.rawPayload.equals(readFileSync(join(dataDir, row.printKey ?? '')))).toBe(true);
      const pdf = await get(`/api/reports/${w.reportId}/pdf`);
      expect(pdf.statusCode).toBe(200);
      const pdfFile = join(fresh, 'report.pdf');
      writeFileSync(pdfFile, pdf.rawPayload);
      expect(execFileSync('pdftotext', ['-layout', pdfFile, '-']).toString()).toContain('Liver, right lobe');
      expect(execFileSync('pdfimages', ['-list', pdfFile]).toString()).toMatch(/\s320\s+240\s/);
    } finally {
      await after.close();
      await handle.close();
      await server.stop();
    }
  });

  it('counts objects in S3 without copying them, and does not verify a backup whose disk lost an object', async () => {
    const w = await clinicWithImage();
    const row = await objectRow(w.imageId);
    // An object kept in the bucket (its row says so); nothing of it is on this disk.
    await t.handle.db.insert(dicomObjects).values({
      clinicId: row.clinicId,
      studyId: row.studyId,
      sopInstanceUid: `${row.sopInstanceUid}.9`,
      sopClassUid: row.sopClassUid,
      transferSyntaxUid: row.transferSyntaxUid,
      storageKey: `dicom/${row.clinicId}/${row.sopInstanceUid}.9.dcm`,
      storage: 's3',
      sizeBytes: 4096,
      receivedAt: t.clock.now(),
    });
    rmSync(join(dataDir, row.storageKey));
    const run = await runBackup(await target(), () => t.clock.now());
    expect(run.backup.manifest.dicom).toMatchObject({
      missing: 1,
      missingKeys: [row.storageKey],
      s3: { objects: 1, bytes: 4096, bucket: 'clinic-dicom' },
    });
    expect(run.verification.verified).toBe(false);
    expect(run.verification.message).toContain('1 DICOM files the database lists were not on disk');
    const zip = await openBackupZip(run.backup.path);
    expect(zip.names().filter((n) => n.includes(`${row.sopInstanceUid}.9`))).toEqual([]);
    zip.close();
  });

  it('refuses a backup whose DICOM file was altered: verification fails and a restore changes nothing', async () => {
    // Its own image, so the test runs alone too (with -t); and a backup whose objects are all on
    // disk, whatever the tests before it left (the one above lost a file and added an S3 row).
    await clinicWithImage();
    await everyObjectOnDisk();
    // A clinic's logo too, so the backup has uploads to write back before its DICOM files.
    mkdirSync(join(dataDir, 'uploads', 'logos'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', 'logos', 'clinic.png'), 'a logo');
    const run = await runBackup(await target(), () => t.clock.now());
    expect(run.verification.verified, run.verification.message ?? '').toBe(true);
    // Rewrite one DICOM entry's bytes with zip(1)'s own tools: same name, other content.
    const work = tempDir('bak-tamper-');
    const zip = await openBackupZip(run.backup.path);
    const [name] = zip.names().filter((n) => n.endsWith('.dcm'));
    zip.close();
    if (!name) throw new Error('the backup holds no DICOM file to alter');
    const tampered = join(work, 'tampered.zip');
    execFileSync('cp', [run.backup.path, tampered]);
    execFileSync('mkdir', ['-p', join(work, ...name.split('/').slice(0, -1))]);
    writeFileSync(join(work, name), 'not the scanner’s bytes');
    execFileSync('zip', ['-q', tampered, name], { cwd: work });
    const verification = await verifyBackup(tampered, adminUrl);
    expect(verification.verified).toBe(false);
    expect(verification.message).toContain('does not match its SHA-256');
    const fresh = tempDir('portal-refused-');
    await expect(restoreDataDir(fresh, tampered, new Date())).rejects.toThrow(/does not match its SHA-256/);
    // Nothing half-written is left beside the data: no staging copy of the uploads or the images.
    expect(readdirSync(fresh).filter((name) => name.includes('.restoring-'))).toEqual([]);
  });

  it('keeps only the newest two unverified backups while a DICOM file stays lost, and every verified one', async () => {
    const w = await clinicWithImage();
    await everyObjectOnDisk();
    const own = { ...(await target()), backupDir: tempDir('portal-unverified-') };
    const nextNight = () => t.clock.set(new Date(t.clock.now().getTime() + 86_400_000));
    const good = await runBackup(own, () => t.clock.now());
    expect(good.verification.verified, good.verification.message ?? '').toBe(true);
    const lost = join(dataDir, (await objectRow(w.imageId)).storageKey);
    const bytes = readFileSync(lost);
    rmSync(lost);
    const kept = async () => (await listBackups(own.backupDir)).map((b) => `${b.fileName} ${b.verified}`);
    try {
      const failed: string[] = [];
      for (let night = 0; night < 4; night += 1) {
        nextNight();
        const run = await runBackup(own, () => t.clock.now());
        expect(run.verification.verified).toBe(false);
        failed.push(run.backup.fileName);
      }
      expect(await kept()).toEqual([`${failed[3]} false`, `${failed[2]} false`, `${good.backup.fileName} true`]);
      // Their verification sidecars went with them.
      expect(readdirSync(own.backupDir).filter((f) => f.endsWith('.zip.json'))).toHaveLength(3);
    } finally {
      writeFileSync(lost, bytes);
    }
    // The image is back: the next backup verifies, and rotation removes the failed ones.
    nextNight();
    const fixed = await runBackup(own, () => t.clock.now());
    expect(await kept()).toEqual([`${fixed.backup.fileName} true`, `${good.backup.fileName} true`]);
  });
});
