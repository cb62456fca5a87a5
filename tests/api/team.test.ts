import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_END_MESSAGES } from '../../core/auth/session-end.ts';
import { invitations, memberships } from '../../db/schema/memberships.ts';
import { outgoingMessages } from '../../db/schema/outgoing-messages.ts';
import { users } from '../../db/schema/users.ts';
import { hashToken } from '../../server/lib/tokens.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { bearer, clinicIdOf, STRONG_PASSWORD, signUpTrialClinic } from '../support/factories.ts';
import { accept, addMember, buildInvitation, invitationTokenFor, invite } from '../support/team-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const team = (token: string) => t.app.inject({ method: 'GET', url: '/api/team', headers: bearer(token) });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
const patch = (token: string, userId: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/team/members/${userId}`, headers: bearer(token), payload });
const login = (email: string, password = STRONG_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** A clinic on a plan with seats to spare (Basic: 5 users). */
async function basicClinic() {
  const clinic = await signUpTrialClinic(t.app);
  await buyPlan(t.app, clinic.token, 'basic');
  const admin = (await me(clinic.token)).json();
  return { ...clinic, adminId: admin.id as string, clinicId: admin.clinicId as string };
}

describe('invitations', () => {
  it('mails a single-use 7-day link, stores only its hash, and the accept page signs the member in', async () => {
    const clinic = await basicClinic();
    const body = buildInvitation('receptionist');
    const res = await invite(t.app, clinic.token, body);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ email: body.email, role: 'receptionist' });
    expect(new Date(created.expiresAt).getTime()).toBe(t.clock.now().getTime() + 7 * DAY);
    const token = invitationTokenFor(t.mailer.sent, body.email);
    const [row] = await t.handle.db.select().from(invitations).where(eq(invitations.id, created.id));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    expect((await team(clinic.token)).json()).toMatchObject({
      invitations: [{ id: created.id, email: body.email, role: 'receptionist' }],
      seats: { used: 2, limit: 5 },
    });

    const accepted = await accept(t.app, token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user).toMatchObject({ email: body.email, role: 'receptionist', clinicId: clinic.clinicId });
    expect((await me(accepted.json().token)).json()).toMatchObject({ role: 'receptionist' });
    expect((await login(body.email)).statusCode).toBe(200);
    // Used once: the link is dead, and the member is on the team instead of the invitation.
    expect((await accept(t.app, token)).statusCode).toBe(400);
    const after = (await team(clinic.token)).json();
    expect(after.invitations).toEqual([]);
    expect(after.members).toHaveLength(2);
    expect(after.seats).toEqual({ used: 2, limit: 5 });
  });

  it('applies the signup password policy and refuses an expired link', async () => {
    const clinic = await basicClinic();
    const body = buildInvitation('receptionist');
    await invite(t.app, clinic.token, body);
    const token = invitationTokenFor(t.mailer.sent, body.email);
    const weak = await accept(t.app, token, 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0].field).toBe('password');
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/api/team/invitations/accept',
      payload: { token, password: STRONG_PASSWORD, confirmPassword: `${STRONG_PASSWORD}x` },
    });
    expect(mismatch.statusCode).toBe(400);
    t.clock.advance(7 * DAY + 1000);
    const expired = await accept(t.app, token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toMatch(/invalid, has expired/);
  });

  it("answers another clinic's user as a new address and tells them by mail instead (issue 28)", async () => {
    const clinic = await basicClinic();
    const other = await signUpTrialClinic(t.app);
    const fresh = buildInvitation('receptionist');
    const existing = buildInvitation('receptionist', { email: other.email.toUpperCase() });
    const [newRes, existingRes] = [
      await invite(t.app, clinic.token, fresh),
      await invite(t.app, clinic.token, existing),
    ];
    // The same answer: status, shape, and an open invitation in the team list for each.
    expect([newRes.statusCode, existingRes.statusCode]).toEqual([201, 201]);
    expect(Object.keys(existingRes.json()).sort()).toEqual(Object.keys(newRes.json()).sort());
    const open = (await team(clinic.token)).json().invitations.map((i: { email: string }) => i.email.toLowerCase());
    expect(open).toEqual(expect.arrayContaining([fresh.email, other.email.toLowerCase()]));

    // Both in the outbox as invitations; the account holder's carries no link, only the notice.
    const outbox = await t.handle.db
      .select({ recipient: outgoingMessages.recipient, kind: outgoingMessages.kind, body: outgoingMessages.body })
      .from(outgoingMessages)
      .where(eq(outgoingMessages.clinicId, clinic.clinicId));
    const notice = outbox.find((m) => m.recipient.toLowerCase() === other.email.toLowerCase());
    expect(notice?.kind).toBe('invitation');
    expect(notice?.body).toMatch(/tried to invite you .* already has an account with us, for another clinic/s);
    expect(notice?.body).not.toContain('accept-invitation');
    expect(outbox.find((m) => m.recipient === fresh.email)?.body).toContain('accept-invitation?token=');
    const mailed = t.mailer.sent.filter((m) => m.to.toLowerCase() === other.email.toLowerCase());
    expect(mailed.at(-1)?.subject).toMatch(/tried to invite you$/);

    // A resend sends the notice again, never a link; a second invite is the usual 409 for an open one.
    const id = existingRes.json().id as string;
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/team/invitations/${id}/resend`,
      headers: bearer(clinic.token),
    });
    expect(resent.statusCode).toBe(200);
    expect(t.mailer.sent.filter((m) => m.to.toLowerCase() === other.email.toLowerCase()).at(-1)?.text).not.toContain(
      'accept-invitation',
    );
    for (const body of [fresh, existing]) {
      const again = await invite(t.app, clinic.token, body);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toMatch(/pending invitation/);
    }
  });

  it('keeps a 409 for someone already a member of this centre, whose name the team list shows', async () => {
    const clinic = await basicClinic();
    const member = await addMember(t.app, t.mailer.sent, clinic.token, 'receptionist');
    for (const email of [clinic.email, member.email.toUpperCase()]) {
      const res = await invite(t.app, clinic.token, buildInvitation('receptionist', { email }));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This person is already a member of this centre. Find them in the team list.');
    }
  });

  it('validates: names, a role of the three, and a doctor for a doctor invitation', async () => {
    const clinic = await basicClinic();
    const bad = await invite(t.app, clinic.token, buildInvitation('owner'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('role');
    const noDoctor = await invite(t.app, clinic.token, { ...buildInvitation('doctor'), doctor: undefined });
    expect(noDoctor.statusCode).toBe(400);
    expect(noDoctor.json().errors[0]).toMatchObject({ field: 'doctorId' });
    // Refused means nothing kept: no invitation row, no mail waiting, nothing listed.
    expect(await t.handle.db.select().from(invitations).where(eq(invitations.clinicId, clinic.clinicId))).toEqual([]);
    const mails = await t.handle.db
      .select()
      .from(outgoingMessages)
      .where(and(eq(outgoingMessages.clinicId, clinic.clinicId), eq(outgoingMessages.kind, 'invitation')));
    expect(mails).toEqual([]);
    expect((await team(clinic.token)).json().invitations).toEqual([]);
  });

  it('a doctor invitation links an existing doctor, or creates one with its registration number', async () => {
    const clinic = await basicClinic();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/doctors',
      headers: bearer(clinic.token),
      payload: { name: 'Dr. Farah Khan', registrationNumber: 'DMC-55221', qualification: 'MD' },
    });
    const doctorId = created.json().id as string;
    const linked = await addMember(t.app, t.mailer.sent, clinic.token, 'doctor', { doctorId, doctor: undefined });
    const [m] = await t.handle.db.select().from(memberships).where(eq(memberships.userId, linked.userId));
    expect(m).toMatchObject({ role: 'doctor', doctorId, clinicId: clinic.clinicId });
    // One doctor signs as one member.
    const twice = await invite(t.app, clinic.token, buildInvitation('doctor', { doctorId, doctor: undefined }));
    expect(twice.statusCode).toBe(409);

    const fresh = await addMember(t.app, t.mailer.sent, clinic.token, 'doctor', {
      firstName: 'Vikram',
      lastName: 'Rao',
      doctor: { registrationNumber: 'kmc-77310', qualification: 'MBBS, DMRD' },
    });
    const members = (await team(clinic.token)).json().members;
    expect(members.find((x: { userId: string }) => x.userId === fresh.userId)).toMatchObject({
      role: 'doctor',
      doctorName: 'Dr. Vikram Rao',
    });
    const doctors = (await t.app.inject({ method: 'GET', url: '/api/doctors', headers: bearer(clinic.token) })).json();
    expect(doctors).toContainEqual(
      expect.objectContaining({ name: 'Dr. Vikram Rao', registrationNumber: 'KMC-77310' }),
    );
  });

  it("another clinic's doctor cannot be linked (404)", async () => {
    const a = await basicClinic();
    const b = await basicClinic();
    const doctorOfB = (await t.app.inject({ method: 'GET', url: '/api/doctors', headers: bearer(b.token) })).json()[0]
      .id as string;
    const res = await invite(t.app, a.token, buildInvitation('doctor', { doctorId: doctorOfB, doctor: undefined }));
    expect(res.statusCode).toBe(404);
  });

  it('resend mails a new link (the old one dies) and revoke frees the seat', async () => {
    const clinic = await basicClinic();
    const body = buildInvitation('receptionist');
    const { id } = (await invite(t.app, clinic.token, body)).json();
    const first = invitationTokenFor(t.mailer.sent, body.email);
    t.clock.advance(8 * DAY);
    // The admin's session lapsed meanwhile (idle timeout).
    clinic.token = (await login(clinic.email)).json().token;
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/team/invitations/${id}/resend`,
      headers: bearer(clinic.token),
    });
    expect(resent.statusCode).toBe(200);
    expect(new Date(resent.json().expiresAt).getTime()).toBe(t.clock.now().getTime() + 7 * DAY);
    const second = invitationTokenFor(t.mailer.sent, body.email);
    expect(second).not.toBe(first);
    expect((await accept(t.app, first)).statusCode).toBe(400);

    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/team/invitations/${id}`,
      headers: bearer(clinic.token),
    });
    expect(revoke.statusCode).toBe(204);
    expect((await accept(t.app, second)).statusCode).toBe(400);
    expect((await team(clinic.token)).json().seats).toEqual({ used: 1, limit: 5 });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/team/invitations/${id}`, headers: bearer(clinic.token) }))
        .statusCode,
    ).toBe(404);
  });
});

describe('seats', () => {
  it('trial (1 user): 402 plan_limit naming the plan, its seats and the upgrade path', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const res = await invite(t.app, clinic.token, buildInvitation('receptionist'));
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      message: 'User limit reached: the Free Trial plan includes 1 user account. Upgrade your plan to add more.',
      reason: 'plan_limit',
      limit: 'users',
      redirectTo: '/billing?tab=plans',
    });
  });

  it('10 concurrent invitations on Basic (5 seats, 1 used): exactly 4 succeed, never over the limit', async () => {
    const clinic = await basicClinic();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => invite(t.app, clinic.token, buildInvitation('receptionist'))),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 201, 402, 402, 402, 402, 402, 402]);
    const pending = await t.handle.db
      .select()
      .from(invitations)
      .where(and(eq(invitations.clinicId, clinic.clinicId), eq(invitations.status, 'pending')));
    expect(pending).toHaveLength(4);
    expect((await team(clinic.token)).json().seats).toEqual({ used: 5, limit: 5 });
  });

  it('an expired invitation holds no seat; reactivating a member needs one', async () => {
    const clinic = await basicClinic();
    const member = await addMember(t.app, t.mailer.sent, clinic.token, 'receptionist');
    expect((await patch(clinic.token, member.userId, { active: false })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await invite(t.app, clinic.token, buildInvitation('receptionist'))).statusCode).toBe(201);
    const refused = await patch(clinic.token, member.userId, { active: true });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().reason).toBe('plan_limit');
    t.clock.advance(7 * DAY + 1000);
    clinic.token = (await login(clinic.email)).json().token;
    expect((await team(clinic.token)).json().seats).toEqual({ used: 1, limit: 5 });
    expect((await patch(clinic.token, member.userId, { active: true })).statusCode).toBe(200);
  });
});

describe('managing members', () => {
  it('a role change shows on the next request; deactivation signs out at once and blocks sign-in', async () => {
    const clinic = await basicClinic();
    const member = await addMember(t.app, t.mailer.sent, clinic.token, 'receptionist');
    const changed = await patch(clinic.token, member.userId, { role: 'admin' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().members).toContainEqual(expect.objectContaining({ userId: member.userId, role: 'admin' }));
    expect((await me(member.token)).json().role).toBe('admin');
    expect((await patch(clinic.token, member.userId, { role: 'receptionist', active: false })).statusCode).toBe(200);
    const ended = await me(member.token);
    expect(ended.statusCode).toBe(401);
    // The open tab is told why (issue 28), on every later request too.
    expect(ended.json()).toEqual({ message: SESSION_END_MESSAGES.account_deactivated, reason: 'account_deactivated' });
    expect((await me(member.token)).json().reason).toBe('account_deactivated');
    const refused = await login(member.email);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toMatch(/deactivated/);
    expect((await team(clinic.token)).json().members).toContainEqual(
      expect.objectContaining({ userId: member.userId, status: 'inactive' }),
    );
    expect((await patch(clinic.token, member.userId, { active: true })).statusCode).toBe(200);
    expect((await login(member.email)).json().user.role).toBe('receptionist');
  });

  it('the last active admin cannot be demoted or deactivated (409)', async () => {
    const clinic = await basicClinic();
    for (const change of [{ role: 'doctor' }, { active: false }]) {
      const res = await patch(clinic.token, clinic.adminId, change);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/at least one active administrator/);
    }
    expect((await me(clinic.token)).json().role).toBe('admin');
  });

  it('two admins demoting each other at once: one wins, one admin stays', async () => {
    const clinic = await basicClinic();
    const second = await addMember(t.app, t.mailer.sent, clinic.token, 'admin');
    const [a, b] = await Promise.all([
      patch(clinic.token, second.userId, { role: 'receptionist' }),
      patch(second.token, clinic.adminId, { role: 'receptionist' }),
    ]);
    // Exactly one wins. The other is refused as the last admin (409) when both were checked
    // together, or as no longer an admin (403) when the winner committed before its check ran.
    const [won, lost] = [a.statusCode, b.statusCode].sort();
    expect(won).toBe(200);
    expect([403, 409]).toContain(lost);
    const admins = await t.handle.db
      .select()
      .from(memberships)
      .where(
        and(eq(memberships.clinicId, clinic.clinicId), eq(memberships.role, 'admin'), eq(memberships.active, true)),
      );
    expect(admins).toHaveLength(1);
  });

  it('validates the change', async () => {
    const clinic = await basicClinic();
    expect((await patch(clinic.token, clinic.adminId, {})).statusCode).toBe(400);
    expect((await patch(clinic.token, clinic.adminId, { role: 'owner' })).statusCode).toBe(400);
    expect((await patch(clinic.token, 'not-a-uuid', { role: 'admin' })).statusCode).toBe(404);
  });
});

describe('cross-clinic', () => {
  it("another clinic's invitation and member ids answer 404 and stay unchanged", async () => {
    const a = await basicClinic();
    const b = await basicClinic();
    const body = buildInvitation('receptionist');
    const { id } = (await invite(t.app, a.token, body)).json();
    const member = await addMember(t.app, t.mailer.sent, a.token, 'receptionist');
    const before = await t.handle.db.select().from(invitations).where(eq(invitations.id, id));
    for (const res of [
      await t.app.inject({ method: 'DELETE', url: `/api/team/invitations/${id}`, headers: bearer(b.token) }),
      await t.app.inject({ method: 'POST', url: `/api/team/invitations/${id}/resend`, headers: bearer(b.token) }),
      await patch(b.token, member.userId, { active: false }),
      await patch(b.token, a.adminId, { role: 'receptionist' }),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect(await t.handle.db.select().from(invitations).where(eq(invitations.id, id))).toEqual(before);
    expect((await me(member.token)).json().role).toBe('receptionist');
    expect((await me(a.token)).json().role).toBe('admin');
    expect((await team(b.token)).json().members).toHaveLength(1);
  });

  it('an accepted user belongs to the inviting clinic only', async () => {
    const a = await basicClinic();
    const member = await addMember(t.app, t.mailer.sent, a.token, 'receptionist');
    expect(await clinicIdOf(t.app, member.token)).toBe(a.clinicId);
    const [u] = await t.handle.db.select().from(users).where(eq(users.id, member.userId));
    expect(u?.clinicId).toBe(a.clinicId);
  });
});
