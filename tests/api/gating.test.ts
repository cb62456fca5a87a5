import { eq } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { bearer, clinicIdOf, signUpClinic, signUpTrialClinic } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const routes: RouteOptions[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ onRoute: (route) => void routes.push(route) });
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const relogin = async (clinic: { email: string; password: string }) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: clinic.email, password: clinic.password },
    })
  ).json().token as string;
// A settings write stands for every gated feature; billing must stay open.
const gatedCall = (token: string) =>
  t.app.inject({ method: 'PUT', url: '/api/clinic', headers: bearer(token), payload: { name: 'Lotus Imaging' } });
const billingCall = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/billing-transactions', headers: bearer(token) });

describe('every API route decides its gating', () => {
  it('declares a feature, or is explicitly ungated, or is one of the public auth and catalogue routes', async () => {
    const PUBLIC = new Set([
      'POST /api/auth/signup',
      'POST /api/auth/login',
      'POST /api/auth/login/two-factor',
      'POST /api/auth/verify-email',
      'POST /api/auth/forgot-password',
      'POST /api/auth/reset-password',
      'GET /api/subscription/plans',
      'GET /api/login',
    ]);
    const undecided = routes
      .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/test/'))
      .flatMap((route) =>
        (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({ method, route })),
      )
      .filter(({ method }) => method !== 'HEAD')
      .filter(
        ({ method, route }) =>
          !PUBLIC.has(`${method} ${route.url}`) && !route.config?.feature && !route.config?.ungated,
      )
      .map(({ method, route }) => `${method} ${route.url}`);
    expect(routes.length).toBeGreaterThan(10);
    expect(undecided).toEqual([]);
  });
});

describe('subscription gating on the server (accounts spec §4.1)', () => {
  it('pending: only the dashboard (and billing) — other features answer 402 and point to /subscription', async () => {
    const clinic = await signUpClinic(t.app);
    const res = await gatedCall(clinic.token);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      message: 'Please select and activate your subscription plan to start using the product.',
      reason: 'pending',
      redirectTo: '/subscription',
    });
    expect((await billingCall(clinic.token)).statusCode).toBe(200);
  });

  it('gates before validating, so a refused caller learns nothing from the body rules', async () => {
    const clinic = await signUpClinic(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/clinic',
      headers: bearer(clinic.token),
      payload: { name: '' },
    });
    expect(res.statusCode).toBe(402);
    // The subscription refusal itself, with no word of the body's faults.
    expect(res.json()).toEqual({
      message: 'Please select and activate your subscription plan to start using the product.',
      reason: 'pending',
      redirectTo: '/subscription',
    });
  });

  it('trial running: open; trial over: 402 with the trial message, billing still open, no second trial', async () => {
    const clinic = await signUpTrialClinic(t.app);
    expect((await gatedCall(clinic.token)).statusCode).toBe(200);
    t.clock.advance(5 * DAY + 60_000);
    const token = await relogin(clinic);
    const res = await gatedCall(token);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      message: 'Your 5-day trial has expired. Choose a plan to continue using the product.',
      reason: 'trial-expired',
      redirectTo: '/billing?tab=plans',
    });
    expect((await billingCall(token)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/subscription/activate-trial', headers: bearer(token) }))
        .statusCode,
    ).toBe(409);
    // Paying restores access at once.
    await buyPlan(t.app, token, 'basic');
    expect((await gatedCall(token)).statusCode).toBe(200);
  });

  it('paid month over: 402 with the renewal message', async () => {
    const clinic = await signUpClinic(t.app);
    await buyPlan(t.app, clinic.token, 'basic');
    t.clock.advance(32 * DAY);
    const res = await gatedCall(await relogin(clinic));
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      message: 'Your subscription has expired. Renew now to restore access to all features.',
      reason: 'expired',
    });
  });

  it.each(['cancelled', 'expired', 'suspended'])('%s subscription: 402', async (status) => {
    const clinic = await signUpClinic(t.app);
    await buyPlan(t.app, clinic.token, 'basic');
    await t.handle.db
      .update(subscriptions)
      .set({ status })
      .where(eq(subscriptions.clinicId, await clinicIdOf(t.app, clinic.token)));
    expect((await gatedCall(clinic.token)).statusCode).toBe(402);
    expect((await billingCall(clinic.token)).statusCode).toBe(200);
  });

  it('no subscription record: every gated feature refused, active subscription 404', async () => {
    const clinic = await signUpClinic(t.app);
    await t.handle.db.delete(subscriptions).where(eq(subscriptions.clinicId, await clinicIdOf(t.app, clinic.token)));
    const res = await gatedCall(clinic.token);
    expect(res.statusCode).toBe(402);
    expect(res.json().reason).toBe('no-subscription');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/subscriptions/active', headers: bearer(clinic.token) }))
        .statusCode,
    ).toBe(404);
  });

  it('reports usage with the subscription', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/subscriptions/active', headers: bearer(clinic.token) });
    expect(res.json().usage).toEqual({
      patientsThisMonth: 0,
      reportsThisMonth: 0,
      users: 1,
      storageMb: 0,
      limits: { patientsPerMonth: null, reportsPerMonth: 10, users: 1, storageMb: 1024 },
    });
  });
});
