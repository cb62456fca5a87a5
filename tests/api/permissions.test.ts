import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, can, OPERATOR_ONLY_MESSAGE, type RoutePermission } from '../../core/team/permissions.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { bearer, buildReport, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { completion } from '../support/formf-completion.ts';
import { attachReferralEvidence } from '../support/formf-helpers.ts';
import { addMember } from '../support/team-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const routes: RouteOptions[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ onRoute: (route) => void routes.push(route) });
});
afterAll(() => t.close());

interface Caller extends Actor {
  name: string;
  token: string;
}

const apiRoutes = () =>
  routes
    .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/test/'))
    .flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({ method, route })),
    )
    .filter(({ method }) => method !== 'HEAD');

/** A clinic on Professional with one member of each kind (the signup admin is linked to its doctor). */
async function clinicWithTeam() {
  const clinic = await signUpTrialClinic(t.app);
  await buyPlan(t.app, clinic.token, 'professional');
  const doctor = await addMember(t.app, t.mailer.sent, clinic.token, 'doctor');
  const receptionist = await addMember(t.app, t.mailer.sent, clinic.token, 'receptionist');
  const plainAdmin = await addMember(t.app, t.mailer.sent, clinic.token, 'admin');
  const callers: Caller[] = [
    // Every admin of a clinic on its own is an organisation admin (an admin of its primary centre).
    { name: 'admin', role: 'admin', doctorId: 'linked', organisationAdmin: true, token: clinic.token },
    { name: 'admin without doctor', role: 'admin', doctorId: null, organisationAdmin: true, token: plainAdmin.token },
    { name: 'doctor', role: 'doctor', doctorId: 'linked', organisationAdmin: false, token: doctor.token },
    { name: 'receptionist', role: 'receptionist', doctorId: null, organisationAdmin: false, token: receptionist.token },
  ];
  return { clinic, doctor, receptionist, plainAdmin, callers };
}

describe('every API route declares its permission', () => {
  it('a permission of the matrix, or explicitly signed-in or public', () => {
    const undeclared = apiRoutes()
      .filter(({ route }) => !route.config?.permission)
      .map(({ method, route }) => `${method} ${route.url}`);
    expect(routes.length).toBeGreaterThan(10);
    expect(undeclared).toEqual([]);
  });

  it('a route with a session check is never public, and a public one has none', () => {
    const mismatched = apiRoutes()
      .filter(
        ({ route }) => (route.config?.permission === 'public') === Boolean(route.onRequest && !isRateLimitOnly(route)),
      )
      .map(({ method, route }) => `${method} ${route.url}`);
    expect(mismatched).toEqual([]);
  });
});

/** Public auth routes carry the IP rate limit as their onRequest hook, not authentication. */
function isRateLimitOnly(route: RouteOptions): boolean {
  const hooks = [route.onRequest].flat();
  return hooks.every((hook) => hook?.name !== 'authenticate');
}

