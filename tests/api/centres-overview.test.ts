import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganisation, currentUser, type Organisation } from '../support/centre-helpers.ts';
import { bearer, buildReport, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { addMember } from '../support/team-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** The organisation admin's view across centres (issue 18 §4). */
let t: TestApp;
let org: Organisation;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-20T06:30:00Z'));
  org = await buildOrganisation(t.app, t.mailer.sent);
  // First centre: two patients today, one draft, ₹1,500.50 this month (and ₹999 last month, not counted).
  const a = await registerPatient(t.app, org.owner.token);
  await registerPatient(t.app, org.owner.token);
  await post('/api/reports/draft', org.owner.token, { ...buildReport(a.id), status: 'draft' });
  await post('/api/payments', org.owner.token, pay(a.id, 1500.5, '2026-11-03'));
  await post('/api/payments', org.owner.token, pay(a.id, 999, '2026-10-30'));
  // Second centre: one obstetric patient with a finalized report (a Form F, incomplete) and ₹700.
  const b = await registerPatient(t.app, org.secondAdmin.token, { isObstetric: true, spouseName: 'Ravi Sharma' });
  await post('/api/reports', org.secondAdmin.token, buildReport(b.id, 'obstetric_second_third_trimester'));
  await post('/api/payments', org.secondAdmin.token, pay(b.id, 700, '2026-11-20'));
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
async function post(url: string, token: string, payload: object) {
  const res = await t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res;
}
const pay = (patientId: string, amount: number, paymentDate: string) => ({
  patientId,
  amount,
  paymentMethod: 'cash',
  paymentDate,
});
const ANALYTICS = '/api/analytics?from=2026-11-01&to=2026-11-30&granularity=month';

describe('GET /api/centres/overview', () => {
  it('gives organisation admins a row per centre with today’s patients, drafts, this month’s revenue and the register', async () => {
    const res = await get('/api/centres/overview', org.owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().centres).toEqual([
      expect.objectContaining({
        id: org.primaryId,
        patientsToday: 2,
        pendingReports: 1,
        revenueThisMonth: '1500.50',
        readOnly: false,
        // Both centres were made this month: October had nothing to file (issue 28).
        register: { month: '2026-11', forms: 0, incomplete: 0, lastMonthFiled: null },
      }),
      expect.objectContaining({
        id: org.secondId,
        patientsToday: 1,
        pendingReports: 0,
        revenueThisMonth: '700.00',
        register: { month: '2026-11', forms: 1, incomplete: 1, lastMonthFiled: null },
      }),
    ]);
    // ...and the dashboard of the centre made today warns of no missing filing either.
    const pending = await get('/api/pcpndt-filings/pending', org.secondAdmin.token);
    expect(pending.json()).toEqual({ month: null, dueDate: null, overdue: false });
  });

  it('is refused to everyone else (403) and shows a clinic on its own only itself', async () => {
    const doctor = await addMember(t.app, t.mailer.sent, org.owner.token, 'doctor');
    for (const token of [org.secondAdmin.token, doctor.token])
      expect((await get('/api/centres/overview', token)).statusCode).toBe(403);
    const alone = await signUpTrialClinic(t.app);
    const rows = (await get('/api/centres/overview', alone.token)).json().centres;
    expect(rows.map((r: { id: string }) => r.id)).toEqual([(await currentUser(t.app, alone.token)).clinicId]);
  });

  it('a write in any centre through this server shows at once (the 2-second copy is cleared)', async () => {
    const today = async () =>
      (await get('/api/centres/overview', org.owner.token))
        .json()
        .centres.find((c: { id: string }) => c.id === org.secondId).patientsToday;
    const before = await today();
    await registerPatient(t.app, org.secondAdmin.token);
    expect(await today()).toBe(before + 1);
  });
});

describe('analytics across centres', () => {
  it('totals every centre for centre=all and shows one centre as its own page does', async () => {
    const own = [(await get(ANALYTICS, org.owner.token)).json(), (await get(ANALYTICS, org.secondAdmin.token)).json()];
    const all = await get(`${ANALYTICS}&centre=all`, org.owner.token);
    expect(all.statusCode).toBe(200);
    const totals = all.json().volume.totals;
    expect(totals.patients).toBe(own[0].volume.totals.patients + own[1].volume.totals.patients);
    expect(all.json().revenue.totals.total).toBe('2200.50');
    expect(all.json().pcpndt.currentRegister.total).toBe(1);
    const second = await get(`${ANALYTICS}&centre=${org.secondId}`, org.owner.token);
    expect(second.json().volume).toEqual(own[1].volume);
    expect(second.json().revenue).toEqual(own[1].revenue);
  });

  it('refuses the filter to others (403) and another organisation’s centre like a random id (404)', async () => {
    expect((await get(`${ANALYTICS}&centre=all`, org.secondAdmin.token)).statusCode).toBe(403);
    expect((await get(`${ANALYTICS}&centre=${org.primaryId}`, org.secondAdmin.token)).statusCode).toBe(403);
    const other = await signUpTrialClinic(t.app);
    const otherId = (await currentUser(t.app, other.token)).clinicId;
    const answers = await Promise.all(
      [otherId, randomUUID()].map((id) => get(`${ANALYTICS}&centre=${id}`, org.owner.token)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([404, 404]);
    expect(answers[0]?.body).toBe(answers[1]?.body);
    expect((await get(`${ANALYTICS}&centre=elsewhere`, org.owner.token)).statusCode).toBe(400);
  });

  it('a write in any centre clears the all-centres total on this server', async () => {
    const before = (await get(`${ANALYTICS}&centre=all`, org.owner.token)).json().volume.totals.patients;
    await registerPatient(t.app, org.secondAdmin.token);
    const after = (await get(`${ANALYTICS}&centre=all`, org.owner.token)).json().volume.totals.patients;
    expect(after).toBe(before + 1);
  });
});
