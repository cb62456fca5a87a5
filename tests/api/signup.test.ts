import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES as M } from '../../core/messages.ts';
import { queryRows } from '../../db/query-rows.ts';
import { clinics } from '../../db/schema/clinics.ts';
import { doctors } from '../../db/schema/doctors.ts';
import { subscriptions } from '../../db/schema/subscriptions.ts';
import { users } from '../../db/schema/users.ts';
import { bearer, buildSignup } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signup = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/signup', payload });

describe('POST /api/auth/signup', () => {
  it('creates clinic, admin user, doctor and a pending subscription in one go, and signs in', async () => {
    // The clinic phone as the clinic writes it; stored as its 10 digits, as a patient's phone is.
    const input = buildSignup({ email: `Mixed.Case.${Date.now()}@Example.IN`, clinicPhone: '+91 98765 43210' });
    const res = await signup(input);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Account Created Successfully!');
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(body.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: input.email.toLowerCase(),
      firstName: 'Asha',
      lastName: 'Verma',
      role: 'admin',
    });
    expect(me.json()).not.toHaveProperty('password');

    const [user] = await t.handle.db.select().from(users).where(eq(users.email, input.email.toLowerCase()));
    expect(user?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [clinic] = await t.handle.db.select().from(clinics).where(eq(clinics.id, user!.clinicId));
    expect(clinic).toMatchObject({
      name: input.clinicName,
      phone: '9876543210',
      registrationNumber: input.registrationNumber,
      licenseNumber: input.licenseNumber,
      subscriptionStatus: 'pending',
      doctorName: 'Dr. Rakesh Mehta',
    });
    const clinicDoctors = await t.handle.db.select().from(doctors).where(eq(doctors.clinicId, clinic!.id));
    expect(clinicDoctors).toHaveLength(1);
    expect(clinicDoctors[0]).toMatchObject({ name: 'Dr. Rakesh Mehta', registrationNumber: 'HMC/2019/4521' });
    const [sub] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.clinicId, clinic!.id));
    expect(sub).toMatchObject({ status: 'pending', planId: 'trial' });
  });

  it('answers 409 for an e-mail that exists in any letter case, and leaves no half-made clinic', async () => {
    const first = buildSignup();
    expect((await signup(first)).statusCode).toBe(201);
    const second = buildSignup({ email: first.email.toUpperCase() });
    const res = await signup(second);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.emailTaken);
    // Looked up by this signup's own clinic name and e-mail: on a PostgreSQL server every test file
    // signs clinics up in the same database at the same time, so a count of all clinics moves.
    const half = await t.handle.db.select({ id: clinics.id }).from(clinics).where(eq(clinics.name, second.clinicName));
    expect(half).toEqual([]);
    const [organisationsNamed] = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from organisations where name = ${second.clinicName}`,
    );
    expect(organisationsNamed?.n).toBe(0);
    const [accounts] = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from users where lower(email) = lower(${first.email})`,
    );
    expect(accounts?.n).toBe(1);
  });

  it('gives two users with the same password different hashes', async () => {
    const a = buildSignup();
    const b = buildSignup();
    await signup(a);
    await signup(b);
    const rows = await t.handle.db
      .select({ password: users.password })
      .from(users)
      .where(sql`${users.email} in (${a.email}, ${b.email})`);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.password).not.toBe(rows[1]?.password);
  });

  // Each rule of accounts spec §5, with a value just outside and the message the server gives.
  const invalidCases: [string, object, string, string][] = [
    ['first name too short', { firstName: 'A' }, 'firstName', M.firstName],
    ['first name with digits', { firstName: 'Asha1' }, 'firstName', M.firstName],
    ['first name too long', { firstName: 'A'.repeat(51) }, 'firstName', M.firstName],
    ['last name with symbols', { lastName: 'Ver_ma' }, 'lastName', M.lastName],
    ['invalid e-mail', { email: 'asha.example.in' }, 'email', M.emailInvalid],
    ['password of 7', { password: 'Ab1@xyz', confirmPassword: 'Ab1@xyz' }, 'password', M.passwordTooShort],
    [
      'password of 129',
      { password: `Ab1@${'x'.repeat(125)}`, confirmPassword: `Ab1@${'x'.repeat(125)}` },
      'password',
      M.passwordTooLong,
    ],
    [
      'password without upper case',
      { password: 'clinic@secure1', confirmPassword: 'clinic@secure1' },
      'password',
      M.passwordComplexity,
    ],
    [
      'password without special',
      { password: 'ClinicSecure12', confirmPassword: 'ClinicSecure12' },
      'password',
      M.passwordComplexity,
    ],
    [
      'password starting with a space',
      { password: ' Clinic@Secure1', confirmPassword: ' Clinic@Secure1' },
      'password',
      M.passwordComplexity,
    ],
    ['common password', { password: 'Password@123', confirmPassword: 'Password@123' }, 'password', M.passwordCommon],
    ['passwords differ', { confirmPassword: 'Clinic@Secure2027' }, 'confirmPassword', M.passwordsDoNotMatch],
    ['clinic name too short', { clinicName: 'S' }, 'clinicName', M.clinicName],
    ['clinic name with #', { clinicName: 'Sunrise #1' }, 'clinicName', M.clinicName],
    ['clinic address of 9', { clinicAddress: '12 MG Rd.' }, 'clinicAddress', M.clinicAddress],
    ['clinic address of 201', { clinicAddress: 'x'.repeat(201) }, 'clinicAddress', M.clinicAddress],
    ['clinic phone of 9 digits', { clinicPhone: '987654321' }, 'clinicPhone', M.clinicPhone],
    ['clinic phone with a foreign code', { clinicPhone: '+1 415 555 0100' }, 'clinicPhone', M.clinicPhone],
    ['clinic e-mail invalid', { clinicEmail: 'front@' }, 'clinicEmail', M.emailInvalid],
    ['registration number empty', { registrationNumber: '  ' }, 'registrationNumber', M.registrationRequired],
    [
      'registration number of 101',
      { registrationNumber: 'R'.repeat(101) },
      'registrationNumber',
      M.registrationTooLong,
    ],
    ['licence number empty', { licenseNumber: '' }, 'licenseNumber', M.licenseRequired],
    ['licence number of 51', { licenseNumber: 'L'.repeat(51) }, 'licenseNumber', M.licenseTooLong],
    ['doctor name with digits', { doctorName: 'Dr. R2' }, 'doctorName', M.doctorName],
    ['doctor qualification with /', { doctorQualification: 'MBBS/MD' }, 'doctorQualification', M.doctorQualification],
    ['technician name of 51', { technicianName: 'T'.repeat(51) }, 'technicianName', M.technicianName],
    [
      'technician qualification of 101',
      { technicianQualification: 'Q'.repeat(101) },
      'technicianQualification',
      M.technicianQualification,
    ],
    ['unknown plan', { subscriptionPlan: 'platinum' }, 'subscriptionPlan', M.planInvalid],
    ['terms not accepted', { acceptTerms: false }, 'acceptTerms', M.acceptTerms],
    ['privacy not accepted', { acceptPrivacy: false }, 'acceptPrivacy', M.acceptPrivacy],
  ];

  it.each(invalidCases)('refuses %s with the spec message', async (_name, override, field, message) => {
    const res = await signup(buildSignup(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
  });

  it('refuses a clinic e-mail equal to the personal one, in any case', async () => {
    const input = buildSignup();
    const res = await signup({ ...input, clinicEmail: input.email.toUpperCase() });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: 'clinicEmail', message: M.clinicEmailSame });
  });

  it('accepts the boundary values: 2-letter names, 8- and 128-character passwords, optional technician', async () => {
    const at128 = `Ab1@${'z'.repeat(124)}`;
    const res = await signup(
      buildSignup({
        firstName: 'Al',
        lastName: 'Li',
        password: at128,
        confirmPassword: at128,
        technicianName: undefined,
        technicianQualification: undefined,
      }),
    );
    expect(res.statusCode).toBe(201);
    expect((await signup(buildSignup({ password: 'Ab1@wxyz', confirmPassword: 'Ab1@wxyz' }))).statusCode).toBe(201);
  });

  it('accepts names in Indian scripts and a passphrase with spaces and Unicode', async () => {
    const passphrase = 'Mera Clinic@2026 सुरक्षित';
    const input = buildSignup({
      firstName: 'आशा',
      lastName: 'वर्मा',
      password: passphrase,
      confirmPassword: passphrase,
    });
    expect((await signup(input)).statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: input.email, password: passphrase },
    });
    expect(login.statusCode).toBe(200);
  });

  it('ignores fields the client may not set (role, clinic id)', async () => {
    const input = { ...buildSignup(), role: 'superadmin', clinicId: '00000000-0000-0000-0000-000000000000' };
    const res = await signup(input);
    expect(res.statusCode).toBe(201);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(res.json().token) });
    expect(me.json().role).toBe('admin');
    expect(me.json().clinicId).not.toBe('00000000-0000-0000-0000-000000000000');
  });

  it('stores a 100-character password whole (no truncation)', async () => {
    const long = `Ab1@${'k'.repeat(96)}`;
    const input = buildSignup({ password: long, confirmPassword: long });
    // The signup must succeed and the whole password must sign in, or the 401 below proves nothing.
    expect((await signup(input)).statusCode).toBe(201);
    const whole = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: input.email, password: long },
    });
    expect(whole.statusCode).toBe(200);
    const changedAt90 = `${long.slice(0, 90)}X${long.slice(91)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: input.email, password: changedAt90 },
    });
    expect(res.statusCode).toBe(401);
  });
});
