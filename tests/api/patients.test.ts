import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PATIENT_MESSAGES as M } from '../../core/messages.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { patients } from '../../db/schema/patients.ts';
import {
  bearer,
  buildPatient,
  buildPatientEdit,
  registerPatient,
  signUpClinic,
  signUpTrialClinic,
} from '../support/factories.ts';
import { testAppForFile } from '../support/test-app.ts';

const t = testAppForFile();

// A valid Aadhaar number (Verhoeff check digit correct); the real-looking ones in docs are too.
const AADHAAR = '234123412346';

const post = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/patients', headers: bearer(token), payload });
const list = (token: string, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/patients?${query}`, headers: bearer(token) });

describe('POST /api/patients', () => {
  it('registers a patient with the next patient id, records consent, and returns no raw Aadhaar', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const res = await post(
      clinic.token,
      buildPatient({
        isObstetric: true,
        spouseName: 'Ramesh Sharma',
        aadhaarNumber: '2341 2341 2346',
        numberOfChildren: 2,
        maleChildren: 1,
        femaleChildren: 1,
      }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      patientId: 'P-000001',
      firstName: 'Sunita',
      spouseName: 'Ramesh Sharma',
      aadhaarNumber: 'XXXX XXXX 2346',
      numberOfChildren: 2,
      maleChildren: 1,
      femaleChildren: 1,
    });
    expect(body.consentGivenAt).toBe(t.clock.now().toISOString());
    expect(res.body).not.toContain(AADHAAR);
    const [row] = await t.handle.db.select().from(patients).where(eq(patients.id, body.id));
    expect(row?.aadhaarNumber).toMatch(/^v1:/);
    expect(row?.aadhaarNumber).not.toContain('2346');
    expect(row?.consentRecordedBy).toBeTruthy();
    expect((await post(clinic.token, buildPatient())).json().patientId).toBe('P-000002');
  });

  it('gives 50 concurrent registrations 50 distinct patient ids', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post(clinic.token, buildPatient({ phone: `98${String(i).padStart(8, '0')}` })),
      ),
    );
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    expect(new Set(results.map((r) => r.json().patientId)).size).toBe(50);
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['missing first name', { firstName: '' }, 'firstName', M.firstNameRequired],
    ['one-letter first name', { firstName: 'S' }, 'firstName', M.firstName],
    ['first name with digits', { firstName: 'Sun1ta' }, 'firstName', M.firstName],
    ['missing last name', { lastName: undefined }, 'lastName', M.lastNameRequired],
    ['last name of 51', { lastName: 'S'.repeat(51) }, 'lastName', M.lastName],
    ['missing date of birth', { dateOfBirth: '' }, 'dateOfBirth', M.dateOfBirthRequired],
    ['date of birth not a date', { dateOfBirth: '12/03/1994' }, 'dateOfBirth', M.dateOfBirthInvalid],
    ['phone of 9 digits', { phone: '981112223' }, 'phone', M.phone],
    ['phone with letters', { phone: '98111ABCDE' }, 'phone', M.phone],
    ['unknown gender', { gender: 'unknown' }, 'gender', M.gender],
    ['bad e-mail', { email: 'sunita@' }, 'email', M.email],
    ['emergency phone of 11', { emergencyPhone: '98111222334' }, 'emergencyPhone', M.emergencyPhone],
    ['emergency contact of 1', { emergencyContact: 'R' }, 'emergencyContact', M.emergencyContactShort],
    ['emergency contact of 51', { emergencyContact: 'R'.repeat(51) }, 'emergencyContact', M.emergencyContactLong],
    ['emergency contact with digits', { emergencyContact: 'Ravi 2' }, 'emergencyContact', M.emergencyContactInvalid],
    ['referring doctor of 1', { referringDoctorName: 'D' }, 'referringDoctorName', M.referringDoctorShort],
    ['referring doctor of 51', { referringDoctorName: 'D'.repeat(51) }, 'referringDoctorName', M.referringDoctorLong],
    ['referring doctor with @', { referringDoctorName: 'Dr @ Home' }, 'referringDoctorName', M.referringDoctorInvalid],
    ['age beyond 120', { dateOfBirth: '', age: '121 Y' }, 'age', M.ageInvalid],
    ['age in words', { dateOfBirth: '', age: 'thirty' }, 'age', M.ageInvalid],
    ['phone with a foreign code', { phone: '+1 415 555 0100' }, 'phone', M.phone],
    [
      'referring doctor with a stray bracket',
      { referringDoctorName: 'Dr. Joshi (MD' },
      'referringDoctorName',
      M.referringDoctorInvalid,
    ],
    ['no consent', { consent: false }, 'consent', M.consent],
    ['obstetric without spouse', { isObstetric: true }, 'spouseName', M.spouseRequired],
    ['Aadhaar of 11 digits', { aadhaarNumber: '23412341234' }, 'aadhaarNumber', M.aadhaarFormat],
    ['Aadhaar with a wrong check digit', { aadhaarNumber: '234123412345' }, 'aadhaarNumber', M.aadhaarInvalid],
    ['negative children', { numberOfChildren: -1 }, 'numberOfChildren', M.childrenCount],
  ];

  it.each(invalid)('refuses %s with the spec message', async (_name, override, field, message) => {
    const clinic = await signUpTrialClinic(t.app);
    const res = await post(clinic.token, buildPatient(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
  });

  it('accepts optional fields left empty and stores them as empty', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const res = await post(
      clinic.token,
      buildPatient({ email: '', emergencyContact: '  ', referringDoctorName: '', aadhaarNumber: '' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: null,
      emergencyContact: null,
      referringDoctorName: null,
      aadhaarNumber: null,
    });
  });

  it('ignores a clinic id, patient id or timestamps sent by the client', async () => {
    const a = await signUpTrialClinic(t.app);
    const b = await signUpTrialClinic(t.app);
    const bClinic = (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(b.token) })).json()
      .clinicId;
    const res = await post(
      a.token,
      buildPatient({ clinicId: bClinic, patientId: 'P-999999', createdAt: '2001-01-01T00:00:00Z' }),
    );
    expect(res.json().patientId).toBe('P-000001');
    const [row] = await t.handle.db.select().from(patients).where(eq(patients.id, res.json().id));
    expect(row?.clinicId).not.toBe(bClinic);
    expect(row?.createdAt.getFullYear()).toBeGreaterThan(2001);
  });

  it('is closed to a clinic that has not chosen a plan (402)', async () => {
    const clinic = await signUpClinic(t.app);
    expect((await post(clinic.token, buildPatient())).statusCode).toBe(402);
  });

  it('audits the registration without patient data', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token, { firstName: 'Kamala' });
    const events = await t.handle.db.select().from(auditEvents).where(eq(auditEvents.entityId, patient.id));
    expect(events.map((e) => e.action)).toEqual(['patient.create']);
    expect(JSON.stringify(events)).not.toContain('Kamala');
  });
});

describe('GET /api/patients', () => {
  it('returns a plain array without paging parameters, newest first', async () => {
    const clinic = await signUpTrialClinic(t.app);
    await registerPatient(t.app, clinic.token, { firstName: 'Older' });
    t.clock.advance(1000);
    await registerPatient(t.app, clinic.token, { firstName: 'Newer' });
    const res = await t.app.inject({ method: 'GET', url: '/api/patients', headers: bearer(clinic.token) });
    expect(res.json().map((p: { firstName: string }) => p.firstName)).toEqual(['Newer', 'Older']);
  });

  it('pages 20 at a time with total and totalPages', async () => {
    const clinic = await signUpTrialClinic(t.app);
    for (let i = 0; i < 25; i++)
      await registerPatient(t.app, clinic.token, { phone: `97${String(i).padStart(8, '0')}` });
    const first = (await list(clinic.token, 'page=1&limit=20')).json();
    expect(first.patients).toHaveLength(20);
    expect(first).toMatchObject({ total: 25, totalPages: 2, page: 1 });
    const second = (await list(clinic.token, 'page=2&limit=20')).json();
    expect(second.patients).toHaveLength(5);
    const ids = new Set([...first.patients, ...second.patients].map((p: { id: string }) => p.id));
    expect(ids.size).toBe(25);
  });

  it('finds patients by name fragment, patient id and phone (also typed with spaces), in any case', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const meera = await registerPatient(t.app, clinic.token, {
      firstName: 'Meera',
      lastName: 'Krishnan',
      phone: '9000012345',
    });
    await registerPatient(t.app, clinic.token, { firstName: 'Anil', lastName: 'Gupta', phone: '9111100000' });
    const found = async (search: string) =>
      (await list(clinic.token, `page=1&limit=20&search=${encodeURIComponent(search)}`))
        .json()
        .patients.map((p: { id: string }) => p.id);
    expect(await found('eer')).toEqual([meera.id]);
    expect(await found('KRISH')).toEqual([meera.id]);
    expect(await found(meera.patientId)).toEqual([meera.id]);
    expect(await found('90000 12345')).toEqual([meera.id]);
    expect(await found('12345')).toEqual([meera.id]);
    expect(await found('meera krishnan')).toEqual([meera.id]);
    expect(await found('zzz')).toEqual([]);
    expect(await found('%')).toEqual([]);
  });

  it('filters by gender and by patients without reports', async () => {
    const clinic = await signUpTrialClinic(t.app);
    await registerPatient(t.app, clinic.token, { gender: 'male', firstName: 'Arjun' });
    await registerPatient(t.app, clinic.token, { gender: 'female', firstName: 'Kavya' });
    const males = (await list(clinic.token, 'page=1&limit=20&gender=male')).json();
    expect(males.patients.map((p: { firstName: string }) => p.firstName)).toEqual(['Arjun']);
    const all = (await list(clinic.token, 'page=1&limit=20&gender=all')).json();
    expect(all.total).toBe(2);
    const picker = (await list(clinic.token, 'page=1&limit=50&withoutReports=true&search=')).json();
    expect(picker.total).toBe(2);
  });

  it('rejects out-of-range paging', async () => {
    const clinic = await signUpTrialClinic(t.app);
    expect((await list(clinic.token, 'page=0')).statusCode).toBe(400);
    expect((await list(clinic.token, 'page=1&limit=1000')).statusCode).toBe(400);
    expect((await list(clinic.token, 'gender=unknown')).statusCode).toBe(400);
  });

  it('shows each clinic only its own patients, in lists, searches and stats', async () => {
    const a = await signUpTrialClinic(t.app);
    const b = await signUpTrialClinic(t.app);
    await registerPatient(t.app, a.token, { firstName: 'Zebunissa', lastName: 'Khan' });
    expect((await list(b.token, 'page=1&limit=20&search=zebun')).json().total).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/patients', headers: bearer(b.token) })).json()).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/patients/stats', headers: bearer(b.token) })).json().total,
    ).toBe(0);
  });
});

describe('GET /api/patients/stats', () => {
  it('counts total, new within the last month, female and male', async () => {
    const clinic = await signUpTrialClinic(t.app);
    await registerPatient(t.app, clinic.token, { gender: 'female' });
    await registerPatient(t.app, clinic.token, { gender: 'male' });
    await registerPatient(t.app, clinic.token, { gender: 'other' });
    const clinicId = (
      await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(clinic.token) })
    ).json().clinicId;
    await t.handle.db.execute(
      sql`update patients set created_at = created_at - interval '40 days' where clinic_id = ${clinicId} and gender = 'other'`,
    );
    const stats = (
      await t.app.inject({ method: 'GET', url: '/api/patients/stats', headers: bearer(clinic.token) })
    ).json();
    expect(stats).toEqual({ total: 3, newThisMonth: 2, female: 1, male: 1 });
  });
});

describe('GET and PUT /api/patients/:id', () => {
  it('reads and edits a patient, keeping id, consent and a masked Aadhaar sent back unchanged', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const created = (await post(clinic.token, buildPatient({ aadhaarNumber: AADHAAR }))).json();
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/patients/${created.id}`,
      headers: bearer(clinic.token),
    });
    expect(read.json()).toMatchObject({ patientId: created.patientId, aadhaarNumber: 'XXXX XXXX 2346' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/patients/${created.id}`,
      headers: bearer(clinic.token),
      payload: buildPatientEdit({ phone: '9999988888', aadhaarNumber: 'XXXX XXXX 2346', lastName: 'Verma' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      patientId: created.patientId,
      phone: '9999988888',
      lastName: 'Verma',
      aadhaarNumber: 'XXXX XXXX 2346',
      consentGivenAt: created.consentGivenAt,
    });
    const events = await t.handle.db.select().from(auditEvents).where(eq(auditEvents.entityId, created.id));
    const update = events.find((e) => e.action === 'patient.update');
    expect(update?.details).toEqual({ changedFields: ['lastName', 'phone'] });
  });

  it('applies the same rules on edit', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const created = await registerPatient(t.app, clinic.token);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/patients/${created.id}`,
      headers: bearer(clinic.token),
      payload: buildPatient({ phone: '123' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: 'phone', message: M.phone });
  });

  it('answers 404 for another clinic’s patient exactly as for an unknown id, and changes nothing', async () => {
    const a = await signUpTrialClinic(t.app);
    const b = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, a.token, { firstName: 'Private' });
    const theirs = await t.app.inject({ method: 'GET', url: `/api/patients/${patient.id}`, headers: bearer(b.token) });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/patients/00000000-0000-4000-8000-000000000000',
      headers: bearer(b.token),
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(unknown.body);
    expect(theirs.json().message).toBe(M.notFound);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/patients/${patient.id}`,
      headers: bearer(b.token),
      payload: buildPatient({ firstName: 'Hijacked' }),
    });
    expect(edit.statusCode).toBe(404);
    const mine = await t.app.inject({ method: 'GET', url: `/api/patients/${patient.id}`, headers: bearer(a.token) });
    expect(mine.json().firstName).toBe('Private');
  });

  it('answers 404 for a malformed id', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/patients/123', headers: bearer(clinic.token) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: M.notFound, reason: 'not_found' });
  });
});

describe('patient totals', () => {
  it('the unfiltered total (from the clinic counter) equals the real number of patients', async () => {
    const clinic = await signUpTrialClinic(t.app);
    for (let i = 0; i < 7; i++) await registerPatient(t.app, clinic.token);
    // A registration refused half-way (bad input) must not move the counter.
    await post(clinic.token, buildPatient({ phone: 'bad' }));
    const page = (await list(clinic.token, 'page=1&limit=5')).json();
    const clinicId = (
      await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(clinic.token) })
    ).json().clinicId;
    const [row] = await t.handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(patients)
      .where(eq(patients.clinicId, clinicId));
    expect(page.total).toBe(7);
    expect(row?.n).toBe(7);
    expect(page.totalPages).toBe(2);
  });
});
