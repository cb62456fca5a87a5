import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_END_MESSAGES } from '../../core/auth/session-end.ts';
import { sessions } from '../../db/schema/users.ts';
import { hashToken } from '../../server/lib/tokens.ts';
import { purgeExpiredSessions } from '../../server/modules/auth/sessions.ts';
import { bearer, signUpClinic } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });

describe('sessions', () => {
  it('answers 401 without a token, with a malformed header, or with an unknown token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: 'Basic abc' } }))
        .statusCode,
    ).toBe(401);
    const res = await me('A'.repeat(43));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: SESSION_END_MESSAGES.session_ended, reason: 'session_ended' });
  });

  it("says a session expired, and the browser's periodic check does not keep it alive (issue 28)", async () => {
    const { token } = await signUpClinic(t.app);
    const check = () =>
      t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { ...bearer(token), 'x-session-check': '1' } });
    for (let i = 0; i < 3; i += 1) {
      t.clock.advance(9 * MINUTE);
      expect((await check()).statusCode).toBe(200);
    }
    // 31 minutes after the last real request: checks every 9 minutes did not slide the deadline.
    t.clock.advance(4 * MINUTE);
    const res = await check();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: SESSION_END_MESSAGES.session_expired, reason: 'session_expired' });
  });

  it('stores only a hash of the token', async () => {
    const { token } = await signUpClinic(t.app);
    const rows = await t.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.sid, hashToken(token)));
    expect(rows).toHaveLength(1);
    const raw = await t.handle.db.select().from(sessions).where(eq(sessions.sid, token));
    expect(raw).toHaveLength(0);
  });

  it('expires after 30 minutes without activity, and activity slides the deadline', async () => {
    const { token } = await signUpClinic(t.app);
    t.clock.advance(29 * MINUTE);
    expect((await me(token)).statusCode).toBe(200);
    t.clock.advance(29 * MINUTE);
    expect((await me(token)).statusCode).toBe(200);
    t.clock.advance(31 * MINUTE);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('ends after 12 hours however active the user is', async () => {
    const { token } = await signUpClinic(t.app);
    for (let elapsed = 0; elapsed < 12 * 60; elapsed += 10) {
      expect((await me(token)).statusCode).toBe(200);
      t.clock.advance(10 * MINUTE);
    }
    expect((await me(token)).statusCode).toBe(401);
  });

  it('logout revokes the token on the server', async () => {
    const { token } = await signUpClinic(t.app);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('logout of one session leaves the user’s other sessions alone', async () => {
    const clinic = await signUpClinic(t.app);
    const second = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: clinic.email, password: clinic.password },
      })
    ).json().token;
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(clinic.token) });
    expect((await me(second)).statusCode).toBe(200);
  });

  it('has no state change reachable through GET', async () => {
    const { token } = await signUpClinic(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/logout', headers: bearer(token) });
    expect(res.statusCode).toBe(404);
    expect((await me(token)).statusCode).toBe(200);
  });
});

describe('purgeExpiredSessions', () => {
  it('deletes only sessions past a deadline', async () => {
    const live = await signUpClinic(t.app);
    const stale = await signUpClinic(t.app);
    await t.handle.db
      .update(sessions)
      .set({ expire: new Date(t.clock.now().getTime() - MINUTE) })
      .where(eq(sessions.sid, hashToken(stale.token)));
    await purgeExpiredSessions(t.handle.db, t.clock.now());
    expect(
      await t.handle.db
        .select()
        .from(sessions)
        .where(eq(sessions.sid, hashToken(stale.token))),
    ).toHaveLength(0);
    expect(
      await t.handle.db
        .select()
        .from(sessions)
        .where(eq(sessions.sid, hashToken(live.token))),
    ).toHaveLength(1);
  });
});
