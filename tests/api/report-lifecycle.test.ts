import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '../../core/messages.ts';
import { studies } from '../../db/schema/studies.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { bearer, buildReport, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { addMember } from '../support/team-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// The lifecycle's explicit steps (issue 31): POST /api/reports/:id/finalize and /amend, each
// declaring the permission it needs, through the same transition as the spec's POST and PUT.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'POST' | 'PUT' | 'GET', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A clinic on Professional with a doctor, a receptionist and an admin not linked to a doctor. */
async function clinicWithTeam() {
  const clinic = await signUpTrialClinic(t.app);
  await buyPlan(t.app, clinic.token, 'professional');
  const doctor = await addMember(t.app, t.mailer.sent, clinic.token, 'doctor');
  const receptionist = await addMember(t.app, t.mailer.sent, clinic.token, 'receptionist');
  const plainAdmin = await addMember(t.app, t.mailer.sent, clinic.token, 'admin');
  const patient = await registerPatient(t.app, receptionist.token);
  return { clinic, doctor, receptionist, plainAdmin, patient };
}

/** A draft the front desk started: a patient and a type. */
async function draftOf(token: string, patientId: string): Promise<string> {
  const res = await call('POST', '/api/reports', token, { patientId, reportType: 'abdominal', status: 'draft' });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

describe('POST /api/reports/:id/finalize', () => {
  it('signs the draft as the caller’s doctor, a new version, and completes its study', async () => {
    const { doctor, receptionist, patient } = await clinicWithTeam();
    const id = await draftOf(receptionist.token, patient.id);
    t.clock.advance(60_000);
    const res = await call('POST', `/api/reports/${id}/finalize`, doctor.token, buildReport(patient.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'finalized',
      amended: false,
      version: 2,
      impression: 'No significant abnormality.',
      signature: { userId: doctor.userId, version: 2, signedAt: t.clock.now().toISOString() },
    });
    const [study] = await t.handle.db
      .select({ status: studies.status })
      .from(studies)
      .where(and(eq(studies.id, res.json().studyId)));
    expect(study?.status).toBe('completed');
    const versions = await call('GET', `/api/reports/${id}/versions`, doctor.token);
    expect(versions.json().map((v: { version: number; status: string }) => [v.version, v.status])).toEqual([
      [1, 'draft'],
    ]);
  });

  it('answers a finalize retried with its Idempotency-Key with the first answer, not 409', async () => {
    const { doctor, receptionist, patient } = await clinicWithTeam();
    const id = await draftOf(receptionist.token, patient.id);
    const finalize = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/reports/${id}/finalize`,
        headers: { ...bearer(doctor.token), 'idempotency-key': `finalize-${id}` },
        payload: buildReport(patient.id),
      });
    const first = await finalize();
    t.clock.advance(60_000);
    const again = await finalize();
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ status: 'finalized', version: 2 });
    // Without the key the second finalize is what it is: the report is no longer a draft.
    expect((await call('POST', `/api/reports/${id}/finalize`, doctor.token, buildReport(patient.id))).statusCode).toBe(
      409,
    );
  });

  it('refuses roles that may not sign, before reading the body (403)', async () => {
    const { receptionist, plainAdmin, patient } = await clinicWithTeam();
    const id = await draftOf(receptionist.token, patient.id);
    const byReceptionist = await call('POST', `/api/reports/${id}/finalize`, receptionist.token, {});
    expect([byReceptionist.statusCode, byReceptionist.json()]).toEqual([
      403,
      { message: 'Receptionists cannot finalize reports', reason: 'role' },
    ]);
    const byUnlinked = await call('POST', `/api/reports/${id}/finalize`, plainAdmin.token, buildReport(patient.id));
    expect([byUnlinked.statusCode, byUnlinked.json()]).toEqual([
      403,
      { message: 'Administrators not linked to a doctor cannot finalize reports', reason: 'role' },
    ]);
    expect((await call('GET', `/api/reports/${id}`, receptionist.token)).json()).toMatchObject({ status: 'draft' });
  });

  it('refuses an incomplete report (400, each missing field), an already finalized one (409) and unknown ids (404)', async () => {
    const { doctor, receptionist, patient } = await clinicWithTeam();
    const id = await draftOf(receptionist.token, patient.id);
    const incomplete = await call('POST', `/api/reports/${id}/finalize`, doctor.token, {
      patientId: patient.id,
      reportType: 'abdominal',
    });
    expect(incomplete.statusCode).toBe(400);
    expect(
      incomplete
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['clinicalDetails', 'doctorName', 'doctorRegistrationNumber', 'impression', 'technique']);
    expect((await call('POST', `/api/reports/${id}/finalize`, doctor.token, buildReport(patient.id))).statusCode).toBe(
      200,
    );
    const again = await call('POST', `/api/reports/${id}/finalize`, doctor.token, buildReport(patient.id));
    expect([again.statusCode, again.json().message]).toEqual([409, REPORT_MESSAGES.alreadyFinalized]);
    const unknown = await call(
      'POST',
      '/api/reports/00000000-0000-4000-8000-000000000000/finalize',
      doctor.token,
      buildReport(patient.id),
    );
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, REPORT_MESSAGES.notFound]);
  });

  it('answers another clinic’s report as not found and leaves it a draft', async () => {
    const { receptionist, patient } = await clinicWithTeam();
    const id = await draftOf(receptionist.token, patient.id);
    const other = await signUpTrialClinic(t.app);
    const otherPatient = await registerPatient(t.app, other.token);
    const res = await call('POST', `/api/reports/${id}/finalize`, other.token, buildReport(otherPatient.id));
    expect([res.statusCode, res.json().message]).toEqual([404, REPORT_MESSAGES.notFound]);
    expect((await call('GET', `/api/reports/${id}`, receptionist.token)).json()).toMatchObject({ status: 'draft' });
  });
});

describe('POST /api/reports/:id/amend', () => {
  it('keeps the signed version, saves the new content amended and signed again', async () => {
    const { clinic, doctor, patient } = await clinicWithTeam();
    const created = await call('POST', '/api/reports', doctor.token, buildReport(patient.id));
    const id = created.json().id as string;
    t.clock.advance(60_000);
    const res = await call('POST', `/api/reports/${id}/amend`, clinic.token, {
      ...buildReport(patient.id),
      impression: 'Mild hepatomegaly.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'finalized',
      amended: true,
      version: 2,
      impression: 'Mild hepatomegaly.',
      signature: { doctorName: 'Dr. Rakesh Mehta', version: 2, signedAt: t.clock.now().toISOString() },
    });
    const versions = (await call('GET', `/api/reports/${id}/versions`, doctor.token)).json();
    expect(versions).toMatchObject([{ version: 1, status: 'finalized', impression: 'No significant abnormality.' }]);
  });

  it('refuses a draft (409), roles that may not sign (403) and another clinic (404)', async () => {
    const { doctor, receptionist, plainAdmin, patient } = await clinicWithTeam();
    const draft = await draftOf(receptionist.token, patient.id);
    const onDraft = await call('POST', `/api/reports/${draft}/amend`, doctor.token, buildReport(patient.id));
    expect([onDraft.statusCode, onDraft.json().message]).toEqual([409, REPORT_MESSAGES.notFinalized]);

    const id = (await call('POST', '/api/reports', doctor.token, buildReport(patient.id))).json().id as string;
    const byReceptionist = await call('POST', `/api/reports/${id}/amend`, receptionist.token, buildReport(patient.id));
    expect([byReceptionist.statusCode, byReceptionist.json()]).toEqual([
      403,
      { message: 'Receptionists cannot edit finalized reports', reason: 'role' },
    ]);
    const byUnlinked = await call('POST', `/api/reports/${id}/amend`, plainAdmin.token, buildReport(patient.id));
    expect([byUnlinked.statusCode, byUnlinked.json()]).toEqual([
      403,
      { message: 'Administrators not linked to a doctor cannot edit finalized reports', reason: 'role' },
    ]);
    const other = await signUpTrialClinic(t.app);
    const otherPatient = await registerPatient(t.app, other.token);
    const foreign = await call('POST', `/api/reports/${id}/amend`, other.token, buildReport(otherPatient.id));
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, REPORT_MESSAGES.notFound]);
    expect((await call('GET', `/api/reports/${id}`, doctor.token)).json()).toMatchObject({
      version: 1,
      amended: false,
    });
  });
});

describe('the spec’s calls go through the same lifecycle', () => {
  it('auto-saving a finalized report is refused; PUT of a finalized report amends it', async () => {
    const { doctor, patient } = await clinicWithTeam();
    const id = (await call('POST', '/api/reports', doctor.token, buildReport(patient.id))).json().id as string;
    const autoSave = await call('POST', '/api/reports/draft', doctor.token, {
      ...buildReport(patient.id),
      id,
      status: 'draft',
    });
    expect([autoSave.statusCode, autoSave.json().message]).toEqual([409, REPORT_MESSAGES.notADraft]);
    // Saved "as a draft", an edit of a finalized report still amends it: it never un-finalizes.
    const put = await call('PUT', `/api/reports/${id}`, doctor.token, { ...buildReport(patient.id), status: 'draft' });
    expect(put.json()).toMatchObject({ status: 'finalized', amended: true, version: 2, signature: { version: 2 } });
  });
});
