import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTTP_MESSAGES } from '../../core/messages.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { JSON_BODY_LIMIT } from '../../server/app.ts';
import { bearer, buildSignup, signUpClinic } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    logLines,
    beforeReady: (app) => {
      app.get('/api/test/explode', async () => {
        throw new Error('relation "secret_table" does not exist at /srv/app/server/x.ts:12');
      });
      app.get('/api/test/db-error', { config: { ungated: true } }, async () => {
        // A query failing with a patient's name among its parameters, as drizzle reports it.
        await t.handle.db.execute(sql`select ${'Sunita Sharma 9811122233'}::int`);
        return {};
      });
    },
  });
});
afterAll(() => t.close());

describe('HTTP baseline', () => {
  it('answers health and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });

  it('sends the security headers and no-store on API responses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/subscription/plans' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/script-src 'self'( https:\/\/checkout\.razorpay\.com)?;/);
    expect(csp).not.toContain("'unsafe-inline' ;");
    expect(csp.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('answers unknown API paths with JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: HTTP_MESSAGES.notFound, reason: 'not_found' });
    expect((await t.app.inject({ method: 'DELETE', url: '/api/clinic' })).statusCode).toBe(404);
  });

  it('answers malformed JSON with a JSON 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.in", "password": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: HTTP_MESSAGES.malformedJson, reason: 'validation' });
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...buildSignup(), clinicAddress: 'x'.repeat(JSON_BODY_LIMIT) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: HTTP_MESSAGES.bodyTooLarge, reason: 'too_large' });
  });

  it('refuses bodies that are not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.in',
    });
    expect(res.statusCode).toBe(415);
  });

  it('hides internal errors: generic message, no stack, SQL or path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: HTTP_MESSAGES.internal });
    expect(res.body).not.toMatch(/secret_table|\.ts|stack/);
  });

  it('keeps query parameters of a failing database call out of the logs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/db-error' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('Sunita');
    const logs = logLines.join('\n');
    expect(logs).toContain('unhandled error');
    expect(logs).not.toContain('Sunita');
    expect(logs).not.toContain('9811122233');
  });

  it('sends GET /api/login to the login screen', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/login' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login');
  });
});

describe('audit trail and logs', () => {
  it('records sign-in, failure, password change and sign-out; logs hold no password, token or e-mail', async () => {
    const clinic = await signUpClinic(t.app);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: clinic.email, password: 'Wrong@Pass1' },
    });
    expect(wrong.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: clinic.email, password: clinic.password },
    });
    const token = login.json().token;
    const clinicId = login.json().user.clinicId;
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      headers: bearer(token),
      payload: { currentPassword: clinic.password, newPassword: 'Changed@Secure55' },
    });
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });

    const events = await t.handle.db.select().from(auditEvents).where(eq(auditEvents.clinicId, clinicId));
    expect(events.map((e) => `${e.action}:${e.outcome}`)).toEqual(
      expect.arrayContaining([
        'auth.signup:success',
        'auth.login_failed:failure',
        'auth.login:success',
        'auth.password_change:success',
        'auth.logout:success',
      ]),
    );
    expect(events.every((e) => e.requestId && e.ip)).toBe(true);

    const logs = logLines.join('\n');
    expect(logs.length).toBeGreaterThan(0);
    for (const secret of [clinic.password, 'Changed@Secure55', token, clinic.token, clinic.email]) {
      expect(logs).not.toContain(secret);
    }
  });

  it('logs no query strings (search terms can name patients)', async () => {
    await t.app.inject({ method: 'GET', url: '/api/subscription/plans?search=Sunita%20Sharma' });
    expect(logLines.join('\n')).not.toContain('Sunita');
  });

  it('keeps audit rows free of other clinics’ data', async () => {
    const a = await signUpClinic(t.app);
    const b = await signUpClinic(t.app);
    const ids = await Promise.all(
      [a, b].map(
        async (c) =>
          (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(c.token) })).json().clinicId,
      ),
    );
    const rows = await t.handle.db.select().from(auditEvents).where(inArray(auditEvents.clinicId, ids));
    expect(new Set(rows.map((r) => r.clinicId))).toEqual(new Set(ids));
  });
});
