import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '../../core/messages.ts';
import { memberships } from '../../db/schema/memberships.ts';
import { users } from '../../db/schema/users.ts';
import { bearer, signUpClinic } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Fresh@Ultrasound9';
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });

describe('PUT /api/auth/profile', () => {
  const profile = (token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: bearer(token), payload });

  it('changes the names without a password', async () => {
    const clinic = await signUpClinic(t.app);
    const res = await profile(clinic.token, { firstName: 'Meera', lastName: 'Iyer', email: clinic.email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Meera', lastName: 'Iyer', email: clinic.email });
    expect((await me(clinic.token)).json().firstName).toBe('Meera');
  });

  it('accepts hyphenated and apostrophe surnames, refusing a stray hyphen', async () => {
    const clinic = await signUpClinic(t.app);
    const res = await profile(clinic.token, { firstName: 'Anne', lastName: 'Deshpande-Kulkarni', email: clinic.email });
    expect(res.statusCode).toBe(200);
    expect((await me(clinic.token)).json().lastName).toBe('Deshpande-Kulkarni');
    const apostrophe = await profile(clinic.token, { firstName: 'Anne', lastName: "D'Souza", email: clinic.email });
    expect(apostrophe.statusCode).toBe(200);
    const bad = await profile(clinic.token, { firstName: 'Anne', lastName: "D'", email: clinic.email });
    expect(bad.statusCode).toBe(400);
    expect((await me(clinic.token)).json().lastName).toBe("D'Souza");
  });

  it('needs the current password to change the e-mail', async () => {
    const clinic = await signUpClinic(t.app);
    const newEmail = `new.${Date.now()}@example.in`;
    const missing = await profile(clinic.token, { firstName: 'Asha', lastName: 'Verma', email: newEmail });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContainEqual({ field: 'currentPassword', message: M.currentPasswordRequired });
    const wrong = await profile(clinic.token, {
      firstName: 'Asha',
      lastName: 'Verma',
      email: newEmail,
      currentPassword: 'Wrong@Pass1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(M.currentPasswordWrong);
    expect((await me(clinic.token)).json().email).toBe(clinic.email);

    const ok = await profile(clinic.token, {
      firstName: 'Asha',
      lastName: 'Verma',
      email: newEmail,
      currentPassword: clinic.password,
    });
    expect(ok.statusCode).toBe(200);
    expect((await login(newEmail, clinic.password)).statusCode).toBe(200);
    expect((await login(clinic.email, clinic.password)).statusCode).toBe(401);
  });

  it('answers 409 when the new e-mail belongs to someone else', async () => {
    const a = await signUpClinic(t.app);
    const b = await signUpClinic(t.app);
    const res = await profile(a.token, {
      firstName: 'Asha',
      lastName: 'Verma',
      email: b.email.toUpperCase(),
      currentPassword: a.password,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.emailTaken);
  });

  it('validates names and ignores role, clinic id and password fields', async () => {
    const clinic = await signUpClinic(t.app);
    const bad = await profile(clinic.token, { firstName: 'M', lastName: 'Iyer', email: clinic.email });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContainEqual({ field: 'firstName', message: M.firstName });
    const sneaky = await profile(clinic.token, {
      firstName: 'Asha',
      lastName: 'Verma',
      email: clinic.email,
      role: 'superadmin',
      clinicId: '00000000-0000-0000-0000-000000000000',
      isEmailVerified: true,
      password: 'x',
    });
    expect(sneaky.statusCode).toBe(200);
    const [row] = await t.handle.db.select().from(users).where(eq(users.email, clinic.email));
    expect(row).toMatchObject({ isEmailVerified: false });
    const [membership] = await t.handle.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, row?.id ?? ''));
    expect(membership).toMatchObject({ role: 'admin' });
    expect(row?.clinicId).not.toBe('00000000-0000-0000-0000-000000000000');
    expect((await login(clinic.email, clinic.password)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      payload: { firstName: 'A', lastName: 'B', email: 'a@b.in' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/auth/change-password', () => {
  const change = (token: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/change-password', headers: bearer(token), payload });

  it('changes the password, keeps this session and ends the others', async () => {
    const clinic = await signUpClinic(t.app);
    const other = (await login(clinic.email, clinic.password)).json().token;
    const res = await change(clinic.token, { currentPassword: clinic.password, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Password Changed');
    expect((await me(clinic.token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(clinic.email, clinic.password)).statusCode).toBe(401);
    expect((await login(clinic.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const clinic = await signUpClinic(t.app);
    const res = await change(clinic.token, { currentPassword: 'Wrong@Pass1', newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.currentPasswordWrong);
    expect((await login(clinic.email, clinic.password)).statusCode).toBe(200);
  });

  it('applies the signup policy on the server (the 6-character form hint is not enough)', async () => {
    const clinic = await signUpClinic(t.app);
    const short = await change(clinic.token, { currentPassword: clinic.password, newPassword: 'Ab1@xy' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toContainEqual({ field: 'newPassword', message: M.passwordTooShort });
    const common = await change(clinic.token, { currentPassword: clinic.password, newPassword: 'Welcome@123' });
    expect(common.json().message).toBe(M.passwordCommon);
    expect((await change(clinic.token, { currentPassword: clinic.password })).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/change-password',
      payload: { currentPassword: 'a', newPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('forgot and reset password', () => {
  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const reset = (token: string, newPassword: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } });
  const linkToken = (text: string) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

  it('answers the same whether or not the e-mail exists, and mails only real accounts', async () => {
    const clinic = await signUpClinic(t.app);
    await t.settle(); // the signup's verification e-mail
    const sentBefore = t.mailer.sent.length;
    const known = await forgot(clinic.email.toUpperCase());
    const unknown = await forgot(`nobody.${Date.now()}@example.in`);
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json().message).toBe(M.resetRequested);
    await t.settle();
    expect(t.mailer.sent.length).toBe(sentBefore + 1);
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe(clinic.email);
    expect(mail.text).toContain('http://portal.test/reset-password?token=');
  });

  it('resets with the link once, signs the user out everywhere, and refuses the link again', async () => {
    const clinic = await signUpClinic(t.app);
    await forgot(clinic.email);
    await t.settle();
    const token = linkToken(t.mailer.sent.at(-1)!.text);
    expect(token).toHaveLength(43);
    const ok = await reset(token, NEW_PASSWORD);
    expect(ok.statusCode).toBe(200);
    expect((await me(clinic.token)).statusCode).toBe(401);
    expect((await login(clinic.email, NEW_PASSWORD)).statusCode).toBe(200);
    const again = await reset(token, 'Another@Secure77');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(M.resetLinkInvalid);
  });

  it('refuses a link older than one hour', async () => {
    const clinic = await signUpClinic(t.app);
    await forgot(clinic.email);
    await t.settle();
    const token = linkToken(t.mailer.sent.at(-1)!.text);
    t.clock.advance(61 * 60_000);
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(400);
    expect((await login(clinic.email, clinic.password)).statusCode).toBe(200);
  });

  it('applies the password policy and refuses made-up tokens', async () => {
    const clinic = await signUpClinic(t.app);
    await forgot(clinic.email);
    await t.settle();
    const token = linkToken(t.mailer.sent.at(-1)!.text);
    const weak = await reset(token, 'weakpassword');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(M.passwordComplexity);
    expect((await reset('x'.repeat(43), NEW_PASSWORD)).statusCode).toBe(400);
    expect((await forgot('not-an-email')).statusCode).toBe(400);
  });
});

describe('PATCH /api/auth/profile (issue 34: the language follows the person)', () => {
  const language = (token: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/api/auth/profile', headers: bearer(token), payload });

  it('is null until chosen, then every sign-in and device gets it', async () => {
    const clinic = await signUpClinic(t.app);
    expect((await me(clinic.token)).json().language).toBeNull();
    const res = await language(clinic.token, { language: 'hi-IN' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: clinic.email, language: 'hi-IN' });
    expect((await me(clinic.token)).json().language).toBe('hi-IN');
    const again = await login(clinic.email, clinic.password);
    expect(again.json().user.language).toBe('hi-IN');
  });

  it('refuses a language the portal has no screens in, and changes nothing else', async () => {
    const clinic = await signUpClinic(t.app);
    for (const bad of ['ta-IN', 'fr', '', null]) {
      expect((await language(clinic.token, { language: bad })).statusCode).toBe(400);
    }
    const both = await language(clinic.token, { language: 'en', firstName: 'Mallory' });
    expect(both.statusCode).toBe(200);
    expect((await me(clinic.token)).json()).toMatchObject({ language: 'en', firstName: clinic.signup.firstName });
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/auth/profile', payload: { language: 'hi-IN' } });
    expect(res.statusCode).toBe(401);
  });
});
