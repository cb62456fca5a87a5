import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_MESSAGES } from '../../core/validation/text-rules.ts';
import { createCentre } from '../support/centre-helpers.ts';
import { bearer, buildPatient, buildReport, signUpTrialClinic } from '../support/factories.ts';
import { makeFormF } from '../support/formf-helpers.ts';
import { buildCustomTemplate, clinicOnPlan, createTemplate } from '../support/template-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 28: a lone UTF-16 surrogate answered 500 (PostgreSQL refuses it), and bidi overrides
 * were accepted in names that go into messages and prints. Both are 400 in the JSON error
 * shape now, on the field, and nothing is written.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (token: string, method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });

/** `message` undefined: a union field (report findings: sections or one text) says only "Invalid input". */
function expectRefused(res: { statusCode: number; json: () => unknown }, field: string, message?: string) {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { message: string; errors: { field: string; message: string }[] };
  expect(typeof body.message).toBe('string');
  expect(body.errors).toContainEqual({ field, message: message ?? expect.any(String) });
}

const RLO = 'Sharma \u202eClinic';
const ISOLATE = 'Asha \u2066Verma\u2069';

describe('a lone surrogate is invalid text, not a 500', () => {
  it('in Form F findings and the other Form F text', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const form = await makeFormF(t.app, clinic.token);
    const url = `/api/pcpndt-forms/${form.id}`;
    expectRefused(
      await send(clinic.token, 'PUT', url, { findings: 'Single live fetus \ud800' }),
      'findings',
      TEXT_MESSAGES.invalidText,
    );
    expectRefused(
      await send(clinic.token, 'PUT', url, { witnessName: '\udc00' }),
      'witnessName',
      TEXT_MESSAGES.invalidText,
    );
    const after = await t.app.inject({ method: 'GET', url, headers: bearer(clinic.token) });
    expect(after.json().findings).not.toContain('Single live fetus');
  });

  it("in a report's findings and its template answers", async () => {
    const clinic = await clinicOnPlan(t.app, 'trial');
    const findings = buildReport(clinic.patientId, 'abdominal', { findings: { liver: 'Normal \ud83d' } });
    expectRefused(await send(clinic.token, 'POST', '/api/reports', findings), 'findings');
    const answers = buildReport(clinic.patientId, 'abdominal', { templateData: { note: '\ud800' } });
    expectRefused(
      await send(clinic.token, 'POST', '/api/reports', answers),
      'templateData.note',
      TEXT_MESSAGES.invalidText,
    );
  });

  it('in a patient name', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const res = await send(clinic.token, 'POST', '/api/patients', buildPatient({ firstName: 'Asha\ud800' }));
    expectRefused(res, 'firstName', TEXT_MESSAGES.invalidText);
  });
});

describe('bidi embeddings, overrides and isolates are refused in every name', () => {
  it('clinic, doctor, patient, user and invitee names', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const { token } = clinic;
    const current = (await t.app.inject({ method: 'GET', url: '/api/clinic', headers: bearer(token) })).json();
    expectRefused(await send(token, 'PUT', '/api/clinic', { name: RLO }), 'name', TEXT_MESSAGES.directionControls);
    expect((await t.app.inject({ method: 'GET', url: '/api/clinic', headers: bearer(token) })).json().name).toBe(
      current.name,
    );
    const doctor = { name: `Dr. ${RLO}`, registrationNumber: 'KMC/2011/889', qualification: 'MD Radiology' };
    expectRefused(await send(token, 'POST', '/api/doctors', doctor), 'name', TEXT_MESSAGES.directionControls);
    expectRefused(
      await send(token, 'POST', '/api/patients', buildPatient({ lastName: ISOLATE })),
      'lastName',
      TEXT_MESSAGES.directionControls,
    );
    const profile = { firstName: RLO, lastName: 'Verma', email: 'asha@example.in' };
    expectRefused(await send(token, 'PUT', '/api/auth/profile', profile), 'firstName', TEXT_MESSAGES.directionControls);
    const invitation = { email: 'new.member@example.in', firstName: 'Ravi', lastName: ISOLATE, role: 'receptionist' };
    expectRefused(
      await send(token, 'POST', '/api/team/invitations', invitation),
      'lastName',
      TEXT_MESSAGES.directionControls,
    );
    const form = await makeFormF(t.app, token);
    expectRefused(
      await send(token, 'PUT', `/api/pcpndt-forms/${form.id}`, { spouseName: RLO }),
      'spouseName',
      TEXT_MESSAGES.directionControls,
    );
  });

  it('template and centre names (Enterprise)', async () => {
    const clinic = await clinicOnPlan(t.app, 'enterprise');
    const template = await createTemplate(t.app, clinic.token, buildCustomTemplate({ name: `Carotid ${RLO}` }));
    expectRefused(template, 'name', TEXT_MESSAGES.directionControls);
    expectRefused(await createCentre(t.app, clinic.token, { name: RLO }), 'name', TEXT_MESSAGES.directionControls);
  });
});
