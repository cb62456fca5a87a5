import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patients } from '../../db/schema/patients.ts';
import { buildOrganisation, type Organisation, switchCentre } from '../support/centre-helpers.ts';
import { bearer, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { addMember } from '../support/team-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Decision 024: a returning patient of another centre of the organisation is found at the desk and
// registered here from her record there: one person, a row (and visits) per centre; never a
// patient of another organisation.

let t: TestApp;
let org: Organisation;
let atSecond: { id: string; patientId: string };
beforeAll(async () => {
  t = await createTestApp();
  org = await buildOrganisation(t.app, t.mailer.sent);
  atSecond = await registerPatient(t.app, org.secondAdmin.token, {
    firstName: 'प्रिया',
    lastName: 'शर्मा',
    phone: '9811155533',
  });
});
afterAll(() => t.close());

const search = (token: string, term: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/organisation-patients?search=${encodeURIComponent(term)}`,
    headers: bearer(token),
  });
const reuse = (token: string, id: string, payload: object = { consent: true }) =>
  t.app.inject({ method: 'POST', url: `/api/organisation-patients/${id}/reuse`, headers: bearer(token), payload });

describe('a returning patient of another centre', () => {
  it('is found at the desk, in either script, with her centre named and her phone masked', async () => {
    const res = await search(org.owner.token, 'priya');
    expect(res.statusCode).toBe(200);
    const [found, ...more] = res.json().patients;
    expect(more).toEqual([]);
    expect(found).toMatchObject({ id: atSecond.id, firstName: 'प्रिया', phone: 'XXXXXXX533' });
    expect(found.centreName).toMatch(/^Lotus Scan Centre/);
    expect(JSON.stringify(found)).not.toContain('9811155533');
  });

  it('is registered here once, as the same person, her visits kept per centre', async () => {
    const receptionist = await addMember(t.app, t.mailer.sent, org.owner.token, 'receptionist');
    const first = await reuse(receptionist.token, atSecond.id);
    expect(first.statusCode).toBe(201);
    const here = first.json();
    expect(here).toMatchObject({ firstName: 'प्रिया', lastName: 'शर्मा', phone: '9811155533' });
    expect(here.id).not.toBe(atSecond.id);
    // Again (another desk, a double click): the row she already has.
    const again = await reuse(org.owner.token, atSecond.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(here.id);

    const rows = await t.handle.db
      .select({ id: patients.id, clinicId: patients.clinicId, personId: patients.personId })
      .from(patients)
      // Only this organisation's centres: the PostgreSQL server is shared by every test file.
      .where(and(eq(patients.firstName, 'प्रिया'), inArray(patients.clinicId, [org.primaryId, org.secondId])));
    expect(rows).toHaveLength(2);
    // Her person id is her first row's id; that row, at the other centre, is not written to.
    expect(rows.find((r) => r.clinicId === org.secondId)).toEqual({
      id: atSecond.id,
      clinicId: org.secondId,
      personId: null,
    });
    expect(rows.find((r) => r.clinicId === org.primaryId)).toEqual({
      id: here.id,
      clinicId: org.primaryId,
      personId: atSecond.id,
    });

    // Two desks at once: one registers her, the other gets that row.
    const kavita = await registerPatient(t.app, org.secondAdmin.token, { firstName: 'Kavita', lastName: 'Rao' });
    const both = await Promise.all([reuse(org.owner.token, kavita.id), reuse(receptionist.token, kavita.id)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(both[0]?.json().id).toBe(both[1]?.json().id);

    // Found by this centre's own search now, and no longer offered from the other centre.
    const ownSearch = await t.app.inject({
      method: 'GET',
      url: '/api/patients?search=priya',
      headers: bearer(org.owner.token),
    });
    expect(ownSearch.json().patients.map((p: { id: string }) => p.id)).toEqual([here.id]);
    expect((await search(org.owner.token, 'priya')).json().patients).toEqual([]);
    // The other centre keeps only her row there.
    const there = await t.app.inject({
      method: 'GET',
      url: '/api/patients?search=priya',
      headers: bearer(org.secondAdmin.token),
    });
    expect(there.json().patients.map((p: { id: string }) => p.id)).toEqual([atSecond.id]);
  });

  it("refuses this centre's own patient and an unknown id as not found", async () => {
    const own = await registerPatient(t.app, org.owner.token, { firstName: 'Meera', lastName: 'Iyer' });
    for (const id of [own.id, '7d1f8a9e-3c2b-4d5e-8f6a-1b2c3d4e5f60']) {
      const res = await reuse(org.owner.token, id);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe('Patient not found');
    }
  });

  it('needs her consent and a search of two letters, in the spec words', async () => {
    const noConsent = await reuse(org.owner.token, atSecond.id, {});
    expect(noConsent.statusCode).toBe(400);
    expect(JSON.stringify(noConsent.json())).toContain('You must consent to data processing');
    const short = await search(org.owner.token, 'p');
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json())).toContain('Type at least 2 letters to search');
    expect((await t.app.inject({ method: 'GET', url: '/api/organisation-patients?search=priya' })).statusCode).toBe(
      401,
    );
  });
});

describe('another organisation', () => {
  it("never finds or links the organisation's patients, and nothing changes", async () => {
    const stranger = await signUpTrialClinic(t.app);
    const ownPatient = await registerPatient(t.app, stranger.token, { firstName: 'Priya', lastName: 'Rao' });
    expect((await search(stranger.token, 'priya')).json().patients).toEqual([]);
    const res = await reuse(stranger.token, atSecond.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Patient not found');
    // And the organisation never sees the stranger's Priya.
    const fromOrg = await search(org.secondAdmin.token, 'priya');
    expect(fromOrg.json().patients.map((p: { id: string }) => p.id)).not.toContain(ownPatient.id);
    const linked = await t.handle.db
      .select({ personId: patients.personId })
      .from(patients)
      .where(eq(patients.id, ownPatient.id));
    expect(linked).toEqual([{ personId: null }]);
  });

  it('a clinic on its own finds nobody elsewhere', async () => {
    const alone = await signUpTrialClinic(t.app);
    expect((await search(alone.token, 'priya')).json().patients).toEqual([]);
  });
});

describe('roles', () => {
  it('a doctor and a receptionist of the other centre may use it too (the front-desk permission)', async () => {
    await switchCentre(t.app, org.owner.token, org.secondId);
    const doctor = await addMember(t.app, t.mailer.sent, org.owner.token, 'doctor');
    await switchCentre(t.app, org.owner.token, org.primaryId);
    const meera = await search(doctor.token, 'meera');
    expect(meera.statusCode).toBe(200);
    expect(meera.json().patients).toHaveLength(1);
    expect((await reuse(doctor.token, meera.json().patients[0].id)).statusCode).toBe(201);
  });
});
