import { describe, expect, it } from 'vitest';
import { DOCTOR_MESSAGES as D, STUDY_MESSAGES as S } from '../../core/messages.ts';
import { bearer, registerPatient, signUpClinic, signUpTrialClinic } from '../support/factories.ts';
import { testAppForFile } from '../support/test-app.ts';

const t = testAppForFile();

const addDoctor = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/doctors', headers: bearer(token), payload });
const schedule = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/studies', headers: bearer(token), payload });
const today = (token: string) => t.app.inject({ method: 'GET', url: '/api/studies/today', headers: bearer(token) });

describe('doctors', () => {
  it('lists the signup doctor, adds another (registration number upper-cased) and searches by name or number', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const initial = (await t.app.inject({ method: 'GET', url: '/api/doctors', headers: bearer(clinic.token) })).json();
    expect(initial.map((d: { name: string }) => d.name)).toEqual(['Dr. Rakesh Mehta']);
    const added = await addDoctor(clinic.token, {
      name: 'Dr. Priya Nair',
      registrationNumber: 'kmc/2011/889',
      qualification: 'MD Radiology',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      name: 'Dr. Priya Nair',
      registrationNumber: 'KMC/2011/889',
      qualification: 'MD Radiology',
      specialization: null,
    });
    const byName = (
      await t.app.inject({ method: 'GET', url: '/api/doctors/search/priy', headers: bearer(clinic.token) })
    ).json();
    expect(byName.map((d: { name: string }) => d.name)).toEqual(['Dr. Priya Nair']);
    const byNumber = (
      await t.app.inject({ method: 'GET', url: '/api/doctors/search/2011', headers: bearer(clinic.token) })
    ).json();
    expect(byNumber).toHaveLength(1);
  });

  it("accepts a doctor and a signup with hyphenated or apostrophe names (Dr. D'Souza)", async () => {
    const clinic = await signUpTrialClinic(t.app, { lastName: 'Deshpande-Kulkarni', doctorName: "Dr. Neil D'Souza" });
    const doctors = (await t.app.inject({ method: 'GET', url: '/api/doctors', headers: bearer(clinic.token) })).json();
    expect(doctors.map((d: { name: string }) => d.name)).toEqual(["Dr. Neil D'Souza"]);
    const added = await addDoctor(clinic.token, { name: 'Dr. Asha Rao-Menon', registrationNumber: 'KMC/2011/890' });
    expect(added.statusCode).toBe(201);
    const bad = await addDoctor(clinic.token, { name: 'Dr. -', registrationNumber: 'KMC/2011/891' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'name', message: D.nameInvalid }]);
  });

  it('returns at most five suggestions and needs more than one character', async () => {
    const clinic = await signUpTrialClinic(t.app);
    for (let i = 0; i < 7; i++)
      await addDoctor(clinic.token, { name: `Dr. Sharma ${'abcdefg'[i]}`, registrationNumber: `REG-0000${i}` });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/doctors/search/sharma', headers: bearer(clinic.token) })).json(),
    ).toHaveLength(5);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/doctors/search/s', headers: bearer(clinic.token) })).statusCode,
    ).toBe(404);
  });

  it.each([
    [{ name: 'D', registrationNumber: 'REG-12345' }, 'name', D.nameShort],
    [{ name: 'D'.repeat(51), registrationNumber: 'REG-12345' }, 'name', D.nameLong],
    [{ name: 'Dr. R2D2', registrationNumber: 'REG-12345' }, 'name', D.nameInvalid],
    [{ name: 'Dr. Rao', registrationNumber: 'R-12' }, 'registrationNumber', D.registrationShort],
    [{ name: 'Dr. Rao', registrationNumber: 'R'.repeat(51) }, 'registrationNumber', D.registrationLong],
    [{ name: 'Dr. Rao', registrationNumber: 'REG 12345' }, 'registrationNumber', D.registrationInvalid],
    [
      { name: 'Dr. Rao', registrationNumber: 'REG-12345', qualification: 'Q'.repeat(101) },
      'qualification',
      D.qualificationLong,
    ],
  ])('refuses %o with the spec message', async (payload, field, message) => {
    const clinic = await signUpTrialClinic(t.app);
    const res = await addDoctor(clinic.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
  });

  it('keeps each clinic’s doctors to itself', async () => {
    const a = await signUpTrialClinic(t.app);
    const b = await signUpTrialClinic(t.app);
    await addDoctor(a.token, { name: 'Dr. Only Mine', registrationNumber: 'MINE-00001' });
    const theirs = (
      await t.app.inject({ method: 'GET', url: '/api/doctors/search/only', headers: bearer(b.token) })
    ).json();
    expect(theirs).toEqual([]);
    const list = (await t.app.inject({ method: 'GET', url: '/api/doctors', headers: bearer(b.token) })).json();
    expect(JSON.stringify(list)).not.toContain('Only Mine');
  });

  it('is gated like patients', async () => {
    const clinic = await signUpClinic(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/doctors', headers: bearer(clinic.token) })).statusCode).toBe(
      402,
    );
  });
});

