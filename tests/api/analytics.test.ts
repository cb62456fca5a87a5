import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bucketsOf } from '../../core/analytics/analytics-range.ts';
import type { Analytics } from '../../core/analytics/analytics-schemas.ts';
import { patients } from '../../db/schema/patients.ts';
import { studies } from '../../db/schema/studies.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import { expectedAnalytics, expectMatches } from '../support/analytics-expected.ts';
import { seedClinic, TZ } from '../support/analytics-seed.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { bearer, buildPatientEdit, clinicIdOf, signUpClinic, signUpTrialClinic } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 1000 });
});
afterAll(() => t.close());

/** 15 March 2026, 11:30 IST: "now" for every request below. */
const NOW = new Date('2026-03-15T06:00:00Z');

const get = (token: string, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/analytics?${query}`, headers: bearer(token) });

describe('GET /api/analytics', () => {
  let token: string;
  let clinicId: string;

  beforeAll(async () => {
    t.clock.set(NOW);
    const clinic = await signUpClinic(t.app);
    await buyPlan(t.app, clinic.token, 'professional');
    token = clinic.token;
    clinicId = await clinicIdOf(t.app, token);
    await seedClinic(t.handle.db, clinicId);
  });

  it.each([
    ['2026-01-01', '2026-03-15', 'day'],
    ['2026-01-01', '2026-03-15', 'week'],
    ['2025-03-16', '2026-03-15', 'month'],
    ['2026-02-01', '2026-02-28', 'day'],
    ['2026-01-31', '2026-02-01', 'day'],
  ] as const)('matches the base tables for %s to %s by %s', async (from, to, granularity) => {
    const res = await get(token, `from=${from}&to=${to}&granularity=${granularity}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Analytics;
    expect(body.range).toMatchObject({
      from,
      to,
      granularity,
      timeZone: TZ,
      buckets: bucketsOf(from, to, granularity),
    });
    expectMatches(body, await expectedAnalytics(t.handle.db, clinicId, from, to, granularity, NOW));
  });

  it('puts 23:59 and 00:01 IST on either side of a month end', async () => {
    const body = (await get(token, 'from=2026-01-31&to=2026-02-01&granularity=day')).json() as Analytics;
    const [jan31, feb1] = body.volume.series;
    expect(jan31?.bucket).toBe('2026-01-31');
    expect(feb1?.bucket).toBe('2026-02-01');
    expect(jan31?.patients).toBeGreaterThanOrEqual(1);
    expect(feb1?.patients).toBeGreaterThanOrEqual(1);
  });

  it('follows edits: a cancelled study, a changed referrer and a payment show at once', async () => {
    const range = 'from=2026-01-01&to=2026-03-15&granularity=month';
    const before = (await get(token, range)).json() as Analytics;
    const [open] = await t.handle.db.select().from(studies).where(eq(studies.clinicId, clinicId));
    const [patient] = await t.handle.db.select().from(patients).where(eq(patients.clinicId, clinicId));
    if (!open || !patient) throw new Error('seed missing');
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/studies/${open.id}`,
      headers: bearer(token),
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/patients/${patient.id}`,
      headers: bearer(token),
      payload: buildPatientEdit({ referringDoctorName: 'Dr. Neha Kapoor' }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const pay = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: bearer(token),
      payload: { patientId: patient.id, amount: '1234.56', paymentMethod: 'upi', paymentDate: '2026-03-14' },
    });
    expect(pay.statusCode, pay.body).toBe(201);
    const after = (await get(token, range)).json() as Analytics;
    expect(after.revenue.totals.total).not.toBe(before.revenue.totals.total);
    expectMatches(after, await expectedAnalytics(t.handle.db, clinicId, '2026-01-01', '2026-03-15', 'month', NOW));
  });

  it('answers 400 for bad dates, a reversed range and more than 3 years', async () => {
    for (const [query, field] of [
      ['from=2026-02-30&to=2026-03-01', 'from'],
      ['from=0000-01-01&to=2026-03-01', 'from'],
      ['from=2026-03-01&to=yesterday', 'to'],
      ['from=2026-03-02&to=2026-03-01', 'from'],
      ['from=2023-03-01&to=2026-03-02', 'to'],
      ['from=2026-01-01&to=2026-03-01&granularity=year', 'granularity'],
    ]) {
      const res = await get(token, query as string);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors?.[0]?.field, query).toBe(field);
    }
    expect((await get(token, 'from=2023-03-03&to=2026-03-02')).statusCode).toBe(200);
  });

  it('is closed to Trial and Basic plans with reason feature_locked, and to a lapsed subscription', async () => {
    const trial = await signUpTrialClinic(t.app);
    const trialRes = await get(trial.token, 'from=2026-03-01&to=2026-03-15');
    expect(trialRes.statusCode).toBe(402);
    expect(trialRes.json()).toMatchObject({ reason: 'feature_locked' });
    expect(trialRes.json().message).toMatch(/Professional/);
    const basic = await signUpClinic(t.app);
    await buyPlan(t.app, basic.token, 'basic');
    expect((await get(basic.token, 'from=2026-03-01&to=2026-03-15')).json()).toMatchObject({
      reason: 'feature_locked',
    });
    const enterprise = await signUpClinic(t.app);
    await buyPlan(t.app, enterprise.token, 'enterprise');
    expect((await get(enterprise.token, 'from=2026-03-01&to=2026-03-15')).statusCode).toBe(200);

    const lapsing = await signUpClinic(t.app);
    await buyPlan(t.app, lapsing.token, 'professional');
    const lapsingId = await clinicIdOf(t.app, lapsing.token);
    await t.handle.db
      .update(subscriptions)
      .set({ endDate: new Date(NOW.getTime() - 60_000) })
      .where(eq(subscriptions.clinicId, lapsingId));
    const lapsed = await get(lapsing.token, 'from=2026-03-01&to=2026-03-15');
    expect(lapsed.statusCode).toBe(402);
    expect(lapsed.json().reason).toBe('expired');
  });

  it('shows a clinic only its own records', async () => {
    const other = await signUpClinic(t.app);
    await buyPlan(t.app, other.token, 'professional');
    const body = (await get(other.token, 'from=2025-03-16&to=2026-03-15&granularity=month')).json() as Analytics;
    expect(body.volume.totals).toMatchObject({ patients: 0, studiesScheduled: 0, reportsFinalized: 0 });
    expect(body.revenue.totals.total).toBe('0.00');
    expect(body.turnaround.slowestOpen).toEqual([]);
    expect(body.referrals.rows).toEqual([]);
    expect(body.pcpndt.currentRegister.total).toBe(0);
  });

  it('needs a signed-in user', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/analytics?from=2026-03-01&to=2026-03-15' })).statusCode,
    ).toBe(401);
  });
});
