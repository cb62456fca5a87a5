import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyPlan } from '../support/billing-helpers.ts';
import { bearer, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { addMember } from '../support/team-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 28: `GET /api/payments` gave every role every payment of the clinic, unpaged, so a
 * receptionist could sum the revenue they may not see. It is paged for everyone now, and a
 * receptionist's pages hold today's payments and the ones they recorded themselves.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const istToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(t.clock.now());
const pay = async (token: string, patientId: string, amount: number, paymentDate: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: bearer(token),
    payload: { patientId, amount, paymentMethod: 'cash', paymentDate },
  });
  if (res.statusCode !== 201) throw new Error(`payment failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; amount: string };
};
const list = (token: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/payments${query}`, headers: bearer(token) });
const amounts = async (token: string, query = '') =>
  ((await list(token, query)).json().payments as { amount: string }[]).map((p) => p.amount).sort();

/** A Basic clinic (seats to spare) with two receptionists and a patient. */
async function clinicWithFrontDesk() {
  const clinic = await signUpTrialClinic(t.app);
  await buyPlan(t.app, clinic.token, 'basic');
  const first = await addMember(t.app, t.mailer.sent, clinic.token, 'receptionist');
  const second = await addMember(t.app, t.mailer.sent, clinic.token, 'receptionist');
  const patient = await registerPatient(t.app, clinic.token);
  return { admin: clinic.token, first: first.token, second: second.token, patientId: patient.id };
}

describe('who sees which payments', () => {
  it("an administrator and a doctor see all; a receptionist today's and their own", async () => {
    const c = await clinicWithFrontDesk();
    const doctor = await addMember(t.app, t.mailer.sent, c.admin, 'doctor');
    const today = istToday();
    await pay(c.admin, c.patientId, 101, '2026-10-01');
    await pay(c.admin, c.patientId, 102, today);
    await pay(c.first, c.patientId, 201, '2026-09-15');
    await pay(c.first, c.patientId, 202, today);
    await pay(c.second, c.patientId, 301, '2026-10-05');

    const all = ['101.00', '102.00', '201.00', '202.00', '301.00'];
    expect(await amounts(c.admin)).toEqual(all);
    expect(await amounts(doctor.token)).toEqual(all);
    const admin = (await list(c.admin)).json();
    expect(admin).toMatchObject({ total: 5, totalPages: 1, page: 1, scope: 'all' });

    const first = (await list(c.first)).json();
    expect(first).toMatchObject({ total: 3, totalPages: 1, page: 1, scope: 'today-and-own' });
    expect(await amounts(c.first)).toEqual(['102.00', '201.00', '202.00']);
    expect(await amounts(c.second)).toEqual(['102.00', '202.00', '301.00']);
    // One patient's payments follow the same rule.
    expect(await amounts(c.first, `?patientId=${c.patientId}`)).toEqual(['102.00', '201.00', '202.00']);
    // The summary (the sum they may not see) stays closed to them.
    const summary = await t.app.inject({ method: 'GET', url: '/api/payments/summary', headers: bearer(c.first) });
    expect(summary.statusCode).toBe(403);
  });
});

describe('paging', () => {
  it('pages 20 at a time by default, newest first, with total and totalPages, for every role', async () => {
    const c = await clinicWithFrontDesk();
    for (let day = 1; day <= 25; day++) {
      await pay(c.first, c.patientId, day, `2026-10-${String(day).padStart(2, '0')}`);
    }
    for (const token of [c.admin, c.first]) {
      const one = (await list(token)).json();
      expect(one).toMatchObject({ total: 25, totalPages: 2, page: 1 });
      expect(one.payments).toHaveLength(20);
      expect(one.payments[0].paymentDate).toBe('2026-10-25');
      const two = (await list(token, '?page=2')).json();
      expect(two.payments.map((p: { paymentDate: string }) => p.paymentDate)).toEqual([
        '2026-10-05',
        '2026-10-04',
        '2026-10-03',
        '2026-10-02',
        '2026-10-01',
      ]);
      const ids = new Set([...one.payments, ...two.payments].map((p: { id: string }) => p.id));
      expect(ids.size).toBe(25);
      expect((await list(token, '?page=2&limit=10')).json().payments).toHaveLength(10);
    }
    // The other receptionist recorded none of them and none is today's.
    expect((await list(c.second)).json()).toMatchObject({ payments: [], total: 0, totalPages: 1 });
    for (const bad of ['?limit=101', '?limit=0', '?page=0', '?page=x']) {
      const res = await list(c.admin, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });
});

describe('across clinics', () => {
  it("no role of one clinic sees another clinic's payments, today's included", async () => {
    const a = await clinicWithFrontDesk();
    const b = await clinicWithFrontDesk();
    await pay(a.admin, a.patientId, 111, istToday());
    await pay(a.first, a.patientId, 112, '2026-10-01');
    for (const token of [b.admin, b.first, b.second]) {
      expect((await list(token)).json()).toMatchObject({ payments: [], total: 0 });
      expect((await list(token, `?patientId=${a.patientId}`)).json()).toMatchObject({ payments: [], total: 0 });
    }
    expect(await amounts(a.first)).toEqual(['111.00', '112.00']);
  });
});
