import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit.ts';
import { reportVersions } from '../../db/schema/report-versions.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { dcmtk, dicomListenerForFile, storeAsScanner } from '../support/dicom-peers.ts';
import { clinicWithScannerAndStudy, freshPatientPhone } from '../support/dicom-scanner-clinic.ts';
import { signUpTrialClinic } from '../support/factories.ts';
import { obstetricReport } from '../support/formf-helpers.ts';
import { writeCine, writeUsImage } from '../support/synthetic-image.ts';
import { addMember } from '../support/team-helpers.ts';
import { testAppForFile } from '../support/test-app.ts';

/** Issue 32 §5: images from the scanner, their thumbnails, and the key images a report prints. */
const t = testAppForFile();
const log: string[] = [];
const listener = dicomListenerForFile(t, { log, clockAt: '2026-11-27T04:30:00Z' });
const dir = mkdtempSync(join(tmpdir(), 'img-'));

async function world() {
  const { clinic, ae, api, patient, study } = await clinicWithScannerAndStudy(t, {
    aePrefix: 'IMG',
    scannerName: 'Voluson E8',
    patient: { phone: freshPatientPhone('96', '4') },
    scheduledDate: '2026-11-27T06:00:00.000Z',
  });
  const { id: studyUuid, studyId: accession } = study;
  // -xy proposes JPEG baseline beside the uncompressed syntaxes, as a scanner sending JPEG does.
  const store = (file: string, propose = '-xy') => storeAsScanner(ae, listener.port, file, propose);
  const images = async () =>
    (await api('GET', `/api/studies/${studyUuid}/images`)).json().images as {
      id: string;
      sopInstanceUid: string;
      thumbnailUrl: string | null;
      frames: number;
    }[];
  const draft = async (type = 'obstetric_second_third_trimester') => {
    const body =
      type === 'abdominal'
        ? { ...obstetricReport(patient.id), reportType: 'abdominal', findings: { liver: 'Normal.' } }
        : obstetricReport(patient.id);
    const res = await api('POST', '/api/reports', { ...body, studyId: studyUuid, status: 'draft' });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json().id as string, body: { ...body, studyId: studyUuid } };
  };
  return { clinic, ae, api, patient, studyUuid, accession, store, images, draft };
}

const decodedWidth = (bytes: Buffer) => jpeg.decode(bytes, { useTArray: true }).width;

