import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSAL_REASON_NOTES } from '../../core/http/refusal-reasons.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { createCentre } from '../support/centre-helpers.ts';
import { bearer, buildSignup, signUpClinic, signUpTrialClinic } from '../support/factories.ts';
import { addMember, buildInvitation, invite } from '../support/team-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Every refusal says why as `reason` (core/http/refusal-reasons.ts, issue 31), beside the status
 * and message it always had, so the browser recognises a refusal without reading its text.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ contactMessagesPerHour: 1 });
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const send = (method: 'POST' | 'PUT', url: string, payload: unknown, token?: string) =>
  t.app.inject({ method, url, payload: payload as object, headers: token ? bearer(token) : {} });

describe('refusal reasons', () => {
  it('validation: a body the schema refuses, and malformed JSON', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const invalid = await send('PUT', '/api/auth/change-password', { currentPassword: '' }, clinic.token);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().reason).toBe('validation');
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().reason).toBe('validation');
  });

  it('unauthenticated, invalid_credentials and session_ended: no token, a wrong password, a signed-out token', async () => {
    expect((await get('/api/team')).json()).toMatchObject({ reason: 'unauthenticated' });
    const clinic = await signUpClinic(t.app);
    const wrong = await send('POST', '/api/auth/login', { email: clinic.email, password: 'Wrong@Password1' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().reason).toBe('invalid_credentials');
    expect((await send('POST', '/api/logout', undefined, clinic.token)).statusCode).toBe(200);
    const ended = await get('/api/auth/user', clinic.token);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().reason).toBe('session_ended');
  });

  it('pending: a clinic with no trial or payment yet is sent to choose a plan', async () => {
    const clinic = await signUpClinic(t.app);
    const res = await get('/api/team', clinic.token);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ reason: 'pending', redirectTo: '/subscription' });
  });

  it('feature_locked: a feature the plan does not include (centres outside Enterprise)', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const res = await createCentre(t.app, clinic.token);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ reason: 'feature_locked', redirectTo: '/billing?tab=plans' });
  });

  it('plan_limit: one more user than the plan has seats', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const res = await invite(t.app, clinic.token, buildInvitation('receptionist'));
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ reason: 'plan_limit', limit: 'users' });
  });

  it('role and operator_only: a receptionist managing the team, an administrator starting a backup', async () => {
    const clinic = await signUpTrialClinic(t.app);
    await buyPlan(t.app, clinic.token, 'basic');
    const receptionist = await addMember(t.app, t.mailer.sent, clinic.token, 'receptionist');
    const team = await get('/api/team', receptionist.token);
    expect(team.statusCode).toBe(403);
    expect(team.json()).toEqual({ message: 'Receptionists cannot manage the team', reason: 'role' });
    const backup = await send('POST', '/api/system/backups', undefined, clinic.token);
    expect(backup.statusCode).toBe(403);
    expect(backup.json().reason).toBe('operator_only');
  });

  it('not_found: an unknown address and an invoice that does not exist', async () => {
    const clinic = await signUpTrialClinic(t.app);
    for (const url of [
      '/api/no-such-thing',
      '/api/billing/invoices/latest',
      `/api/billing/invoices/${crypto.randomUUID()}`,
    ]) {
      const res = await get(url, clinic.token);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().reason, url).toBe('not_found');
    }
  });

  it('conflict: signing up with an e-mail that has an account', async () => {
    const clinic = await signUpClinic(t.app);
    const again = await send('POST', '/api/auth/signup', buildSignup({ email: clinic.email }));
    expect(again.statusCode).toBe(409);
    expect(again.json().reason).toBe('conflict');
  });

  it('rate_limited: the contact form past its hourly allowance', async () => {
    const message = {
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.in',
      subject: 'Pricing',
      message: 'Please call me about the plans.',
    };
    const remoteAddress = '10.9.8.7';
    const first = await t.app.inject({ method: 'POST', url: '/api/contact', payload: message, remoteAddress });
    expect(first.statusCode).toBe(201);
    const second = await t.app.inject({ method: 'POST', url: '/api/contact', payload: message, remoteAddress });
    expect(second.statusCode).toBe(429);
    expect(second.json().reason).toBe('rate_limited');
  });

  it('documents every reason in one line', () => {
    for (const [reason, note] of Object.entries(REFUSAL_REASON_NOTES)) {
      expect(note, reason).toMatch(/^\d{3}/);
      expect(note.includes('\n'), reason).toBe(false);
    }
  });
});
