import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEASUREMENT_PHOTO_MESSAGES as M } from '../../core/ocr/measurement-photo-schemas.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { measurementPhotos } from '../../db/schema/measurement-photos.ts';
import { launchChromium } from '../e2e/support/browser.ts';
import { MEASUREMENT_PAGES } from '../e2e/support/measurement-pages.ts';
import { renderMeasurementPage } from '../e2e/support/measurement-photos.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { buildClinicWorld, type ClinicWorld } from '../support/clinic-world.ts';
import { bearer } from '../support/factories.ts';
import { addMember } from '../support/team-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { makePdf, makePng } from '../support/test-files.ts';

let t: TestApp;
let a: ClinicWorld;
let b: ClinicWorld;
/** The first trimester page, drawn by Chromium; and one with a line naming a sex added. */
let pagePhoto: Buffer;
let pageWithSex: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  a = await buildClinicWorld(t.app);
  b = await buildClinicWorld(t.app);
  const browser = await launchChromium();
  try {
    const early = MEASUREMENT_PAGES.find((p) => p.name.startsWith('first trimester'));
    if (!early) throw new Error('no first trimester page');
    pagePhoto = await renderMeasurementPage(browser, early, 'screen');
    pageWithSex = await renderMeasurementPage(
      browser,
      { ...early, html: early.html.replace('<div>Early OB</div>', '<div>Early OB</div><div>Fetal Sex: Male</div>') },
      'screen',
    );
  } finally {
    await browser.close();
  }
}, 120_000);
afterAll(() => t.close());