describe('images from the scanner become thumbnails', () => {
  it('a JPEG-baseline, an uncompressed and a multi-frame US image each list with a thumbnail; a resend is one image', async () => {
    const w = await world();
    const baseline = join(dir, 'baseline.dcm');
    const native = join(dir, 'native.dcm');
    const cine = join(dir, 'cine.dcm');
    await writeUsImage(baseline, { accession: w.accession, width: 640, height: 480 });
    await writeUsImage(native, { accession: w.accession, uncompressed: true });
    await writeCine(cine, { accession: w.accession, frames: 12, width: 200, height: 150 });
    for (const file of [baseline, native, cine]) {
      const sent = await w.store(file);
      expect(sent.code, sent.output).toBe(0);
    }
    expect((await w.store(baseline)).code).toBe(0);
    const images = await w.images();
    expect(images).toHaveLength(3);
    expect(images.map((image) => image.frames).sort((a, b) => a - b)).toEqual([1, 1, 12]);
    for (const image of images) {
      expect(image.thumbnailUrl).toBe(`/api/study-images/${image.id}/thumbnail`);
      const thumb = await w.api('GET', image.thumbnailUrl as string);
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers['content-type']).toBe('image/jpeg');
      expect(thumb.headers['cache-control']).toBe('no-store');
      expect(decodedWidth(thumb.rawPayload)).toBeLessThanOrEqual(256);
    }
    // The 640 × 480 image's print copy keeps its size (under 1024), the thumbnail is 256 wide.
    const big = images.find((image) => image.frames === 1 && image.thumbnailUrl) as { id: string };
    const sizes = await Promise.all(
      images.map(async (image) => decodedWidth((await w.api('GET', `/api/study-images/${image.id}/print`)).rawPayload)),
    );
    expect(sizes.sort((a, b) => a - b)).toEqual([200, 320, 640]);
    expect(big).toBeTruthy();
  });

  it('an RLE image is kept with no preview (no codec here), and the next image still gets one', async () => {
    const w = await world();
    const native = join(dir, 'rle-src.dcm');
    const rle = join(dir, 'rle.dcm');
    await writeUsImage(native, { accession: w.accession, uncompressed: true });
    const encoded = await dcmtk('dcmcrle', [native, rle]);
    expect(encoded.code, encoded.output).toBe(0);
    expect((await w.store(rle, '-xr')).code).toBe(0);
    const [image] = await w.images();
    expect(image?.thumbnailUrl).toBeNull();
    expect((await w.api('GET', `/api/study-images/${image?.id}/thumbnail`)).statusCode).toBe(404);
    expect(log).toContain('dicom image kept without a preview');
    const good = join(dir, 'after-rle.dcm');
    await writeUsImage(good, { accession: w.accession });
    expect((await w.store(good)).code).toBe(0);
    expect((await w.images()).filter((i) => i.thumbnailUrl)).toHaveLength(1);
  });

  it("another clinic's study and image answer 404, as a random id does; images need a session", async () => {
    const w = await world();
    const file = join(dir, 'cross.dcm');
    await writeUsImage(file, { accession: w.accession });
    await w.store(file);
    const [image] = await w.images();
    const other = await signUpTrialClinic(t.app);
    expect((await w.api('GET', `/api/studies/${w.studyUuid}/images`, undefined, other.token)).statusCode).toBe(404);
    for (const kind of ['thumbnail', 'print'])
      expect((await w.api('GET', `/api/study-images/${image?.id}/${kind}`, undefined, other.token)).statusCode).toBe(
        404,
      );
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/study-images/${image?.id}/thumbnail` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('key images of a report', () => {
  async function withImage(type?: string) {
    const w = await world();
    const file = join(dir, `key-${Math.random()}.dcm`);
    await writeUsImage(file, { accession: w.accession });
    expect((await w.store(file)).code).toBe(0);
    const [image] = await w.images();
    const report = await w.draft(type);
    return { ...w, image: image as { id: string }, report };
  }

  it('a draft keeps its key images with captions and layout; an obstetric one is not finalized until the doctor confirms', async () => {
    const w = await withImage();
    const url = `/api/reports/${w.report.id}/key-images`;
    const saved = await w.api('PUT', url, {
      images: [{ id: w.image.id, caption: 'Fetal head, BPD plane' }],
      perPage: 2,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      images: [{ id: w.image.id, caption: 'Fetal head, BPD plane', printUrl: `/api/study-images/${w.image.id}/print` }],
      perPage: 2,
      obstetric: true,
      noSexAnnotationConfirmed: false,
      printable: false,
    });
    const finalize = () => w.api('POST', `/api/reports/${w.report.id}/finalize`, w.report.body);
    const refused = await finalize();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/no annotation disclosing the sex of the foetus/);
    const confirmed = await w.api('PUT', url, {
      images: [{ id: w.image.id, caption: 'Fetal head, BPD plane' }],
      perPage: 2,
      noSexAnnotationConfirmed: true,
    });
    expect(confirmed.json()).toMatchObject({ noSexAnnotationConfirmed: true, printable: true });
    const signed = await finalize();
    expect(signed.statusCode, signed.body).toBe(200);
    // The PDF prints the key image with its caption on a page of its own (pdftotext, pdfimages).
    const pdf = await w.api('GET', `/api/reports/${w.report.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const pdfFile = join(dir, `${w.report.id}.pdf`);
    writeFileSync(pdfFile, pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', pdfFile, '-']).toString();
    expect(text).toContain('Key images');
    expect(text).toContain('Fetal head, BPD plane');
    const listed = execFileSync('pdfimages', ['-list', pdfFile]).toString();
    expect(listed).toMatch(/\s320\s+240\s/);
    // Signed, the report keeps the images it was signed with.
    const late = await w.api('PUT', url, { images: [] });
    expect(late.statusCode).toBe(409);
    expect((await w.api('GET', url)).json().images).toHaveLength(1);
  });

  it('changing the images clears the confirmation; a non-obstetric report prints its images without one', async () => {
    const w = await withImage();
    const url = `/api/reports/${w.report.id}/key-images`;
    await w.api('PUT', url, { images: [{ id: w.image.id, caption: 'A' }], noSexAnnotationConfirmed: true });
    const changed = await w.api('PUT', url, { images: [{ id: w.image.id, caption: 'B' }] });
    expect(changed.json()).toMatchObject({ noSexAnnotationConfirmed: false, printable: false, perPage: 4 });

    const plain = await withImage('abdominal');
    const answer = await plain.api('PUT', `/api/reports/${plain.report.id}/key-images`, {
      images: [{ id: plain.image.id, caption: 'Liver' }],
      perPage: 6,
    });
    // The patient is not marked pregnant and the report is abdominal.
    expect(answer.json()).toMatchObject({ obstetric: false, printable: true, perPage: 6 });
  });

  it('refuses an image of another study or clinic, a bad layout, a long caption and a fetal sex in a caption', async () => {
    const w = await withImage();
    const other = await withImage();
    const url = `/api/reports/${w.report.id}/key-images`;
    const put = (body: object) => w.api('PUT', url, body);
    const foreign = await put({ images: [{ id: other.image.id, caption: '' }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('One of the chosen images is not an image of this report’s study');
    const unknown = await put({ images: [{ id: crypto.randomUUID(), caption: '' }] });
    expect(unknown.statusCode).toBe(400);
    expect((await put({ images: [], perPage: 3 })).statusCode).toBe(400);
    const long = await put({ images: [{ id: w.image.id, caption: 'x'.repeat(121) }] });
    expect(long.json().errors?.[0]?.message).toBe('Captions must be at most 120 characters');
    const sex = await put({ images: [{ id: w.image.id, caption: 'ladka hoga' }] });
    expect(sex.statusCode).toBe(400);
    expect(sex.json().message).toMatch(/PC-PNDT/);
    const many = await put({ images: Array.from({ length: 25 }, () => ({ id: w.image.id, caption: '' })) });
    expect(many.json().message).toBe('At most 24 key images per report');
    // Clinic B names A's report: not found, and A's choice is unchanged.
    const asOther = await other.api('PUT', url, { images: [] });
    expect(asOther.statusCode).toBe(404);
    expect((await other.api('GET', url)).statusCode).toBe(404);
  });

  it('a receptionist picks key images for a draft but cannot give the doctor’s confirmation', async () => {
    const w = await withImage();
    await buyPlan(t.app, w.clinic.token, 'professional');
    const receptionist = await addMember(t.app, t.mailer.sent, w.clinic.token, 'receptionist');
    const url = `/api/reports/${w.report.id}/key-images`;
    const picked = await w.api('PUT', url, { images: [{ id: w.image.id, caption: 'Cord' }] }, receptionist.token);
    expect(picked.statusCode, picked.body).toBe(200);
    const refused = await w.api(
      'PUT',
      url,
      { images: [{ id: w.image.id, caption: 'Cord' }], noSexAnnotationConfirmed: true },
      receptionist.token,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^Only a doctor who signs reports can confirm/);
    expect((await w.api('GET', url, undefined, receptionist.token)).json().images).toHaveLength(1);
  });
});

describe('key images travel with the report’s own save (item 3)', () => {
  async function withTwoImages() {
    const w = await world();
    for (const name of ['one', 'two']) {
      const file = join(dir, `amend-${name}-${Math.random()}.dcm`);
      await writeUsImage(file, { accession: w.accession });
      expect((await w.store(file)).code).toBe(0);
    }
    const images = (await w.images()) as { id: string }[];
    return { ...w, images };
  }

  it('a finalized report’s images change only by an amendment, signed again; the old version keeps what it printed', async () => {
    const w = await withTwoImages();
    const [first, second] = w.images as [{ id: string }, { id: string }];
    // Finalized in one request with its confirmed key image (the wizard's Finalize of a new report).
    const created = await w.api('POST', '/api/reports', {
      ...obstetricReport(w.patient.id),
      studyId: w.studyUuid,
      keyImages: { images: [{ id: first.id, caption: 'Head' }], perPage: 2, noSexAnnotationConfirmed: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: string };
    const url = `/api/reports/${id}/key-images`;
    expect((await w.api('GET', url)).json()).toMatchObject({ images: [{ id: first.id, caption: 'Head' }], perPage: 2 });

    // The key-images route does not change a signed report: 409 in the lifecycle's words.
    const late = await w.api('PUT', url, { images: [{ id: second.id, caption: 'Femur' }] });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This report is already finalized; amend it to change it');

    // An amendment whose images lack the confirmation is refused whole: nothing changes.
    const body = { ...obstetricReport(w.patient.id), studyId: w.studyUuid };
    const unconfirmed = await w.api('POST', `/api/reports/${id}/amend`, {
      ...body,
      keyImages: { images: [{ id: second.id, caption: 'Femur' }], perPage: 4 },
    });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().message).toMatch(/no annotation disclosing the sex of the foetus/);
    expect((await w.api('GET', url)).json().images).toEqual([expect.objectContaining({ id: first.id })]);

    const amended = await w.api('POST', `/api/reports/${id}/amend`, {
      ...body,
      keyImages: {
        images: [
          { id: second.id, caption: 'Femur' },
          { id: first.id, caption: 'Head' },
        ],
        perPage: 4,
        noSexAnnotationConfirmed: true,
      },
    });
    expect(amended.statusCode, amended.body).toBe(200);
    expect(amended.json()).toMatchObject({ amended: true, version: 2, status: 'finalized' });
    expect((await w.api('GET', url)).json()).toMatchObject({
      images: [{ id: second.id, caption: 'Femur' }, { id: first.id }],
      perPage: 4,
      printable: true,
    });
    // The signed first version's images are kept with it.
    const [version1] = await t.handle.db
      .select({ snapshot: reportVersions.snapshot })
      .from(reportVersions)
      .where(and(eq(reportVersions.reportId, id), eq(reportVersions.version, 1)));
    const kept = version1?.snapshot as {
      keyImages: { images: { id: string; caption: string }[]; perPage: number };
    };
    expect(kept.keyImages).toMatchObject({ images: [{ id: first.id, caption: 'Head' }], perPage: 2 });

    // An amendment without keyImages leaves them as they are.
    const textOnly = await w.api('POST', `/api/reports/${id}/amend`, { ...body, impression: 'Amended again.' });
    expect(textOnly.statusCode, textOnly.body).toBe(200);
    expect((await w.api('GET', url)).json().images).toHaveLength(2);
  });

  it('a new obstetric report is not finalized with unconfirmed images; a draft’s save keeps them, sent again unchanged writes nothing', async () => {
    const w = await withTwoImages();
    const [first] = w.images as [{ id: string }];
    const refused = await w.api('POST', '/api/reports', {
      ...obstetricReport(w.patient.id),
      studyId: w.studyUuid,
      keyImages: { images: [{ id: first.id, caption: 'Head' }] },
    });
    expect(refused.statusCode).toBe(409);
    const draft = await w.draft();
    const save = () =>
      w.api('PUT', `/api/reports/${draft.id}`, {
        ...draft.body,
        status: 'draft',
        keyImages: { images: [{ id: first.id, caption: 'Head' }], perPage: 6 },
      });
    expect((await save()).statusCode).toBe(200);
    expect((await save()).statusCode).toBe(200);
    expect((await w.api('GET', `/api/reports/${draft.id}/key-images`)).json()).toMatchObject({
      images: [{ id: first.id, caption: 'Head' }],
      perPage: 6,
    });
    const audited = await t.handle.db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'report.key_images'), eq(auditEvents.entityId, draft.id)));
    expect(audited).toHaveLength(1);
  });
});
