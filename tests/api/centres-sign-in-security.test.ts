import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CENTRE_MESSAGES } from '../../core/centres/centre-schemas.ts';
import { AUTH_MESSAGES } from '../../core/messages.ts';
import { memberships } from '../../db/schema/memberships.ts';
import { totpCode } from '../../server/modules/two-factor/totp.ts';
import { buildOrganisation, currentUser, switchCentre } from '../support/centre-helpers.ts';
import { bearer, STRONG_PASSWORD } from '../support/factories.ts';
import { addMember, buildInvitation, invite } from '../support/team-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 28 (C): a centre's two-factor policy holds for whoever enters it, and deactivation at the
 * primary centre ends the person's access to every centre of the organisation.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The middle of a 30-second step, so the codes below are unambiguous.
  t.clock.set(new Date('2026-05-12T05:30:15Z'));
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, token: string, payload: object = {}) =>
  t.app.inject({ method, url, headers: bearer(token), payload });
const login = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: STRONG_PASSWORD } });
const requireTwoFactor = (token: string) =>
  send('PUT', '/api/security/sign-in-policy', token, { requireTwoFactor: true });
const addToCentre = (token: string, centreId: string, userId: string, role: string) =>
  send('POST', `/api/centres/${centreId}/members`, token, { userId, role });

async function enrolInSettings(token: string): Promise<void> {
  const { secret } = (await send('POST', '/api/auth/two-factor/setup', token)).json();
  const enabled = await send('POST', '/api/auth/two-factor/enable', token, { code: totpCode(secret, t.clock.now()) });
  expect(enabled.statusCode).toBe(200);
}

describe('the two-factor policy of the centre being entered', () => {
  it('refuses switching into a centre that requires it, for an organisation admin and a doctor, until they enrol', async () => {
    const org = await buildOrganisation(t.app, t.mailer.sent);
    // The second centre's own administrator requires two-factor there; the primary does not.
    expect((await requireTwoFactor(org.secondAdmin.token)).statusCode).toBe(200);
    const doctor = await addMember(t.app, t.mailer.sent, org.owner.token, 'doctor');
    const receptionist = await addMember(t.app, t.mailer.sent, org.owner.token, 'receptionist');
    expect((await addToCentre(org.owner.token, org.secondId, doctor.userId, 'doctor')).statusCode).toBe(201);
    expect((await addToCentre(org.owner.token, org.secondId, receptionist.userId, 'receptionist')).statusCode).toBe(
      201,
    );

    for (const token of [org.owner.token, doctor.token]) {
      const refused = await switchCentre(t.app, token, org.secondId);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: CENTRE_MESSAGES.twoFactorRequired, reason: 'forbidden' });
      // The session stays where it was.
      expect((await currentUser(t.app, token)).centre.id).toBe(org.primaryId);
    }
    // The policy is for administrators and doctors.
    expect((await switchCentre(t.app, receptionist.token, org.secondId)).statusCode).toBe(200);

    await enrolInSettings(org.owner.token);
    const entered = await switchCentre(t.app, org.owner.token, org.secondId);
    expect(entered.statusCode).toBe(200);
    expect(entered.json().centre).toMatchObject({ id: org.secondId, role: 'admin' });
  });

  it('lets a member set up two-factor, as told, from whichever centre their session is in', async () => {
    const org = await buildOrganisation(t.app, t.mailer.sent);
    // The second centre's administrator was invited there: the primary is not their home.
    const admin = org.secondAdmin;
    expect((await addToCentre(org.owner.token, org.primaryId, admin.userId, 'admin')).statusCode).toBe(201);
    expect((await requireTwoFactor(org.secondAdmin.token)).statusCode).toBe(200);
    expect((await switchCentre(t.app, admin.token, org.primaryId)).statusCode).toBe(200);
    expect((await switchCentre(t.app, admin.token, org.secondId)).statusCode).toBe(403);
    // Account settings answer there too (a 401 would sign the browser out).
    const password = await send('PUT', '/api/auth/change-password', admin.token, {
      currentPassword: STRONG_PASSWORD,
      newPassword: STRONG_PASSWORD.replace('2026', '2027'),
    });
    expect(password.statusCode).toBe(200);
    const status = await t.app.inject({ method: 'GET', url: '/api/auth/two-factor', headers: bearer(admin.token) });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ enabled: false, required: false });
    await enrolInSettings(admin.token);
    expect((await switchCentre(t.app, admin.token, org.secondId)).statusCode).toBe(200);
    // Back in a centre that requires it, it cannot be turned off.
    const off = await send('POST', '/api/auth/two-factor/disable', admin.token, {
      password: STRONG_PASSWORD.replace('2026', '2027'),
    });
    expect(off.statusCode).toBe(409);
  });

  it('asks the code (or enrolment) at sign-in by the policy of the centre the session starts in, not the home clinic', async () => {
    const org = await buildOrganisation(t.app, t.mailer.sent);
    // A doctor invited at the second centre (their home), who also works at the primary.
    expect((await switchCentre(t.app, org.owner.token, org.secondId)).statusCode).toBe(200);
    const doctor = await addMember(t.app, t.mailer.sent, org.owner.token, 'doctor');
    expect((await addToCentre(org.owner.token, org.primaryId, doctor.userId, 'doctor')).statusCode).toBe(201);
    // They leave the second centre, which is that centre's own decision: they keep the primary.
    const left = await send('PATCH', `/api/team/members/${doctor.userId}`, org.owner.token, { active: false });
    expect(left.statusCode).toBe(200);
    expect((await switchCentre(t.app, org.owner.token, org.primaryId)).statusCode).toBe(200);
    expect((await requireTwoFactor(org.owner.token)).statusCode).toBe(200);

    // Their home clinic requires nothing, but the session would start in the primary, which does.
    const signIn = await login(doctor.email);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ twoFactor: 'enrol' });
    expect(signIn.json().token).toBeUndefined();
  });
});

