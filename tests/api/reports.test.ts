import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES as M } from '../../core/messages.ts';
import { reports } from '../../db/schema/reports.ts';
import { studies } from '../../db/schema/studies.ts';
import { bearer, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { obstetricReport } from '../support/formf-helpers.ts';
import { testAppForFile } from '../support/test-app.ts';

const t = testAppForFile();

function abdominal(patientId: string, overrides: Record<string, unknown> = {}) {
  return {
    patientId,
    doctorName: 'Dr. Rakesh Mehta',
    doctorRegistrationNumber: 'HMC/2019/4521',
    reportType: 'abdominal',
    clinicalDetails: 'Pain in right upper quadrant',
    technique: 'Transabdominal real-time B-mode',
    findings: { liver: 'Mildly enlarged (16 cm) with increased echogenicity.', gallbladder: '' },
    impression: 'Grade I fatty liver.',
    recommendations: 'LFT correlation.',
    ...overrides,
  };
}

/** The obstetric report the Form F tests send, with the growth measurements and EDD besides. */
function obstetric(patientId: string, overrides: Record<string, unknown> = {}) {
  return obstetricReport(patientId, {
    expectedDeliveryDate: '2027-03-08',
    biparietalDiameter: 60.5,
    femurLength: 44,
    ...overrides,
  });
}

const create = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/reports', headers: bearer(token), payload });
const list = (token: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/reports?${query}`, headers: bearer(token) });

describe('POST /api/reports', () => {
  it('finalizes a report with findings as Label: text lines, keeps section values, and makes a study', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token);
    const res = await create(clinic.token, abdominal(patient.id));
    expect(res.statusCode).toBe(201);
    const report = res.json();
    expect(report).toMatchObject({
      reportId: 'R-000001',
      status: 'finalized',
      version: 1,
      patientCode: patient.patientId,
      studyCode: 'S-000001',
    });
    expect(report.findings).toContain('Liver: Mildly enlarged (16 cm) with increased echogenicity.');
    expect(report.findings).toMatch(/Gall ?[Bb]ladder: Normal/);
    expect(report.sectionValues.liver).toBe('Mildly enlarged (16 cm) with increased echogenicity.');
    expect(report.finalizedAt).toBe(t.clock.now().toISOString());
    const [study] = await t.handle.db.select().from(studies).where(eq(studies.id, report.studyId));
    expect(study).toMatchObject({ status: 'completed', studyType: 'abdominal' });
  });

  it('links the patient’s scheduled study instead of making a new one', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token);
    const study = (
      await t.app.inject({
        method: 'POST',
        url: '/api/studies',
        headers: bearer(clinic.token),
        payload: { patientId: patient.id, studyType: 'abdominal', scheduledDate: t.clock.now().toISOString() },
      })
    ).json();
    const report = (await create(clinic.token, abdominal(patient.id))).json();
    expect(report.studyId).toBe(study.id);
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['no patient', { patientId: undefined }, 'patientId', M.patientRequired],
    ['no doctor name', { doctorName: ' ' }, 'doctorName', M.doctorNameRequired],
    ['no registration number', { doctorRegistrationNumber: '' }, 'doctorRegistrationNumber', M.registrationRequired],
    ['unknown template', { reportType: 'xray' }, 'reportType', M.templateRequired],
    ['no clinical indication', { clinicalDetails: '' }, 'clinicalDetails', M.clinicalDetailsRequired],
    ['no technique', { technique: undefined }, 'technique', M.techniqueRequired],
    ['no impression', { impression: '' }, 'impression', M.impressionRequired],
    ['43 weeks', { pregnancyWeeks: 43 }, 'pregnancyWeeks', M.weeksRange],
    ['7 days', { pregnancyDays: 7 }, 'pregnancyDays', M.daysRange],
    ['a fetal sex value', { sexDetermination: 'male' }, 'sexDetermination', M.sexDetermination],
  ];

  it.each(invalid)('refuses %s with the spec message', async (_name, override, field, message) => {
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token);
    const res = await create(clinic.token, abdominal(patient.id, override));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
  });

  it('stores an obstetric report with sexDetermination not_determined and no fetal sex anywhere', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token);
    const res = await create(clinic.token, obstetric(patient.id, { sexDetermination: undefined }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      sexDetermination: 'not_determined',
      pregnancyWeeks: 24,
      biparietalDiameter: 60.5,
      expectedDeliveryDate: '2027-03-08',
    });
  });

  it.each([
    ['findings.fetalAnatomy', { findings: { fetalAnatomy: 'Male fetus with normal anatomy' } }],
    ['impression', { impression: 'Single live fetus, baby girl.' }],
    ['recommendations', { recommendations: 'Sex of the fetus is female.' }],
  ])('refuses an obstetric report whose %s names a fetal sex, and stores nothing', async (field, override) => {
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token);
    const res = await create(clinic.token, obstetric(patient.id, override));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/must not record or disclose the sex of the foetus/);
    expect(res.json().errors?.[0]?.field).toBe(field);
    expect((await list(clinic.token, 'page=1&limit=20')).json().total).toBe(0);
  });

  it('refuses another clinic’s patient or doctor', async () => {
    const a = await signUpTrialClinic(t.app);
    const b = await signUpTrialClinic(t.app);
    const aPatient = await registerPatient(t.app, a.token);
    expect((await create(b.token, abdominal(aPatient.id))).statusCode).toBe(404);
    const aDoctor = (await t.app.inject({ method: 'GET', url: '/api/doctors', headers: bearer(a.token) })).json()[0];
    const bPatient = await registerPatient(t.app, b.token);
    const res = await create(b.token, abdominal(bPatient.id, { doctorId: aDoctor.id }));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.doctorNotFound);
  });

  it('enforces the trial’s 10 reports a month', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token);
    for (let i = 0; i < 10; i++) expect((await create(clinic.token, abdominal(patient.id))).statusCode).toBe(201);
    const eleventh = await create(clinic.token, abdominal(patient.id));
    expect(eleventh.statusCode).toBe(402);
    expect(eleventh.json().message).toContain('10 reports a month');
  });
});

describe('drafts (auto-save)', () => {
  it('creates a draft from an incomplete form, then overwrites it in place, then finalizes it', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token);
    const draft = async (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/reports/draft', headers: bearer(clinic.token), payload });
    const first = await draft({ patientId: patient.id, reportType: 'abdominal', isDraft: true, status: 'draft' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'draft', impression: null, version: 1 });
    const second = await draft({
      id: first.json().id,
      patientId: patient.id,
      reportType: 'abdominal',
      impression: 'So far normal',
      status: 'draft',
    });
    expect(second.json()).toMatchObject({ id: first.json().id, impression: 'So far normal', version: 1 });
    const final = await t.app.inject({
      method: 'PATCH',
      url: `/api/reports/${first.json().id}`,
      headers: bearer(clinic.token),
      payload: abdominal(patient.id, { status: 'finalized' }),
    });
    expect(final.json()).toMatchObject({ status: 'finalized', version: 2 });
    const again = await draft({ id: first.json().id, patientId: patient.id, reportType: 'abdominal' });
    expect(again.statusCode).toBe(409);
    expect((await list(clinic.token, 'page=1&limit=20')).json().total).toBe(1);
  });

  it('still needs a patient and a template', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reports/draft',
      headers: bearer(clinic.token),
      payload: { reportType: 'kub' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: 'patientId', message: M.patientRequired });
  });
});

describe('Save Draft (issue 28): a patient and a type now, the rest at finalize', () => {
  const save = (token: string, method: 'PATCH' | 'PUT', id: string, payload: object) =>
    t.app.inject({ method, url: `/api/reports/${id}`, headers: bearer(token), payload });
  const incomplete = [
    { field: 'doctorName', message: M.doctorNameRequired },
    { field: 'doctorRegistrationNumber', message: M.registrationRequired },
    { field: 'clinicalDetails', message: M.clinicalDetailsRequired },
    { field: 'technique', message: M.techniqueRequired },
    { field: 'impression', message: M.impressionRequired },
  ];

  it('stores a draft with no doctor, technique or impression; finalizing it asks for each', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token);
    const draft = await create(clinic.token, { patientId: patient.id, reportType: 'abdominal', status: 'draft' });
    expect(draft.statusCode).toBe(201);
    expect(draft.json()).toMatchObject({ status: 'draft', doctorName: null, technique: null, impression: null });
    const id = draft.json().id as string;
    const partial = { patientId: patient.id, reportType: 'abdominal', clinicalDetails: 'Pain' };
    const kept = await save(clinic.token, 'PATCH', id, { ...partial, status: 'draft' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ status: 'draft', clinicalDetails: 'Pain', version: 1 });
    const finalize = await save(clinic.token, 'PATCH', id, { ...partial, status: 'finalized' });
    expect(finalize.statusCode).toBe(400);
    expect(finalize.json().errors).toEqual(incomplete.filter((e) => e.field !== 'clinicalDetails'));
    const done = await save(clinic.token, 'PATCH', id, abdominal(patient.id, { status: 'finalized' }));
    expect(done.json()).toMatchObject({ status: 'finalized', version: 2 });
  });

  it('an edit of a finalized report sent as a draft stays finalized, so it must be complete', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token);
    const report = (await create(clinic.token, abdominal(patient.id))).json();
    const res = await save(clinic.token, 'PUT', report.id, abdominal(patient.id, { status: 'draft', impression: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'impression', message: M.impressionRequired }]);
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/reports/${report.id}`,
      headers: bearer(clinic.token),
    });
    expect(stored.json()).toMatchObject({ impression: 'Grade I fatty liver.', version: 1 });
  });
});

