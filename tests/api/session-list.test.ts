import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type SignedUpClinic, signUpClinic } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function loginFrom(clinic: SignedUpClinic, userAgent: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { email: clinic.email, password: clinic.password },
  });
  return res.json().token;
}
const list = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: bearer(token) });
const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) })).statusCode;

describe('sessions list', () => {
  it('lists the user’s live sessions with device, address and times, marking the current one', async () => {
    const clinic = await signUpClinic(t.app);
    const phone = await loginFrom(clinic, 'Mozilla/5.0 (iPhone) Safari');
    t.clock.advance(5 * 60_000);
    const laptop = await loginFrom(clinic, 'Mozilla/5.0 (Windows NT 10.0) Chrome/130');
    const res = await list(laptop);
    expect(res.statusCode).toBe(200);
    const rows = res.json().sessions;
    expect(rows).toHaveLength(3);
    const current = rows.filter((row: { current: boolean }) => row.current);
    expect(current).toHaveLength(1);
    expect(current[0].userAgent).toContain('Windows');
    expect(rows.map((row: { userAgent: string }) => row.userAgent)).toContain('Mozilla/5.0 (iPhone) Safari');
    expect(rows[0].ip).toBe('127.0.0.1');
    expect(Date.parse(rows[0].lastActiveAt)).toBeGreaterThan(0);
    // The list never carries the session's key.
    expect(res.body).not.toContain(phone);
  });

  it('signs one session out, and only the user’s own', async () => {
    const clinic = await signUpClinic(t.app);
    const other = await signUpClinic(t.app);
    const phone = await loginFrom(clinic, 'phone');
    const phoneRow = (await list(phone)).json().sessions.find((row: { current: boolean }) => row.current);

    // Another clinic's user cannot revoke it: 404 and the session lives on.
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${phoneRow.id}`,
      headers: bearer(other.token),
    });
    expect(foreign.statusCode).toBe(404);
    expect(await me(phone)).toBe(200);

    const own = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${phoneRow.id}`,
      headers: bearer(clinic.token),
    });
    expect(own.statusCode).toBe(200);
    expect(await me(phone)).toBe(401);
    expect(await me(clinic.token)).toBe(200);
  });

  it('signs out every other session and keeps the current one', async () => {
    const clinic = await signUpClinic(t.app);
    const other = await signUpClinic(t.app);
    const a = await loginFrom(clinic, 'a');
    const b = await loginFrom(clinic, 'b');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sessions/revoke-others',
      headers: bearer(b),
    });
    expect(res.json()).toEqual({ message: 'Other sessions signed out', revoked: 2 });
    expect(await me(a)).toBe(401);
    expect(await me(clinic.token)).toBe(401);
    expect(await me(b)).toBe(200);
    expect(await me(other.token)).toBe(200);
    expect((await list(b)).json().sessions).toHaveLength(1);
  });

  it('records when a session was last active as it is used', async () => {
    const clinic = await signUpClinic(t.app);
    const created = (await list(clinic.token)).json().sessions[0];
    t.clock.advance(3 * 60_000);
    await me(clinic.token);
    const later = (await list(clinic.token)).json().sessions[0];
    expect(Date.parse(later.lastActiveAt)).toBeGreaterThan(Date.parse(created.lastActiveAt));
    expect(later.createdAt).toBe(created.createdAt);
  });
});