describe('deactivation at the primary centre', () => {
  it('deactivates every membership in the organisation and ends every session, so nothing is left to sign in to or invite from', async () => {
    const org = await buildOrganisation(t.app, t.mailer.sent);
    const person = await addMember(t.app, t.mailer.sent, org.owner.token, 'admin');
    expect((await addToCentre(org.owner.token, org.secondId, person.userId, 'admin')).statusCode).toBe(201);
    // One session working in the second centre, one in the primary.
    expect((await switchCentre(t.app, person.token, org.secondId)).statusCode).toBe(200);
    const inPrimary = (await login(person.email)).json().token as string;
    expect((await currentUser(t.app, inPrimary)).centre.id).toBe(org.primaryId);

    const deactivated = await send('PATCH', `/api/team/members/${person.userId}`, org.owner.token, { active: false });
    expect(deactivated.statusCode).toBe(200);

    for (const token of [person.token, inPrimary]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) })).statusCode).toBe(
        401,
      );
      const invited = await invite(t.app, token, buildInvitation('admin', { email: `new.${randomUUID()}@example.in` }));
      expect(invited.statusCode).toBe(401);
    }
    const signIn = await login(person.email);
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().message).toBe(AUTH_MESSAGES.accountDeactivated);
    const rows = await t.handle.db
      .select({ clinicId: memberships.clinicId, active: memberships.active })
      .from(memberships)
      .where(eq(memberships.userId, person.userId));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => !row.active)).toBe(true);
    // The second centre's team shows them inactive too.
    expect((await switchCentre(t.app, org.owner.token, org.secondId)).statusCode).toBe(200);
    const team = (await t.app.inject({ method: 'GET', url: '/api/team', headers: bearer(org.owner.token) })).json();
    expect(team.members).toContainEqual(expect.objectContaining({ userId: person.userId, status: 'inactive' }));
  });

  it("an organisation admin deactivated at the primary loses the other centres' admin memberships made by switching", async () => {
    const org = await buildOrganisation(t.app, t.mailer.sent);
    const admin = await addMember(t.app, t.mailer.sent, org.owner.token, 'admin');
    // Entering the second centre makes them its administrator (a membership row).
    expect((await switchCentre(t.app, admin.token, org.secondId)).statusCode).toBe(200);
    expect(
      (await send('PATCH', `/api/team/members/${admin.userId}`, org.owner.token, { active: false })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(admin.token) })).statusCode,
    ).toBe(401);
    expect((await login(admin.email)).statusCode).toBe(401);
  });
});