describe('editing and versions', () => {
  it('PUT and PATCH update the report and keep each previous version with who and when', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token);
    const report = (await create(clinic.token, abdominal(patient.id))).json();
    t.clock.advance(60_000);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/reports/${report.id}`,
      headers: bearer(clinic.token),
      payload: abdominal(patient.id, { impression: 'Grade II fatty liver.' }),
    });
    expect(put.json()).toMatchObject({
      impression: 'Grade II fatty liver.',
      version: 2,
      status: 'finalized',
      reportId: report.reportId,
    });
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/reports/${report.id}`,
      headers: bearer(clinic.token),
      payload: abdominal(patient.id, { impression: 'Grade III fatty liver.' }),
    });
    expect(patch.json().version).toBe(3);
    const versions = (
      await t.app.inject({ method: 'GET', url: `/api/reports/${report.id}/versions`, headers: bearer(clinic.token) })
    ).json();
    expect(versions.map((v: { version: number; impression: string }) => [v.version, v.impression])).toEqual([
      [2, 'Grade II fatty liver.'],
      [1, 'Grade I fatty liver.'],
    ]);
    expect(versions[0].editedBy).toBe(
      (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(clinic.token) })).json().id,
    );
  });

  it('refuses moving a report to another patient, and cross-clinic edits, changing nothing', async () => {
    const a = await signUpTrialClinic(t.app);
    const b = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, a.token);
    const other = await registerPatient(t.app, a.token);
    const report = (await create(a.token, abdominal(patient.id))).json();
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/reports/${report.id}`,
      headers: bearer(a.token),
      payload: abdominal(other.id),
    });
    expect(moved.statusCode).toBe(400);
    const bPatient = await registerPatient(t.app, b.token);
    const cross = await t.app.inject({
      method: 'PUT',
      url: `/api/reports/${report.id}`,
      headers: bearer(b.token),
      payload: abdominal(bPatient.id, { impression: 'Hijacked' }),
    });
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/reports/00000000-0000-4000-8000-000000000000',
      headers: bearer(b.token),
      payload: abdominal(bPatient.id),
    });
    expect(cross.statusCode).toBe(404);
    expect(cross.body).toBe(unknown.body);
    const [row] = await t.handle.db.select().from(reports).where(eq(reports.id, report.id));
    expect(row).toMatchObject({ impression: 'Grade I fatty liver.', version: 1 });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/reports/${report.id}`, headers: bearer(b.token) })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/reports/${report.id}/versions`, headers: bearer(b.token) }))
        .statusCode,
    ).toBe(404);
  });

  it('round-trips a flattened findings text back into sections', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token);
    const first = (await create(clinic.token, abdominal(patient.id))).json();
    const again = (
      await t.app.inject({
        method: 'PUT',
        url: `/api/reports/${first.id}`,
        headers: bearer(clinic.token),
        payload: abdominal(patient.id, { findings: first.findings }),
      })
    ).json();
    expect(again.sectionValues).toEqual(first.sectionValues);
  });
});

describe('GET /api/reports', () => {
  it('pages, filters by status and type, and searches by report id and patient name', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const meera = await registerPatient(t.app, clinic.token, { firstName: 'Meera' });
    const ravi = await registerPatient(t.app, clinic.token, { firstName: 'Ravi', gender: 'male' });
    await create(clinic.token, abdominal(meera.id));
    await create(clinic.token, obstetric(meera.id));
    await t.app.inject({
      method: 'POST',
      url: '/api/reports/draft',
      headers: bearer(clinic.token),
      payload: { patientId: ravi.id, reportType: 'kub' },
    });
    const all = (await list(clinic.token, 'page=1&limit=20')).json();
    expect(all).toMatchObject({ total: 3, totalPages: 1 });
    expect((await list(clinic.token, 'page=1&limit=20&status=draft')).json().total).toBe(1);
    expect((await list(clinic.token, 'page=1&limit=20&reportType=obstetric_second_third_trimester')).json().total).toBe(
      1,
    );
    expect((await list(clinic.token, 'page=1&limit=20&search=meera')).json().total).toBe(2);
    expect((await list(clinic.token, 'page=1&limit=20&search=R-000001')).json().total).toBe(1);
    expect((await list(clinic.token, 'page=1&limit=2')).json()).toMatchObject({ total: 3, totalPages: 2 });
    expect((await list(clinic.token, `page=1&limit=20&patientId=${ravi.id}`)).json().total).toBe(1);
  });

  it('shows a clinic only its own reports', async () => {
    const a = await signUpTrialClinic(t.app);
    const b = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, a.token);
    await create(a.token, abdominal(patient.id));
    expect((await list(b.token, 'page=1&limit=20')).json().total).toBe(0);
    expect((await list(b.token, 'page=1&limit=20&search=sunita')).json().total).toBe(0);
  });
});