describe('the permission matrix: every route × every role', () => {
  it('refuses with 403 exactly where the matrix says no, naming the role and the action', async () => {
    const { callers } = await clinicWithTeam();
    const checked = apiRoutes().filter(({ route }) => {
      const permission = route.config?.permission as RoutePermission;
      return permission !== 'public' && permission !== 'signed-in' && permission !== 'operator';
    });
    expect(checked.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    for (const { method, route } of checked) {
      const permission = route.config?.permission as Exclude<RoutePermission, 'public' | 'signed-in' | 'operator'>;
      // Ids nobody has: an allowed caller gets past the check to a 400/404, never a write.
      const url = route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
      for (const caller of callers) {
        const res = await t.app.inject({ method, url, headers: bearer(caller.token), payload: {} });
        const allowed = can(caller, permission);
        const ok = allowed
          ? ![401, 402, 403].includes(res.statusCode) && res.statusCode < 500
          : res.statusCode === 403 && /cannot /.test(res.json().message);
        if (!ok) wrong.push(`${caller.name} ${method} ${route.url} (${permission}) -> ${res.statusCode} ${res.body}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it("operator routes (the deployment's backups) refuse every role of a clinic, its admins too", async () => {
    const { callers } = await clinicWithTeam();
    const operatorRoutes = apiRoutes().filter(({ route }) => route.config?.permission === 'operator');
    expect(operatorRoutes.map(({ method, route }) => `${method} ${route.url}`).sort()).toEqual([
      'GET /api/system/backups',
      'POST /api/system/backups',
    ]);
    for (const { method, route } of operatorRoutes) {
      for (const caller of callers) {
        const res = await t.app.inject({ method, url: route.url, headers: bearer(caller.token) });
        expect(res.statusCode, `${caller.name} ${method} ${route.url}`).toBe(403);
        expect(res.json()).toEqual({ message: OPERATOR_ONLY_MESSAGE, reason: 'operator_only' });
      }
    }
  });

  it('signed-in routes are open to every role', async () => {
    const { callers } = await clinicWithTeam();
    for (const caller of callers) {
      for (const url of ['/api/auth/user', '/api/clinic', '/api/subscriptions/active']) {
        expect((await t.app.inject({ method: 'GET', url, headers: bearer(caller.token) })).statusCode).toBe(200);
      }
    }
  });

  it('the messages', async () => {
    const { doctor, receptionist } = await clinicWithTeam();
    const billing = await t.app.inject({
      method: 'GET',
      url: '/api/billing-transactions',
      headers: bearer(doctor.token),
    });
    expect(billing.json()).toEqual({ message: 'Doctors cannot manage billing and plans', reason: 'role' });
    const team = await t.app.inject({ method: 'GET', url: '/api/team', headers: bearer(receptionist.token) });
    expect(team.json()).toEqual({ message: 'Receptionists cannot manage the team', reason: 'role' });
  });

  it("a receptionist's dashboard has no revenue; a doctor's has it", async () => {
    const { doctor, receptionist } = await clinicWithTeam();
    const stats = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: bearer(token) }).then((r) => r.json());
    expect((await stats(receptionist.token)).revenue).toBeNull();
    expect((await stats(doctor.token)).revenue).toBe('0.00');
  });
});

describe('signed reports', () => {
  const post = (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/reports', headers: bearer(token), payload });
  const put = (token: string, id: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/reports/${id}`, headers: bearer(token), payload });

  it('a receptionist saves drafts only; the doctor finalizes and signs; an edit after is an amended version signed again', async () => {
    const { clinic, doctor, receptionist, plainAdmin } = await clinicWithTeam();
    const patient = await registerPatient(t.app, receptionist.token);
    const finalize = await post(receptionist.token, buildReport(patient.id));
    expect(finalize.statusCode).toBe(403);
    expect(finalize.json()).toEqual({ message: 'Receptionists cannot finalize reports', reason: 'role' });
    // The front desk starts the report for the doctor: a patient and a type are all a draft needs (issue 28).
    const draft = await post(receptionist.token, { patientId: patient.id, reportType: 'abdominal', status: 'draft' });
    expect(draft.statusCode).toBe(201);
    expect(draft.json()).toMatchObject({ status: 'draft', signature: null, amended: false });
    const id = draft.json().id as string;
    const body = buildReport(patient.id);
    expect((await put(receptionist.token, id, { ...body, status: 'finalized' })).statusCode).toBe(403);
    const unlinked = await put(plainAdmin.token, id, { ...body, status: 'finalized' });
    expect(unlinked.json()).toEqual({
      message: 'Administrators not linked to a doctor cannot finalize reports',
      reason: 'role',
    });

    t.clock.advance(60_000);
    const signed = await put(doctor.token, id, { ...body, status: 'finalized' });
    expect(signed.statusCode).toBe(200);
    const me = (await t.app.inject({ method: 'GET', url: '/api/team', headers: bearer(clinic.token) })).json();
    const doctorName = me.members.find((m: { userId: string }) => m.userId === doctor.userId).doctorName;
    expect(signed.json()).toMatchObject({
      status: 'finalized',
      amended: false,
      signature: { userId: doctor.userId, doctorName, signedAt: t.clock.now().toISOString(), version: 2 },
    });
    expect(signed.json().signature.registrationNumber).toMatch(/^KMC-/);

    const edit = await put(receptionist.token, id, { ...body, impression: 'Changed' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({ message: 'Receptionists cannot edit finalized reports', reason: 'role' });
    t.clock.advance(60_000);
    const amended = await put(clinic.token, id, { ...body, impression: 'Mild hepatomegaly.' });
    expect(amended.statusCode).toBe(200);
    const adminUser = (
      await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(clinic.token) })
    ).json();
    expect(amended.json()).toMatchObject({
      status: 'finalized',
      version: 3,
      amended: true,
      signature: {
        userId: adminUser.id,
        doctorName: 'Dr. Rakesh Mehta',
        registrationNumber: 'HMC/2019/4521',
        version: 3,
      },
    });
    // Everyone prints it, the receptionist too.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/reports/${id}`, headers: bearer(receptionist.token) })).json(),
    ).toMatchObject({ amended: true, signature: { version: 3 } });
  });

  it('a report finalized at creation is signed by its creator, version 1', async () => {
    const { doctor } = await clinicWithTeam();
    const patient = await registerPatient(t.app, doctor.token);
    const res = await post(doctor.token, buildReport(patient.id));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ signature: { userId: doctor.userId, version: 1 }, amended: false });
  });
});

describe("Form F: receptionists fill, the form's doctor signs the declaration", () => {
  it("submission needs a signing role; the declaration only the form doctor's own login", async () => {
    const { clinic, doctor, receptionist } = await clinicWithTeam();
    const patient = await registerPatient(t.app, receptionist.token, {
      spouseName: 'Ravi Sharma',
      referringDoctorName: 'Dr. Anil Gupta',
      maleChildren: 1,
      femaleChildren: 1,
    });
    const doctorId = (
      await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(doctor.token) })
    ).json().doctorId as string;
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: bearer(doctor.token),
      payload: buildReport(patient.id, 'obstetric_second_third_trimester', { doctorId }),
    });
    expect(report.statusCode).toBe(201);
    const forms = (
      await t.app.inject({ method: 'GET', url: '/api/pcpndt-forms', headers: bearer(receptionist.token) })
    ).json();
    const form = forms.forms[0];
    // Everything a complete form needs (issue 23's items, issue 29's evidence) except the declaration.
    await attachReferralEvidence(t.app, receptionist.token, form.id);
    const { doctorDeclarationSigned: _signed, ...fill } = { ...completion, isSelfreferred: true };
    const url = `/api/pcpndt-forms/${form.id}`;
    expect(
      (await t.app.inject({ method: 'PUT', url, headers: bearer(receptionist.token), payload: fill })).statusCode,
    ).toBe(200);
    for (const token of [receptionist.token, clinic.token]) {
      const res = await t.app.inject({
        method: 'PUT',
        url,
        headers: bearer(token),
        payload: { doctorDeclarationSigned: true },
      });
      expect(res.statusCode).toBe(403);
    }
    const submitByReceptionist = await t.app.inject({
      method: 'POST',
      url: `${url}/submit`,
      headers: bearer(receptionist.token),
    });
    expect(submitByReceptionist.json()).toEqual({
      message: 'Receptionists cannot submit or amend Form F',
      reason: 'role',
    });
    const signed = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(doctor.token),
      payload: { doctorDeclarationSigned: true },
    });
    expect(signed.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: `${url}/submit`, headers: bearer(doctor.token) })).statusCode,
    ).toBe(200);
    const amend = await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(receptionist.token),
      payload: { resultConveyedTo: 'Husband', amendmentReason: 'Corrected' },
    });
    expect(amend.statusCode).toBe(403);
  });
});
