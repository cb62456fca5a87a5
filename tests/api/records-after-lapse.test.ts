import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildPatient, signUpTrialClinic } from '../support/factories.ts';
import { makeFormF, obstetricReport } from '../support/formf-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const relogin = async (email: string, password: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })).json().token as string;

describe('records stay readable after the subscription lapses (PC-PNDT s.29, Rule 9)', () => {
  it('reads of Form F, the register, its CSV, reports and patients answer 200; every write answers 402', async () => {
    t.clock.set(new Date('2026-11-10T06:00:00Z'));
    const clinic = await signUpTrialClinic(t.app);
    const form = await makeFormF(t.app, clinic.token);
    // Trial (5 days) over: the movable clock passes its end.
    t.clock.advance(6 * DAY);
    const token = await relogin(clinic.email, clinic.password);

    const reads = [
      `/api/pcpndt-forms`,
      `/api/pcpndt-forms/${form.id}`,
      `/api/pcpndt-forms/${form.id}/amendments`,
      '/api/pcpndt-forms/register?month=2026-11',
      '/api/pcpndt-forms/register.csv?month=2026-11',
      // The PDFs are exports of the same records (issue 19): readable after a lapse too.
      `/api/pcpndt-forms/${form.id}/pdf`,
      '/api/pcpndt-forms/register/pdf?month=2026-11',
      `/api/reports/${form.reportId}/pdf`,
      '/api/reports',
      `/api/reports/${form.reportId}`,
      `/api/patients/${form.patientId}`,
      '/api/clinic',
    ];
    for (const url of reads) {
      const res = await call(token, 'GET', url);
      expect(res.statusCode, url).toBe(200);
    }
    // Printing is reading: the print is recorded in the audit trail, the record does not change.
    expect((await call(token, 'POST', `/api/pcpndt-forms/${form.id}/printed`)).statusCode).toBe(204);
    const before = (await call(token, 'GET', `/api/pcpndt-forms/${form.id}`)).json();

    const writes: Array<[string, 'POST' | 'PUT', string, object | undefined]> = [
      ['edit a Form F', 'PUT', `/api/pcpndt-forms/${form.id}`, { findings: 'changed after the lapse' }],
      ['submit a Form F', 'POST', `/api/pcpndt-forms/${form.id}/submit`, undefined],
      ['create a report', 'POST', '/api/reports', obstetricReport(form.patientId)],
      ['register a patient', 'POST', '/api/patients', buildPatient()],
      ['change settings', 'PUT', '/api/clinic', { name: 'Lotus Imaging' }],
    ];
    for (const [what, method, url, payload] of writes) {
      const res = await call(token, method, url, payload);
      expect(res.statusCode, what).toBe(402);
      expect(res.json().reason, what).toBe('trial-expired');
    }
    expect((await call(token, 'GET', `/api/pcpndt-forms/${form.id}`)).json()).toEqual(before);
    // What is not a kept record stays closed: the dashboard and payments.
    expect((await call(token, 'GET', '/api/dashboard/stats')).statusCode).toBe(402);
    expect((await call(token, 'GET', '/api/payments')).statusCode).toBe(402);
  });

  it('while the trial runs, the same writes succeed (the refusal above is the lapse, not the route)', async () => {
    t.clock.set(new Date('2026-11-10T06:00:00Z'));
    const clinic = await signUpTrialClinic(t.app);
    const form = await makeFormF(t.app, clinic.token);
    const res = await call(clinic.token, 'PUT', `/api/pcpndt-forms/${form.id}`, { findings: 'Normal study' });
    expect(res.statusCode).toBe(200);
  });
});
