// Dates are a year back: the API refuses a procedure date after the real today (issue 22's calendar rule).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILING_MESSAGES as M } from '../../core/formf/register-filing.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { bearer, signUpTrialClinic } from '../support/factories.ts';
import { completeFormF, makeFormF } from '../support/formf-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const file = (token: string, month: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/pcpndt-filings/${month}`, headers: bearer(token), payload });
const registerOf = async (token: string, month: string) =>
  (await get(token, `/api/pcpndt-forms/register?month=${month}`)).json() as { rows: Array<{ formId: string }> };
/** Moves the clock and signs in again (a jump of days outlives the 30-minute session). */
async function at(clinic: { email: string; password: string }, moment: string) {
  t.clock.set(new Date(moment));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: clinic.email, password: clinic.password },
  });
  return res.json().token as string;
}
const filing = {
  filedOn: '2025-12-03',
  filedWith: 'District Appropriate Authority, Gurugram',
  referenceNumber: 'AA/GGN/2025/1187',
};

describe('the register by procedure date (Rule 9(1))', () => {
  it('a scan done on 1 December but corrected to 28 November is in November’s register, not December’s', async () => {
    // Scanned early on 1 December, India time (still 30 November in UTC).
    t.clock.set(new Date('2025-11-30T20:00:00Z'));
    const clinic = await signUpTrialClinic(t.app);
    const form = await makeFormF(t.app, clinic.token);
    const december = await makeFormF(t.app, clinic.token);
    // Without a recorded procedure date, the scan's own (clinic) day decides: December.
    expect((await registerOf(clinic.token, '2025-12')).rows.map((r) => r.formId)).toEqual([
      form.formId,
      december.formId,
    ]);
    expect((await registerOf(clinic.token, '2025-11')).rows).toEqual([]);

    await completeFormF(t.app, clinic.token, form.id, '2025-11-28');
    expect((await registerOf(clinic.token, '2025-11')).rows.map((r) => r.formId)).toEqual([form.formId]);
    expect((await registerOf(clinic.token, '2025-12')).rows.map((r) => r.formId)).toEqual([december.formId]);
    // The CSV and the forms export follow the same rule.
    const csv = (await get(clinic.token, '/api/pcpndt-forms/register.csv?month=2025-11')).body;
    expect(csv).toContain(form.formId);
    expect(csv).not.toContain(december.formId);
    const forms = (await get(clinic.token, '/api/pcpndt-forms/forms.csv?month=2025-11')).body;
    expect(forms).toContain(form.formId);
    expect(forms).not.toContain(december.formId);
  });
});

describe('the record that the monthly report was filed (Rule 9(8))', () => {
  it('dashboard warns from the 1st until the filing is recorded; the record keeps date, authority, reference and who', async () => {
    t.clock.set(new Date('2025-11-10T06:00:00Z'));
    const clinic = await signUpTrialClinic(t.app);
    // A paid month, so the clinic is open through the dates below.
    await buyPlan(t.app, clinic.token, 'basic');
    // In the month the clinic joined there is nothing to file yet.
    expect((await get(clinic.token, '/api/pcpndt-filings/pending')).json()).toEqual({
      month: null,
      dueDate: null,
      overdue: false,
    });
    // 1 December, 00:30 India time: November's report is now due.
    let token = await at(clinic, '2025-11-30T19:00:00Z');
    expect((await get(token, '/api/pcpndt-filings/pending')).json()).toEqual({
      month: '2025-11',
      dueDate: '2025-12-05',
      overdue: false,
    });
    expect((await get(token, '/api/pcpndt-filings/2025-11')).json()).toEqual({
      month: '2025-11',
      dueDate: '2025-12-05',
      filing: null,
    });
    token = await at(clinic, '2025-12-06T06:00:00Z');
    expect((await get(token, '/api/pcpndt-filings/pending')).json().overdue).toBe(true);

    const saved = await file(token, '2025-11', filing);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      month: '2025-11',
      dueDate: '2025-12-05',
      filing: { month: '2025-11', ...filing, recordedByName: 'Asha Verma', recordedAt: '2025-12-06T06:00:00.000Z' },
    });
    expect((await get(token, '/api/pcpndt-filings/2025-11')).json()).toEqual(saved.json());
    expect((await get(token, '/api/pcpndt-filings/pending')).json().month).toBeNull();

    // A correction replaces the record (one per month).
    const corrected = await file(token, '2025-11', { ...filing, referenceNumber: 'AA/GGN/2025/1188' });
    expect(corrected.json().filing.referenceNumber).toBe('AA/GGN/2025/1188');
  });

  it('refuses a filing date before the month ended or in the future, and empty or control-character text', async () => {
    t.clock.set(new Date('2025-12-03T06:00:00Z'));
    const clinic = await signUpTrialClinic(t.app);
    const cases: Array<[object, string, string]> = [
      [{ ...filing, filedOn: '2025-11-30' }, 'filedOn', M.filedOnBeforeMonth],
      [{ ...filing, filedOn: '2025-12-04' }, 'filedOn', M.filedOnFuture],
      [{ ...filing, filedOn: '2025-02-30' }, 'filedOn', M.filedOnInvalid],
      [{ ...filing, filedWith: '  ' }, 'filedWith', M.filedWithRequired],
      [{ ...filing, referenceNumber: 'AA\u0000' }, 'referenceNumber', 'Text contains characters that are not allowed'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await file(clinic.token, '2025-11', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors).toContainEqual({ field, message });
    }
    // A month that does not exist names no record: 404, like an unknown id.
    expect((await file(clinic.token, '2025-13', filing)).statusCode).toBe(404);
    expect((await get(clinic.token, '/api/pcpndt-filings/2025-11')).json().filing).toBeNull();
  });

  it("is per clinic: another clinic's filing is neither seen nor changed", async () => {
    t.clock.set(new Date('2025-12-03T06:00:00Z'));
    const owner = await signUpTrialClinic(t.app);
    const other = await signUpTrialClinic(t.app);
    await file(owner.token, '2025-11', filing);
    expect((await get(other.token, '/api/pcpndt-filings/2025-11')).json().filing).toBeNull();
    await file(other.token, '2025-11', { ...filing, referenceNumber: 'OTHER/1' });
    expect((await get(owner.token, '/api/pcpndt-filings/2025-11')).json().filing.referenceNumber).toBe(
      filing.referenceNumber,
    );
  });

  it('after a lapse the filing can be read but not recorded (402)', async () => {
    t.clock.set(new Date('2025-11-28T06:00:00Z'));
    const clinic = await signUpTrialClinic(t.app);
    const token = await at(clinic, '2025-12-04T06:00:00Z');
    expect((await get(token, '/api/pcpndt-filings/2025-11')).statusCode).toBe(200);
    expect((await get(token, '/api/pcpndt-filings/pending')).statusCode).toBe(200);
    expect((await file(token, '2025-11', filing)).statusCode).toBe(402);
  });
});
