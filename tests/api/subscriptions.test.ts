import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpClinic } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

describe('plans and the free trial', () => {
  it('lists the four seeded plans with their prices, professional marked most popular', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/subscription/plans' });
    expect(res.statusCode).toBe(200);
    const plans = res.json();
    expect(plans.map((p: { id: string; price: number }) => [p.id, p.price])).toEqual([
      ['trial', 0],
      ['basic', 600],
      ['professional', 1000],
      ['enterprise', 2000],
    ]);
    expect(plans.filter((p: { mostPopular: boolean }) => p.mostPopular).map((p: { id: string }) => p.id)).toEqual([
      'professional',
    ]);
    expect(plans[1].features).toContain('PCPNDT Form-F compliance');
  });

  it('shows a new clinic its pending subscription', async () => {
    const clinic = await signUpClinic(t.app, { subscriptionPlan: 'basic' });
    const res = await t.app.inject({ method: 'GET', url: '/api/subscriptions/active', headers: bearer(clinic.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'pending', planId: 'basic', planName: 'Basic', endDate: null });
  });

  it('starts a 5-day trial once per clinic, also under 10 concurrent calls', async () => {
    const clinic = await signUpClinic(t.app);
    const calls = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({ method: 'POST', url: '/api/subscription/activate-trial', headers: bearer(clinic.token) }),
      ),
    );
    const statuses = calls.map((c) => c.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    const active = (
      await t.app.inject({ method: 'GET', url: '/api/subscriptions/active', headers: bearer(clinic.token) })
    ).json();
    expect(active.status).toBe('trial');
    const length = new Date(active.endDate).getTime() - t.clock.now().getTime();
    expect(length).toBe(5 * DAY);
  });

  it('refuses a second trial after the first expired, and changes nothing', async () => {
    const clinic = await signUpClinic(t.app);
    await t.app.inject({ method: 'POST', url: '/api/subscription/activate-trial', headers: bearer(clinic.token) });
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/subscriptions/active', headers: bearer(clinic.token) })
    ).json();
    t.clock.advance(6 * DAY);
    const fresh = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: clinic.email, password: clinic.password },
      })
    ).json().token;
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/activate-trial',
      headers: bearer(fresh),
    });
    expect(again.statusCode).toBe(409);
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/subscriptions/active', headers: bearer(fresh) })
    ).json();
    expect(after).toEqual(before);
  });

  it('needs a session for the clinic-specific calls', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/subscriptions/active' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/subscription/activate-trial' })).statusCode).toBe(401);
  });

  it('starting one clinic’s trial leaves another clinic pending', async () => {
    const a = await signUpClinic(t.app);
    const b = await signUpClinic(t.app);
    await t.app.inject({ method: 'POST', url: '/api/subscription/activate-trial', headers: bearer(a.token) });
    const bSub = (
      await t.app.inject({ method: 'GET', url: '/api/subscriptions/active', headers: bearer(b.token) })
    ).json();
    expect(bSub.status).toBe('pending');
  });
});
