import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../server/modules/two-factor/totp.ts';
import { buildOrganisation, currentUser, type Organisation, switchCentre } from '../support/centre-helpers.ts';
import { bearer } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Issue 36: a user's own account (profile, password, two-factor, sessions) is hers, not her home
// centre's, so every /api/auth/* own-account route answers from whichever centre she is in.

let t: TestApp;
let org: Organisation;
beforeAll(async () => {
  t = await createTestApp();
  // Mid-step, so each TOTP code below is unambiguous; each use moves on one step.
  t.clock.set(new Date('2026-11-23T10:00:15Z'));
  org = await buildOrganisation(t.app, t.mailer.sent);
  expect((await switchCentre(t.app, org.owner.token, org.secondId)).statusCode).toBe(200);
  expect((await currentUser(t.app, org.owner.token)).clinicId).toBe(org.secondId);
});
afterAll(() => t.close());

const STEP = 30_000;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('an organisation admin switched into her second centre', () => {
  it('edits her profile', async () => {
    const { owner } = org;
    const res = await call('PUT', '/api/auth/profile', owner.token, {
      firstName: 'Meera',
      lastName: 'Rao',
      email: owner.email,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Meera', lastName: 'Rao', role: 'admin' });
  });

  it('changes her password, and signs in with the new one', async () => {
    const { owner } = org;
    const newPassword = 'Centre@Second2026';
    const wrong = await call('PUT', '/api/auth/change-password', owner.token, {
      currentPassword: 'not-her-password',
      newPassword,
    });
    expect(wrong.statusCode).toBe(400);
    const res = await call('PUT', '/api/auth/change-password', owner.token, {
      currentPassword: owner.password,
      newPassword,
    });
    expect(res.statusCode).toBe(200);
    // The session that changed it stays signed in, still in the second centre.
    expect((await currentUser(t.app, owner.token)).clinicId).toBe(org.secondId);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: newPassword },
    });
    expect(login.statusCode).toBe(200);
    owner.password = newPassword;
  });

  it('lists and signs out her sessions across centres', async () => {
    const { owner } = org;
    // A second session, which starts in her home centre.
    const other = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: owner.email, password: owner.password },
      })
    ).json().token as string;
    const list = await call('GET', '/api/auth/sessions', owner.token);
    expect(list.statusCode).toBe(200);
    const sessions = list.json().sessions as { id: string; current: boolean }[];
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    const notCurrent = sessions.find((s) => !s.current);
    expect(notCurrent).toBeDefined();
    const revoked = await call('DELETE', `/api/auth/sessions/${notCurrent?.id}`, owner.token);
    expect(revoked.statusCode).toBe(200);
    const others = await call('POST', '/api/auth/sessions/revoke-others', owner.token);
    expect(others.statusCode).toBe(200);
    expect((await call('GET', '/api/auth/user', other)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/sessions', owner.token)).json().sessions).toHaveLength(1);
  });

  it('enrols two-factor, regenerates recovery codes, and turns it off', async () => {
    const { owner } = org;
    const status = await call('GET', '/api/auth/two-factor', owner.token);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });

    const setup = await call('POST', '/api/auth/two-factor/setup', owner.token);
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json() as { secret: string };
    const enabled = await call('POST', '/api/auth/two-factor/enable', owner.token, {
      code: totpCode(secret, t.clock.now()),
    });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().recoveryCodes).toHaveLength(10);
    expect((await call('GET', '/api/auth/two-factor', owner.token)).json()).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });

    t.clock.advance(STEP);
    const regenerated = await call('POST', '/api/auth/two-factor/recovery-codes', owner.token, {
      code: totpCode(secret, t.clock.now()),
    });
    expect(regenerated.statusCode).toBe(200);

    // Signing in now asks for the code: the enrolment is the account's, not the centre's.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: owner.password },
    });
    expect(login.json()).toMatchObject({ twoFactor: 'code' });

    const disabled = await call('POST', '/api/auth/two-factor/disable', owner.token, { password: owner.password });
    expect(disabled.statusCode).toBe(200);
    expect((await call('GET', '/api/auth/two-factor', owner.token)).json().enabled).toBe(false);
  });
});

describe('an administrator of the second centre only', () => {
  it('still reaches her own account there', async () => {
    const { secondAdmin } = org;
    const status = await call('GET', '/api/auth/two-factor', secondAdmin.token);
    expect(status.statusCode).toBe(200);
  });
});
