import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildReport, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 29 §1: the guard scopes a report by pregnancy, not by template, and covers every text that
 * prints beyond reports, patients and Form F (payments, clinic details, templates), with a 400
 * that names the field and the words; deity names in addresses and referrers still pass.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DISCLOSURE = /must not (?:record or disclose|ask for or state) the sex of the foetus/;
type Method = 'POST' | 'PUT';
const api = (token: string, method: Method, url: string, payload: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });
const istToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(t.clock.now());

function refusedFields(res: { statusCode: number; json: () => { message: string; errors?: { field: string }[] } }) {
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toMatch(DISCLOSURE);
  return res.json().errors?.map((e) => e.field) ?? [];
}

describe('a pelvic or abdominal report of a pregnant woman is screened at the obstetric level', () => {
  it.each([
    ['pelvic', { impression: 'Gravid uterus, 30 weeks, B/G: B' }, 'impression', 'B/G'],
    ['pelvic', { impression: 'Early IUP 9 weeks; penis seen' }, 'impression', 'penis'],
    ['abdominal', { impression: 'Live intrauterine pregnancy of 20 weeks, male baby, XY' }, 'impression', 'male'],
  ])('refuses a %s report saying %o', async (reportType, fields, field, words) => {
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token);
    const res = await api(clinic.token, 'POST', '/api/reports', buildReport(patient.id, reportType, fields));
    expect(refusedFields(res)).toContain(field);
    expect(res.json().message).toContain(words);
  });
});

describe('texts that print beyond reports', () => {
  it('refuses payment notes and received-by that disclose, and accepts "Brought by beti"', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token);
    const base = { patientId: patient.id, amount: 800, paymentMethod: 'cash', paymentDate: istToday() };
    expect(
      refusedFields(await api(clinic.token, 'POST', '/api/payments', { ...base, notes: 'pet mein beta' })),
    ).toContain('notes');
    expect(
      refusedFields(await api(clinic.token, 'POST', '/api/payments', { ...base, receivedBy: 'beta hi hoga' })),
    ).toContain('receivedBy');
    const ok = await api(clinic.token, 'POST', '/api/payments', { ...base, notes: 'Brought by beti' });
    expect(ok.statusCode).toBe(201);
  });

  it("refuses a disclosure in the clinic's name and address, and accepts a deity's name", async () => {
    const clinic = await signUpTrialClinic(t.app);
    expect(refusedFields(await api(clinic.token, 'PUT', '/api/clinic', { name: 'Beta Hoga Scans' }))).toContain('name');
    expect(
      refusedFields(
        await api(clinic.token, 'PUT', '/api/clinic', {
          name: 'Lotus Diagnostics',
          address: 'Lane 4, male fetus chowk, Pune 411001',
        }),
      ),
    ).toContain('address');
    const ok = await api(clinic.token, 'PUT', '/api/clinic', {
      name: 'Jai Mata Di Diagnostics',
      address: 'Near Laxmi Aai Mandir, Kolhapur 416001',
    });
    expect(ok.statusCode).toBe(200);
  });
});
