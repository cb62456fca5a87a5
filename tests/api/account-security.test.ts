import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '../../core/messages.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/users.ts';
import { REAUTH_FAILURE_LIMIT, reauthSubject } from '../../server/modules/auth/reauth-throttle.ts';
import { bearer, signUpClinic } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ holdBackground: true });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Fresh@Ultrasound9';
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
const changePassword = (token: string, currentPassword: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/auth/change-password',
    headers: bearer(token),
    payload: { currentPassword, newPassword: NEW_PASSWORD },
  });
const changeEmail = (token: string, currentPassword: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/auth/profile',
    headers: bearer(token),
    payload: { firstName: 'Asha', lastName: 'Verma', email: `moved.${Date.now()}@example.in`, currentPassword },
  });
const failuresOf = async (token: string) => {
  const userId = (await me(token)).json().id as string;
  const [row] = await t.handle.db
    .select({ n: count() })
    .from(auditEvents)
    .where(and(eq(auditEvents.subject, reauthSubject(userId)), eq(auditEvents.outcome, 'failure')));
  return row?.n ?? 0;
};

describe('re-authentication throttle (password change and e-mail change)', () => {
  it('ends the guessing session at the limit, then answers 429 without checking, until the window passes', async () => {
    const clinic = await signUpClinic(t.app);
    for (let i = 1; i < REAUTH_FAILURE_LIMIT; i++) {
      const wrong = await changePassword(clinic.token, `Wrong@Guess${i}`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(M.currentPasswordWrong);
    }
    const last = await changePassword(clinic.token, 'Wrong@GuessLast');
    expect(last.statusCode).toBe(401);
    expect(last.json().message).toBe(M.signedOutAfterPasswordChecks);
    expect((await me(clinic.token)).statusCode).toBe(401);

    // The owner signs in again; even the right password is not checked during the window.
    const token = (await login(clinic.email, clinic.password)).json().token as string;
    const throttled = await changePassword(token, clinic.password);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toBe(M.tooManyPasswordChecks);
    expect(throttled.headers['retry-after']).toBe('900');
    expect((await changeEmail(token, clinic.password)).statusCode).toBe(429);
    expect((await login(clinic.email, clinic.password)).statusCode).toBe(200);
    expect(await failuresOf(token)).toBe(REAUTH_FAILURE_LIMIT);

    t.clock.advance(16 * 60_000);
    const fresh = (await login(clinic.email, clinic.password)).json().token as string;
    expect((await changePassword(fresh, clinic.password)).statusCode).toBe(200);
    expect((await login(clinic.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('counts e-mail change and password change failures together, per user across sessions', async () => {
    const clinic = await signUpClinic(t.app);
    const second = (await login(clinic.email, clinic.password)).json().token as string;
    for (let i = 0; i < REAUTH_FAILURE_LIMIT - 1; i++) {
      const res =
        i % 2 === 0 ? await changeEmail(clinic.token, 'Wrong@Guess1') : await changePassword(second, 'Wrong@Guess2');
      expect(res.statusCode).toBe(400);
    }
    expect((await changeEmail(second, 'Wrong@Guess3')).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect((await changePassword(clinic.token, clinic.password)).statusCode).toBe(429);
    expect((await me(clinic.token)).json().email).toBe(clinic.email);
  });

  it('cannot be outrun by guessing in parallel: exactly the limit of guesses is checked', async () => {
    const clinic = await signUpClinic(t.app);
    const other = (await login(clinic.email, clinic.password)).json().token as string;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => changePassword(clinic.token, `Wrong@Parallel${i}`)),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(REAUTH_FAILURE_LIMIT - 1);
    expect(statuses.every((s) => s === 400 || s === 401 || s === 429)).toBe(true);
    expect(await failuresOf(other)).toBe(REAUTH_FAILURE_LIMIT);
  });

  it('a right password within the limit still works and does not count', async () => {
    const clinic = await signUpClinic(t.app);
    expect((await changePassword(clinic.token, 'Wrong@Guess1')).statusCode).toBe(400);
    expect((await changePassword(clinic.token, clinic.password)).statusCode).toBe(200);
    expect(await failuresOf(clinic.token)).toBe(1);
  });
});

describe('forgot password takes the same path for known and unknown e-mails', () => {
  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });

  it('answers before any e-mail-dependent work: no lookup result, write or mail happens on the request path', async () => {
    const clinic = await signUpClinic(t.app);
    await t.releaseBackground(); // the signup's verification e-mail
    const sentBefore = t.mailer.sent.length;
    const known = await forgot(clinic.email);
    const unknown = await forgot(`nobody.${Date.now()}@example.in`);
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    // The response is out, and nothing of the reset has happened yet.
    const [before] = await t.handle.db.select().from(users).where(eq(users.email, clinic.email));
    expect(before?.resetPasswordToken).toBeNull();
    expect(t.mailer.sent.length).toBe(sentBefore);

    await t.releaseBackground();
    const [after] = await t.handle.db.select().from(users).where(eq(users.email, clinic.email));
    expect(after?.resetPasswordToken).toMatch(/^[0-9a-f]{64}$/);
    expect(t.mailer.sent.length).toBe(sentBefore + 1);
    expect(t.mailer.sent.at(-1)?.to).toBe(clinic.email);
  });
});
