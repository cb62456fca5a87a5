import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '../../core/messages.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { LOGIN_FAILURE_WINDOW_MS } from '../../server/modules/auth/login-throttle.ts';
import { bearer, signUpClinic } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });

describe('POST /api/auth/login', () => {
  it('signs in with the e-mail in any letter case and returns token and user', async () => {
    const clinic = await signUpClinic(t.app);
    const res = await login({ email: `  ${clinic.email.toUpperCase()} `, password: clinic.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Login Successful');
    expect(body.user).toMatchObject({ firstName: 'Asha', email: clinic.email });
    expect(Object.keys(body.user).sort()).toEqual([
      'clinicId',
      'doctorId',
      'email',
      'firstName',
      'id',
      'isEmailVerified',
      'language',
      'lastName',
      'profileImageUrl',
      'role',
    ]);
    expect(body.token).not.toBe(clinic.token);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(body.token) });
    expect(me.statusCode).toBe(200);
  });

  it('answers an unknown e-mail and a wrong password identically', async () => {
    const clinic = await signUpClinic(t.app);
    const wrong = await login({ email: clinic.email, password: 'Wrong@Password1' });
    const unknown = await login({ email: `nobody.${Date.now()}@example.in`, password: 'Wrong@Password1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({ message: M.invalidCredentials, reason: 'invalid_credentials' });
    expect(wrong.headers['content-length']).toBe(unknown.headers['content-length']);
  });

  it('does not fold case or trim the password', async () => {
    const clinic = await signUpClinic(t.app);
    expect((await login({ email: clinic.email, password: clinic.password.toLowerCase() })).statusCode).toBe(401);
    expect((await login({ email: clinic.email, password: `${clinic.password} ` })).statusCode).toBe(401);
  });

  it('validates the body: both fields required, with the spec message', async () => {
    const res = await login({ email: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.loginBothRequired);
    expect((await login({})).statusCode).toBe(400);
    expect((await login({ email: 'a@b.in', password: 'x'.repeat(600) })).statusCode).toBe(400);
  });

  it('after 10 failures for one address answers 429 before checking the password, for 15 minutes only', async () => {
    const clinic = await signUpClinic(t.app);
    for (let i = 0; i < 10; i++) {
      expect((await login({ email: clinic.email, password: `Wrong@Pass${i}` })).statusCode).toBe(401);
    }
    const throttled = await login({ email: clinic.email, password: clinic.password });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toBe(M.tooManyAttempts);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    // Hammering during the lockout does not extend it.
    for (let i = 0; i < 5; i++) await login({ email: clinic.email, password: 'Wrong@Again1' });
    t.clock.advance(LOGIN_FAILURE_WINDOW_MS + 1000);
    expect((await login({ email: clinic.email, password: clinic.password })).statusCode).toBe(200);
  });

  it('throttles an unknown address the same way (no existence oracle)', async () => {
    const email = `ghost.${Date.now()}@example.in`;
    for (let i = 0; i < 10; i++) expect((await login({ email, password: 'Wrong@Pass1' })).statusCode).toBe(401);
    expect((await login({ email, password: 'Wrong@Pass1' })).statusCode).toBe(429);
    t.clock.advance(LOGIN_FAILURE_WINDOW_MS + 1000);
  });

  it('keeps the failures of one address from locking out another', async () => {
    const victim = await signUpClinic(t.app);
    const other = await signUpClinic(t.app);
    for (let i = 0; i < 10; i++) await login({ email: other.email, password: 'Wrong@Pass1' });
    expect((await login({ email: victim.email, password: victim.password })).statusCode).toBe(200);
    t.clock.advance(LOGIN_FAILURE_WINDOW_MS + 1000);
  });

  it('records success and failure in the audit trail with a hashed subject, never the address', async () => {
    const clinic = await signUpClinic(t.app);
    await login({ email: clinic.email, password: 'Wrong@Pass1' });
    await login({ email: clinic.email, password: clinic.password });
    const me = await login({ email: clinic.email, password: clinic.password });
    const clinicId = me.json().user.clinicId;
    const events = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.clinicId, clinicId)));
    const actions = events.map((e) => `${e.action}:${e.outcome}`);
    expect(actions).toContain('auth.login_failed:failure');
    expect(actions).toContain('auth.login:success');
    expect(JSON.stringify(events)).not.toContain(clinic.email);
    expect(JSON.stringify(events)).not.toContain(clinic.password);
  });
});

describe('per-address rate limit on auth endpoints', () => {
  it('answers 429 past the limit for one client address, while another address still gets through', async () => {
    const limited = await createTestApp({ authRateLimitPerMinute: 5 });
    try {
      const send = (ip: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'x@y.in', password: 'nope' },
          remoteAddress: ip,
        });
      for (let i = 0; i < 5; i++) expect((await send('10.0.0.7')).statusCode).toBe(401);
      const blocked = await send('10.0.0.7');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe(M.tooManyRequests);
      // A spoofed X-Forwarded-For does not reset the count.
      const spoofed = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'x@y.in', password: 'nope' },
        remoteAddress: '10.0.0.7',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(spoofed.statusCode).toBe(429);
      expect((await send('10.0.0.8')).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});
