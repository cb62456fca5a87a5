import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../../db/schema/memberships.ts';
import {
  buildCentre,
  buildOrganisation,
  createCentre,
  currentUser,
  type Organisation,
  switchCentre,
} from '../support/centre-helpers.ts';
import { bearer, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { addMember } from '../support/team-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let org: Organisation;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-05-12T05:30:00Z'));
  org = await buildOrganisation(t.app, t.mailer.sent);
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const send = (method: 'POST' | 'PUT', url: string, token: string, payload: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });

describe('a clinic on its own is its organisation’s only centre', () => {
  it('lists one centre, primary, and /api/auth/user names it', async () => {
    const clinic = await signUpTrialClinic(t.app, { registrationNumber: 'PNDT/MH/0042' });
    const centres = (await get('/api/centres', clinic.token)).json();
    const user = await currentUser(t.app, clinic.token);
    expect(centres).toEqual([
      {
        id: user.clinicId,
        name: clinic.signup.clinicName,
        registrationNumber: 'PNDT/MH/0042',
        role: 'admin',
        primary: true,
        readOnly: false,
      },
    ]);
    expect(user.centre).toEqual(centres[0]);
    expect(user.organisationAdmin).toBe(true);
  });
});

describe('POST /api/centres', () => {
  it('is Enterprise only: 402 with reason feature_locked for the admin of a Trial clinic', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const res = await createCentre(t.app, clinic.token);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ reason: 'feature_locked', message: expect.stringContaining('Enterprise') });
    expect((await get('/api/centres', clinic.token)).json()).toHaveLength(1);
  });

  it('refuses doctors, receptionists and an administrator of another centre with 403', async () => {
    const doctor = await addMember(t.app, t.mailer.sent, org.owner.token, 'doctor');
    const receptionist = await addMember(t.app, t.mailer.sent, org.owner.token, 'receptionist');
    for (const token of [doctor.token, receptionist.token, org.secondAdmin.token]) {
      const res = await createCentre(t.app, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(
        /^(Doctors|Receptionists|Administrators of this centre) cannot manage the organisation's centres/,
      );
    }
  });

  it('validates the clinic fields with the settings rules (400 on the field)', async () => {
    const res = await createCentre(t.app, org.owner.token, { name: ' ', phone: '12345', address: 'short' });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'phone', 'address']));
  });

  it('creates a centre with its own details; its creator is its administrator and can enter it', async () => {
    const body = buildCentre({ name: 'Sunrise Imaging Whitefield', registrationNumber: 'PNDT/KA/7781' });
    const res = await send('POST', '/api/centres', org.owner.token, body);
    expect(res.statusCode).toBe(201);
    const centre = res.json();
    expect(centre).toMatchObject({
      name: body.name,
      registrationNumber: 'PNDT/KA/7781',
      phone: body.phone,
      primary: false,
    });
    const listed = (await get('/api/centres', org.owner.token)).json();
    expect(listed.find((c: { id: string }) => c.id === centre.id)).toMatchObject({ role: 'admin', readOnly: false });
    const [membership] = await t.handle.db.select().from(memberships).where(eq(memberships.clinicId, centre.id));
    expect(membership).toMatchObject({ role: 'admin', active: true });
  });
});