const upload = (token: string, studyId: string, bytes: Buffer | string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/studies/${studyId}/measurement-photos`,
    headers: { ...bearer(token), 'content-type': 'image/png' },
    payload: bytes,
  });
const photoUrl = (studyId: string, photoId: string) => `/api/studies/${studyId}/measurement-photos/${photoId}`;
const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const photoFiles = (clinicId: string) => {
  const dir = join(t.config.dataDir, 'measurement-photos', clinicId);
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('a photo of the measurement page (issue 35 item 3)', () => {
  it('reads the values with confidence, keeps the photo with the study and serves it to the clinic', {
    timeout: 60_000,
  }, async () => {
    const res = await upload(a.clinic.token, a.studyId, pagePhoto);
    expect(res.statusCode).toBe(201);
    const photo = res.json();
    expect(photo).toMatchObject({ studyId: a.studyId, leftOut: 0 });
    const values = Object.fromEntries(
      Object.entries(photo.values).map(([k, v]) => [k, (v as { value: number }).value]),
    );
    expect(values).toEqual({ crl: 45.2, nt: 1.6, fhr: 156, ga: 80 });
    expect(photo.values.crl).toMatchObject({ unit: 'mm', text: expect.stringContaining('CRL') });
    expect(photo.values.crl.confidence).toBeGreaterThan(0.5);

    const file = await get(a.clinic.token, photoUrl(a.studyId, photo.id));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    const [row] = await t.handle.db.select().from(measurementPhotos).where(eq(measurementPhotos.id, photo.id));
    expect(row?.sizeBytes).toBe(file.rawPayload.length);
    const [audit] = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'study.measurement_photo.read'), eq(auditEvents.entityId, a.studyId)));
    // Counts only in the trail: the values are patient data.
    expect(audit?.details).toEqual({ photoId: photo.id, bytes: row?.sizeBytes, valuesRead: 4, leftOut: 0 });
  });

  it('drops a line naming a sex: not returned, not stored, only counted', { timeout: 60_000 }, async () => {
    const res = await upload(a.clinic.token, a.studyId, pageWithSex);
    expect(res.statusCode).toBe(201);
    expect(res.json().leftOut).toBe(1);
    expect(res.body).not.toMatch(/sex|male/i);
    const [row] = await t.handle.db.select().from(measurementPhotos).where(eq(measurementPhotos.id, res.json().id));
    expect(JSON.stringify(row?.values)).not.toMatch(/sex|male/i);
    expect(Object.keys(res.json().values).sort()).toEqual(['crl', 'fhr', 'ga', 'nt']);
  });

  it('refuses what is not a photo, too large a file, and an unknown study or photo, storing nothing', async () => {
    const before = photoFiles((await clinicIdOf(a)) ?? '').length;
    const text = await upload(a.clinic.token, a.studyId, 'BPD 7.82 cm');
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(M.invalidImage);
    const pdf = await upload(a.clinic.token, a.studyId, makePdf());
    expect(pdf.statusCode).toBe(400);
    const big = await upload(a.clinic.token, a.studyId, Buffer.alloc(5_242_881, 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(M.tooLarge);
    const unknown = await upload(a.clinic.token, crypto.randomUUID(), makePng(20, 20));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.studyNotFound);
    const badId = await upload(a.clinic.token, 'not-a-uuid', makePng(20, 20));
    expect(badId.statusCode).toBe(404);
    const noPhoto = await get(a.clinic.token, photoUrl(a.studyId, crypto.randomUUID()));
    expect(noPhoto.statusCode).toBe(404);
    expect(noPhoto.json().message).toBe(M.photoNotFound);
    expect(photoFiles((await clinicIdOf(a)) ?? '')).toHaveLength(before);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: `/api/studies/${a.studyId}/measurement-photos`,
      headers: { 'content-type': 'image/png' },
      payload: makePng(20, 20),
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it("another clinic gets 404 for a clinic's study and photo, exactly as for random ids, and nothing is written", {
    timeout: 60_000,
  }, async () => {
    const mine = (await upload(a.clinic.token, a.studyId, makePng(30, 20))).json();
    // The two clinics' photos only: on a PostgreSQL server other test files upload at the same time.
    const clinicIds = [(await clinicIdOf(a)) ?? '', (await clinicIdOf(b)) ?? ''];
    const photosOfBoth = () =>
      t.handle.db.select().from(measurementPhotos).where(inArray(measurementPhotos.clinicId, clinicIds));
    const rowsBefore = await photosOfBoth();
    // As the route table's cross-clinic check sends it: the bearer token and the bytes, no Content-Type.
    const intruding = await t.app.inject({
      method: 'POST',
      url: `/api/studies/${a.studyId}/measurement-photos`,
      headers: bearer(b.clinic.token),
      payload: makePng(30, 20),
    });
    const random = await upload(b.clinic.token, crypto.randomUUID(), makePng(30, 20));
    expect([intruding.statusCode, intruding.json()]).toEqual([random.statusCode, random.json()]);
    expect(intruding.statusCode).toBe(404);
    const peek = await get(b.clinic.token, photoUrl(a.studyId, mine.id));
    const peekOwnStudy = await get(b.clinic.token, photoUrl(b.studyId, mine.id));
    const randomPhoto = await get(b.clinic.token, photoUrl(b.studyId, crypto.randomUUID()));
    expect(peek.statusCode).toBe(404);
    expect([peekOwnStudy.statusCode, peekOwnStudy.json()]).toEqual([randomPhoto.statusCode, randomPhoto.json()]);
    expect(await photosOfBoth()).toHaveLength(rowsBefore.length);
  });

  it('every role of the clinic reads photos (front desk, doctors and admins fill report drafts)', {
    timeout: 60_000,
  }, async () => {
    await buyPlan(t.app, a.clinic.token, 'professional');
    const receptionist = await addMember(t.app, t.mailer.sent, a.clinic.token, 'receptionist');
    const doctor = await addMember(t.app, t.mailer.sent, a.clinic.token, 'doctor');
    for (const member of [receptionist, doctor]) {
      const res = await upload(member.token, a.studyId, makePng(30, 20));
      expect(res.statusCode).toBe(201);
      expect((await get(member.token, photoUrl(a.studyId, res.json().id))).statusCode).toBe(200);
    }
  });
});

async function clinicIdOf(world: ClinicWorld): Promise<string | undefined> {
  const me = await get(world.clinic.token, '/api/auth/user');
  return me.json().clinicId;
}
