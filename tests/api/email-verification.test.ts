import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.ts';
import { hashToken } from '../../server/lib/tokens.ts';
import { bearer, signUpClinic } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The newest verification link mailed to an address, read back from the mail as a user would. */
async function linkTokenFor(email: string): Promise<string> {
  await t.settle();
  const mail = t.mailer.sent.filter((m) => m.to === email && m.subject.includes('verify')).at(-1);
  const match = /verify-email\?token=([\w-]+)/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error('no verification mail');
  return match[1];
}
const verify = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
const user = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) })).json();

describe('e-mail verification', () => {
  it('mails a single-use link at signup, stores only its hash, and verifies once', async () => {
    const clinic = await signUpClinic(t.app);
    expect((await user(clinic.token)).isEmailVerified).toBe(false);
    const token = await linkTokenFor(clinic.email);
    const [row] = await t.handle.db.select().from(users).where(eq(users.email, clinic.email));
    expect(row?.emailVerificationToken).toBe(hashToken(token));

    const first = await verify(token);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Your email address is verified.');
    expect((await user(clinic.token)).isEmailVerified).toBe(true);
    const second = await verify(token);
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toMatch(/invalid or has expired/);
  });

  it('refuses a link after 48 hours, and resend issues a new one that replaces it', async () => {
    const clinic = await signUpClinic(t.app);
    const old = await linkTokenFor(clinic.email);
    t.clock.advance(48 * 60 * 60_000 + 1);
    // The session is long gone by now; sign in again to ask for a new link.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: clinic.email, password: clinic.password },
    });
    expect((await verify(old)).statusCode).toBe(400);
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email/resend',
      headers: bearer(login.json().token),
    });
    expect(resend.statusCode).toBe(200);
    const fresh = await linkTokenFor(clinic.email);
    expect(fresh).not.toBe(old);
    expect((await verify(fresh)).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email/resend',
      headers: bearer(login.json().token),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Your email address is already verified.');
  });

  it('asks to verify again after the e-mail address changes, with a link sent to the new one', async () => {
    const clinic = await signUpClinic(t.app);
    expect((await verify(await linkTokenFor(clinic.email))).statusCode).toBe(200);
    const newEmail = `moved.${clinic.email}`;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers: bearer(clinic.token),
      payload: { firstName: 'Asha', lastName: 'Verma', email: newEmail, currentPassword: clinic.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().isEmailVerified).toBe(false);
    expect((await verify(await linkTokenFor(newEmail))).statusCode).toBe(200);
    expect((await user(clinic.token)).isEmailVerified).toBe(true);
  });

  it('answers 400, not 500, for a missing or junk token', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: {} })).statusCode).toBe(400);
    expect((await verify('x'.repeat(43))).statusCode).toBe(400);
  });
});