describe('PUT /api/centres/:id', () => {
  it('edits a centre of the organisation; another organisation’s or a random id is 404', async () => {
    const res = await send('PUT', `/api/centres/${org.secondId}`, org.owner.token, {
      name: 'Lotus Scan Centre Jayanagar',
      registrationNumber: 'PNDT/KA/9001',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: org.secondId,
      name: 'Lotus Scan Centre Jayanagar',
      registrationNumber: 'PNDT/KA/9001',
    });
    expect((await currentUser(t.app, org.secondAdmin.token)).centre).toMatchObject({
      name: 'Lotus Scan Centre Jayanagar',
      registrationNumber: 'PNDT/KA/9001',
    });
    const other = await signUpTrialClinic(t.app);
    const otherId = (await currentUser(t.app, other.token)).clinicId;
    for (const id of [otherId, randomUUID()]) {
      const miss = await send('PUT', `/api/centres/${id}`, org.owner.token, { name: 'Taken over' });
      expect(miss.statusCode).toBe(404);
      expect(miss.json().message).toBe('Centre not found');
    }
    const read = await get(`/api/centres/${org.secondId}`, org.owner.token);
    expect(read.json()).toMatchObject({ id: org.secondId, name: 'Lotus Scan Centre Jayanagar', primary: false });
    expect((await get(`/api/centres/${otherId}`, org.owner.token)).statusCode).toBe(404);
    expect((await get(`/api/centres/${org.secondId}`, org.secondAdmin.token)).statusCode).toBe(403);
    const refused = await send('PUT', `/api/centres/${org.secondId}`, org.secondAdmin.token, { name: 'Mine' });
    expect(refused.statusCode).toBe(403);
    const bad = await send('PUT', `/api/centres/${org.secondId}`, org.owner.token, { name: '' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('switching centres', () => {
  it('moves the session on the server, keeps the token, and answers 404 for the other centre’s records', async () => {
    const inPrimary = await registerPatient(t.app, org.owner.token, { firstName: 'Meera' });
    const before = (await currentUser(t.app, org.owner.token)).centre.id;
    expect(before).toBe(org.primaryId);
    const res = await switchCentre(t.app, org.owner.token, org.secondId);
    expect(res.statusCode).toBe(200);
    expect(res.json().centre).toMatchObject({ id: org.secondId, role: 'admin', primary: false });
    // Same token, new tenant.
    expect((await currentUser(t.app, org.owner.token)).centre.id).toBe(org.secondId);
    expect((await get(`/api/patients/${inPrimary.id}`, org.owner.token)).statusCode).toBe(404);
    const back = await switchCentre(t.app, org.owner.token, org.primaryId);
    expect(back.statusCode).toBe(200);
    expect((await get(`/api/patients/${inPrimary.id}`, org.owner.token)).statusCode).toBe(200);
  });

  it('refuses a centre without a membership, another organisation’s and a random id alike (404)', async () => {
    const other = await signUpTrialClinic(t.app);
    const otherId = (await currentUser(t.app, other.token)).clinicId;
    const answers = await Promise.all(
      [org.primaryId, otherId, randomUUID()].map((id) => switchCentre(t.app, org.secondAdmin.token, id)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect((await currentUser(t.app, org.secondAdmin.token)).centre.id).toBe(org.secondId);
    expect((await get('/api/centres', org.secondAdmin.token)).json().map((c: { id: string }) => c.id)).toEqual([
      org.secondId,
    ]);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/switch-centre',
      headers: bearer(org.secondAdmin.token),
      payload: { centreId: 'not-a-uuid' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('people across centres', () => {
  it('adds a doctor of the first centre to the second: one login, two memberships, same registration number', async () => {
    const doctor = await addMember(t.app, t.mailer.sent, org.owner.token, 'doctor');
    const added = await send('POST', `/api/centres/${org.secondId}/members`, org.owner.token, {
      userId: doctor.userId,
      role: 'doctor',
    });
    expect(added.statusCode).toBe(201);
    const switched = await switchCentre(t.app, doctor.token, org.secondId);
    expect(switched.json().centre).toMatchObject({ id: org.secondId, role: 'doctor' });
    const doctorsHere = (await get('/api/doctors', doctor.token)).json();
    const signingAs = doctorsHere.find((d: { id: string }) => d.id === added.json().doctorId);
    await switchCentre(t.app, doctor.token, org.primaryId);
    const doctorsThere = (await get('/api/doctors', doctor.token)).json();
    const original = doctorsThere.find(
      (d: { registrationNumber: string }) => d.registrationNumber === signingAs.registrationNumber,
    );
    expect(original).toMatchObject({ name: signingAs.name, registrationNumber: signingAs.registrationNumber });
    expect(original.id).not.toBe(signingAs.id);

    const again = await send('POST', `/api/centres/${org.secondId}/members`, org.owner.token, {
      userId: doctor.userId,
      role: 'doctor',
    });
    expect(again.statusCode).toBe(409);
  });

  it('lists the organisation’s people with their centres for organisation admins only', async () => {
    const people = (await get('/api/centres/people', org.owner.token)).json();
    const owner = people.find((p: { email: string }) => p.email === org.owner.email);
    // The owner works at every centre they made (a third one came from an earlier test).
    expect(owner.centres.map((c: { id: string }) => c.id)).toEqual(
      expect.arrayContaining([org.primaryId, org.secondId]),
    );
    const second = people.find((p: { userId: string }) => p.userId === org.secondAdmin.userId);
    expect(second.centres).toEqual([expect.objectContaining({ id: org.secondId, role: 'admin' })]);
    expect(Object.keys(second).sort()).toEqual(['centres', 'email', 'firstName', 'lastName', 'userId']);
    const outsider = await signUpTrialClinic(t.app);
    expect((await get('/api/centres/people', outsider.token)).json().map((p: { userId: string }) => p.userId)).toEqual([
      (await currentUser(t.app, outsider.token)).id,
    ]);
    expect((await get('/api/centres/people', org.secondAdmin.token)).statusCode).toBe(403);
  });

  it('refuses people of other organisations (404), a doctor role for someone who signs nowhere (409) and non-organisation admins (403)', async () => {
    const outsider = await signUpTrialClinic(t.app);
    const outsiderId = (await currentUser(t.app, outsider.token)).id;
    const add = (token: string, userId: string, role: string) =>
      send('POST', `/api/centres/${org.secondId}/members`, token, { userId, role });
    expect((await add(org.owner.token, outsiderId, 'receptionist')).statusCode).toBe(404);
    expect((await add(org.owner.token, randomUUID(), 'receptionist')).statusCode).toBe(404);
    const receptionist = await addMember(t.app, t.mailer.sent, org.owner.token, 'receptionist');
    expect((await add(org.owner.token, receptionist.userId, 'doctor')).statusCode).toBe(409);
    expect((await add(org.secondAdmin.token, receptionist.userId, 'receptionist')).statusCode).toBe(403);
    expect((await add(org.owner.token, receptionist.userId, 'receptionist')).statusCode).toBe(201);
  });
});
