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
  it('screens a woman marked pregnant by her record alone: at creation and on a later save', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const marked = await registerPatient(t.app, clinic.token, { spouseName: 'Ravi Sharma', isObstetric: true });
    const unmarked = await registerPatient(t.app, clinic.token);
    const words = { impression: 'Bulky uterus. Penis seen.' };
    const refused = await api(clinic.token, 'POST', '/api/reports', buildReport(marked.id, 'pelvic', words));
    expect(refusedFields(refused)).toContain('impression');
    expect(refused.json().message).toContain('Penis');
    // Not marked pregnant and no gestation in the text: anatomy words of a pelvic scan pass.
    const other = await api(clinic.token, 'POST', '/api/reports', buildReport(unmarked.id, 'pelvic', words));
    expect(other.statusCode).toBe(201);
    // A draft of hers saved clean, then saved again with the words: refused, the draft unchanged.
    const draft = await api(
      clinic.token,
      'POST',
      '/api/reports',
      buildReport(marked.id, 'pelvic', { status: 'draft' }),
    );
    expect(draft.statusCode).toBe(201);
    const id = draft.json().id as string;
    const again = await api(
      clinic.token,
      'PUT',
      `/api/reports/${id}`,
      buildReport(marked.id, 'pelvic', { ...words, status: 'draft' }),
    );
    expect(refusedFields(again)).toContain('impression');
    const stored = await t.app.inject({ method: 'GET', url: `/api/reports/${id}`, headers: bearer(clinic.token) });
    expect(stored.json().impression).not.toContain('Penis');
  });

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