describe('studies (appointments)', () => {
  it('schedules a study for today, lists it in today’s schedule, and moves it through its statuses', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token, { firstName: 'Leela', lastName: 'Rao' });
    const at = new Date(t.clock.now().getTime() + 30 * 60_000).toISOString();
    const res = await schedule(clinic.token, {
      patientId: patient.id,
      studyType: 'obstetric',
      scheduledDate: at,
      doctor: 'Dr. Rakesh Mehta',
      notes: 'Second visit',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      studyId: 'S-000001',
      status: 'scheduled',
      patientName: 'Leela Rao',
      studyType: 'obstetric',
      scheduledDate: at,
    });
    expect((await today(clinic.token)).json().map((s: { id: string }) => s.id)).toEqual([res.json().id]);
    for (const status of ['in-progress', 'completed']) {
      const moved = await t.app.inject({
        method: 'PATCH',
        url: `/api/studies/${res.json().id}`,
        headers: bearer(clinic.token),
        payload: { status },
      });
      expect(moved.json().status).toBe(status);
    }
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/studies/${res.json().id}`,
      headers: bearer(clinic.token),
      payload: { status: 'done' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(S.status);
  });

  it('counts "today" in Asia/Kolkata: 23:00 IST is today, 00:30 IST tomorrow is not', async () => {
    const clinic = await signUpTrialClinic(t.app);
    t.clock.set(new Date('2026-11-22T06:00:00Z')); // 11:30 IST
    const token = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: clinic.email, password: clinic.password },
      })
    ).json().token;
    const patient = await registerPatient(t.app, token);
    await schedule(token, { patientId: patient.id, studyType: 'pelvic', scheduledDate: '2026-11-22T23:00:00+05:30' });
    await schedule(token, { patientId: patient.id, studyType: 'pelvic', scheduledDate: '2026-11-23T00:30:00+05:30' });
    await schedule(token, { patientId: patient.id, studyType: 'pelvic', scheduledDate: '2026-11-21T23:59:00+05:30' });
    const list = (await today(token)).json();
    expect(list.map((s: { scheduledDate: string }) => s.scheduledDate)).toEqual(['2026-11-22T17:30:00.000Z']);
  });

  it.each([
    [{ studyType: 'obstetric', scheduledDate: '2026-11-22T10:00:00+05:30' }, 'patientId', S.patientRequired],
    [
      {
        patientId: '00000000-0000-4000-8000-000000000000',
        studyType: 'xray',
        scheduledDate: '2026-11-22T10:00:00+05:30',
      },
      'studyType',
      S.studyType,
    ],
    [
      { patientId: '00000000-0000-4000-8000-000000000000', studyType: 'kub', scheduledDate: 'tomorrow' },
      'scheduledDate',
      S.scheduledDate,
    ],
  ])('refuses %o', async (payload, field, message) => {
    const clinic = await signUpTrialClinic(t.app);
    const res = await schedule(clinic.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
  });

  it('refuses another clinic’s patient, and another clinic’s study, with 404', async () => {
    const a = await signUpTrialClinic(t.app);
    const b = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, a.token);
    const at = t.clock.now().toISOString();
    expect((await schedule(b.token, { patientId: patient.id, studyType: 'kub', scheduledDate: at })).statusCode).toBe(
      404,
    );
    const study = (await schedule(a.token, { patientId: patient.id, studyType: 'kub', scheduledDate: at })).json();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/studies/${study.id}`,
      headers: bearer(b.token),
      payload: { status: 'cancelled' },
    });
    expect(res.statusCode).toBe(404);
    expect((await today(b.token)).json()).toEqual([]);
    expect((await today(a.token)).json()[0].status).toBe('scheduled');
  });
});
