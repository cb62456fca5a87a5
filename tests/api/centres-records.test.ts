import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CENTRE_READ_ONLY } from '../../core/centres/centre-access.ts';
import { patients } from '../../db/schema/patients.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { buildOrganisation, createCentre, currentUser, switchCentre } from '../support/centre-helpers.ts';
import { bearer, buildReport, registerPatient } from '../support/factories.ts';
import { buildInvitation, invite } from '../support/team-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** Each centre keeps its own records and series; the organisation's plan spans them (issue 18). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-20T06:30:00Z'));
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const series = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}-${String(i + 1).padStart(6, '0')}`);

describe('human ids and the Form F register per centre', () => {
  it('numbers patients, reports and payments per centre, with no gap or repeat under concurrency', async () => {
    const org = await buildOrganisation(t.app, t.mailer.sent);
    const tokens = [org.owner.token, org.secondAdmin.token];
    const n = 8;
    const patients = await Promise.all(
      tokens.map((token) => Promise.all(Array.from({ length: n }, () => registerPatient(t.app, token)))),
    );
    for (const list of patients) expect(list.map((p) => p.patientId).sort()).toEqual(series('P', n));
    const reports = await Promise.all(
      tokens.map((token, c) =>
        Promise.all((patients[c] ?? []).map((p) => post('/api/reports', token, buildReport(p.id)))),
      ),
    );
    for (const list of reports) {
      expect(list.map((r) => r.statusCode)).toEqual(Array(n).fill(201));
      expect(list.map((r) => r.json().reportId).sort()).toEqual(series('R', n));
    }
    const payments = await Promise.all(
      tokens.map((token, c) =>
        Promise.all(
          (patients[c] ?? []).map((p) =>
            post('/api/payments', token, {
              patientId: p.id,
              amount: 800,
              paymentMethod: 'cash',
              paymentDate: '2026-11-20',
            }),
          ),
        ),
      ),
    );
    for (const list of payments) expect(list.map((r) => r.json().paymentId).sort()).toEqual(series('PAY', n));
  });

  it('keeps one Form F register per centre, each starting at serial 1', async () => {
    const org = await buildOrganisation(t.app, t.mailer.sent);
    const tokens = [org.owner.token, org.secondAdmin.token];
    const names = ['Lakshmi', 'Farida'];
    for (const [i, token] of tokens.entries()) {
      const patient = await registerPatient(t.app, token, {
        firstName: names[i],
        isObstetric: true,
        spouseName: 'Ravi Sharma',
      });
      const res = await post('/api/reports', token, buildReport(patient.id, 'obstetric_second_third_trimester'));
      expect(res.statusCode).toBe(201);
    }
    for (const [i, token] of tokens.entries()) {
      const register = (await get('/api/pcpndt-forms/register?month=2026-11', token)).json();
      expect(register.rows).toHaveLength(1);
      expect(register.rows[0]).toMatchObject({ serialNo: 1, formId: 'F-000001' });
      expect(register.rows[0].patientName).toContain(names[i]);
    }
  });
});

describe('plan limits span the organisation', () => {
  it('counts reports and seats of every centre against the plan', async () => {
    const org = await buildOrganisation(t.app, t.mailer.sent);
    const patient = await registerPatient(t.app, org.secondAdmin.token);
    for (let i = 0; i < 10; i++)
      expect((await post('/api/reports', org.secondAdmin.token, buildReport(patient.id))).statusCode).toBe(201);
    // The organisation's subscription (the primary centre's row) drops to a plan of 10 reports and 1 user.
    await t.handle.db
      .update(subscriptions)
      .set({ planId: 'trial', status: 'trial', endDate: new Date('2026-11-25T00:00:00Z') })
      .where(eq(subscriptions.clinicId, org.primaryId));
    const mine = await registerPatient(t.app, org.owner.token);
    const refused = await post('/api/reports', org.owner.token, buildReport(mine.id));
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toContain('10 reports a month');
    const team = (await get('/api/team', org.owner.token)).json();
    // The owner works in both centres and counts once; the second centre's admin counts too.
    expect(team.seats).toEqual({ used: 2, limit: 1 });
    const invited = await invite(t.app, org.owner.token, buildInvitation('receptionist'));
    expect(invited.statusCode).toBe(402);
    expect(invited.json()).toMatchObject({ reason: 'plan_limit' });
  });
});

describe('leaving Enterprise', () => {
  it('makes the extra centre read-only (view, print, export; writes 402), keeps the first centre working and deletes nothing', async () => {
    const org = await buildOrganisation(t.app, t.mailer.sent);
    const kept = await registerPatient(t.app, org.secondAdmin.token, { isObstetric: true, spouseName: 'Ravi Sharma' });
    const report = await post(
      '/api/reports',
      org.secondAdmin.token,
      buildReport(kept.id, 'obstetric_second_third_trimester'),
    );
    expect(report.statusCode).toBe(201);
    await buyPlan(t.app, org.owner.token, 'professional');

    expect((await currentUser(t.app, org.secondAdmin.token)).centre).toMatchObject({ readOnly: true, primary: false });
    const listed = (await get('/api/centres', org.owner.token)).json();
    expect(listed.map((c: { readOnly: boolean }) => c.readOnly)).toEqual([false, true]);
    for (const url of [
      `/api/patients/${kept.id}`,
      `/api/reports/${report.json().id}`,
      '/api/pcpndt-forms/register?month=2026-11',
      '/api/pcpndt-forms/register.csv?month=2026-11',
      '/api/patients',
    ])
      expect((await get(url, org.secondAdmin.token)).statusCode, url).toBe(200);
    const writes = [
      await post('/api/patients', org.secondAdmin.token, { firstName: 'New' }),
      await post('/api/reports', org.secondAdmin.token, buildReport(kept.id)),
      await post('/api/team/invitations', org.secondAdmin.token, buildInvitation('receptionist')),
      await t.app.inject({
        method: 'PUT',
        url: `/api/centres/${org.secondId}`,
        headers: bearer(org.owner.token),
        payload: { name: 'Renamed' },
      }),
    ];
    for (const res of writes) {
      expect(res.statusCode).toBe(402);
      expect(res.json()).toMatchObject({ message: CENTRE_READ_ONLY.message, reason: 'centre-read-only' });
    }
    // The primary centre works on under Professional, and no new centre can be added.
    expect((await registerPatient(t.app, org.owner.token)).patientId).toMatch(/^P-/);
    expect((await createCentre(t.app, org.owner.token)).statusCode).toBe(402);
    const stored = await t.handle.db.select().from(patients).where(eq(patients.clinicId, org.secondId));
    expect(stored.map((p) => p.id)).toEqual([kept.id]);

    await buyPlan(t.app, org.owner.token, 'enterprise');
    expect((await post('/api/patients', org.secondAdmin.token, {})).statusCode).toBe(400);
    expect((await registerPatient(t.app, org.secondAdmin.token)).patientId).toBe('P-000002');
  });
});

describe('billing is the organisation’s', () => {
  it('shows the same subscription everywhere, and billing only to organisation admins', async () => {
    const org = await buildOrganisation(t.app, t.mailer.sent);
    const fromSecond = (await get('/api/subscriptions/active', org.secondAdmin.token)).json();
    expect(fromSecond).toMatchObject({ planId: 'enterprise', status: 'active' });
    const refused = await get('/api/billing-transactions', org.secondAdmin.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      "Administrators of this centre cannot manage billing and plans: only the organisation's administrators can",
    );
    const atPrimary = (await get('/api/billing-transactions', org.owner.token)).json();
    await switchCentre(t.app, org.owner.token, org.secondId);
    const atSecond = (await get('/api/billing-transactions', org.owner.token)).json();
    expect(atSecond).toEqual(atPrimary);
    expect(atSecond.length).toBeGreaterThan(0);
  });
});
