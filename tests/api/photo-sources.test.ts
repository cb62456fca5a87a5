import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measurementPhotos } from '../../db/schema/measurement-photos.ts';
import { bearer, buildReport, clinicIdOf, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 35 item 3: values ticked from a measurement photo are saved with the report as "from
 * photo" (measurementSources with the photo's id), decided by the server from what it read off
 * that photo of the report's study; a value the doctor changed shows as changed, across saves.
 * The photo row stands for one the OCR read (tests/api/measurement-photos.test.ts reads real ones).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const READ = {
  efw: { value: 1650, unit: 'g', confidence: 0.93, text: 'EFW 1650 g' },
  afi: { value: 12.5, unit: 'cm', confidence: 0.88, text: 'AFI 12.5 cm' },
  ga: { value: 200, unit: 'd', confidence: 0.9, text: 'GA 28w4d' },
};

async function world() {
  const clinic = await signUpTrialClinic(t.app);
  const clinicId = await clinicIdOf(t.app, clinic.token);
  const patient = await registerPatient(t.app, clinic.token);
  const study = await t.app.inject({
    method: 'POST',
    url: '/api/studies',
    headers: bearer(clinic.token),
    payload: { patientId: patient.id, studyType: 'obstetric', scheduledDate: '2026-11-27T06:00:00.000Z' },
  });
  const studyId = (study.json() as { id: string }).id;
  const [photo] = await t.handle.db
    .insert(measurementPhotos)
    .values({
      clinicId,
      studyId,
      storageKey: `measurement-photos/${clinicId}/x.png`,
      contentType: 'image/png',
      sizeBytes: 1000,
      createdAt: t.clock.now(),
      values: READ,
      uploadedBy: (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(clinic.token) })).json()
        .id,
    })
    .returning({ id: measurementPhotos.id });
  const draft = (overrides: Record<string, unknown>) =>
    buildReport(patient.id, 'obstetric_second_third_trimester', { status: 'draft', studyId, ...overrides });
  return { clinic, studyId, photoId: photo?.id ?? '', draft };
}

const byKey = (sources: { key: string }[]) => Object.fromEntries(sources.map((s) => [s.key, s]));

describe('measurementSources: values from a photo', () => {
  it('marks ticked values from the photo, keeps them across saves, and shows a changed one as changed', async () => {
    const w = await world();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/reports/draft',
      headers: bearer(w.clinic.token),
      payload: w.draft({
        estimatedFetalWeight: '1650 g',
        amnioticFluid: 'AFI 12.5 cm',
        measurementSources: [
          { fetus: 'A', key: 'efw', photoId: w.photoId },
          { fetus: 'A', key: 'afi', photoId: w.photoId },
        ],
      }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const report = created.json();
    expect(byKey(report.measurementSources)).toMatchObject({
      efw: { fetus: 'A', scanner: 'photo', photoId: w.photoId, scannerValue: 1650, unit: 'g', changed: false },
      afi: { scanner: 'photo', photoId: w.photoId, scannerValue: 12.5, unit: 'cm', changed: false },
    });

    // An auto-save that names no sources keeps them; the doctor's new weight shows as changed.
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/reports/${report.id}`,
      headers: bearer(w.clinic.token),
      payload: w.draft({ estimatedFetalWeight: '1700 g', amnioticFluid: 'AFI 12.5 cm' }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(byKey(saved.json().measurementSources)).toMatchObject({
      efw: { photoId: w.photoId, scannerValue: 1650, changed: true },
      afi: { photoId: w.photoId, changed: false },
    });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/reports/${report.id}`,
      headers: bearer(w.clinic.token),
    });
    expect(byKey(read.json().measurementSources).efw).toMatchObject({ changed: true, photoId: w.photoId });
  });

  it('gives no source for a photo of another clinic, another study or none at all', async () => {
    const a = await world();
    const b = await world();
    const mine = await world();
    for (const photoId of [a.photoId, randomUUID()]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/reports/draft',
        headers: bearer(b.clinic.token),
        payload: b.draft({ estimatedFetalWeight: '1650 g', measurementSources: [{ fetus: 'A', key: 'efw', photoId }] }),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().measurementSources).toEqual([]);
    }
    // The same clinic's photo of another study is not this report's either.
    const otherStudy = await t.app.inject({
      method: 'POST',
      url: '/api/reports/draft',
      headers: bearer(mine.clinic.token),
      payload: mine.draft({
        studyId: (await world()).studyId,
        estimatedFetalWeight: '1650 g',
        measurementSources: [{ fetus: 'A', key: 'efw', photoId: mine.photoId }],
      }),
    });
    expect([200, 400, 404]).toContain(otherStudy.statusCode);
    if (otherStudy.statusCode === 200) expect(otherStudy.json().measurementSources).toEqual([]);
  });

  it('refuses a photo id that is not an id', async () => {
    const w = await world();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reports/draft',
      headers: bearer(w.clinic.token),
      payload: w.draft({ measurementSources: [{ fetus: 'A', key: 'efw', photoId: "x' OR 1=1" }] }),
    });
    expect(res.statusCode).toBe(400);
  });
});
