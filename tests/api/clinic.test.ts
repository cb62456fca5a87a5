import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLINIC_MESSAGES as M } from '../../core/messages.ts';
import { clinics } from '../../db/schema/clinics.ts';
import { bearer, signUpTrialClinic as signUpClinic } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getClinic = (token: string) => t.app.inject({ method: 'GET', url: '/api/clinic', headers: bearer(token) });
const putClinic = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/clinic', headers: bearer(token), payload });

describe('GET /api/clinic', () => {
  it('returns the caller’s clinic with the fields print headers need', async () => {
    const clinic = await signUpClinic(t.app);
    const res = await getClinic(clinic.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: clinic.signup.clinicName,
      address: clinic.signup.clinicAddress,
      phone: '9876543210',
      email: clinic.signup.clinicEmail,
      registrationNumber: clinic.signup.registrationNumber,
      licenseNumber: clinic.signup.licenseNumber,
      doctorName: 'Dr. Rakesh Mehta',
      logoUrl: null,
      timeZone: 'Asia/Kolkata',
    });
    expect(res.json()).not.toHaveProperty('razorpayCustomerId');
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/clinic' })).statusCode).toBe(401);
  });

  it('shows each clinic only its own record', async () => {
    const a = await signUpClinic(t.app);
    const b = await signUpClinic(t.app);
    expect((await getClinic(a.token)).json().name).toBe(a.signup.clinicName);
    expect((await getClinic(b.token)).json().name).toBe(b.signup.clinicName);
    expect((await getClinic(a.token)).body).not.toContain(b.signup.clinicName);
  });
});

describe('PUT /api/clinic', () => {
  it('updates name and registration number', async () => {
    const clinic = await signUpClinic(t.app);
    const res = await putClinic(clinic.token, {
      name: '  Lotus Diagnostics  ',
      registrationNumber: 'PNDT/NEW/9',
      logoUrl: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Lotus Diagnostics', registrationNumber: 'PNDT/NEW/9' });
    expect((await getClinic(clinic.token)).json().name).toBe('Lotus Diagnostics');
  });

  it('keeps the registration number when a caller leaves it out, and clears it only when asked', async () => {
    const clinic = await signUpClinic(t.app);
    await putClinic(clinic.token, { name: 'Lotus', registrationNumber: 'PNDT/KEEP/1' });
    const partial = await putClinic(clinic.token, { name: 'Lotus Diagnostics' });
    expect(partial.statusCode).toBe(200);
    expect(partial.json().registrationNumber).toBe('PNDT/KEEP/1');
    const cleared = await putClinic(clinic.token, { name: 'Lotus Diagnostics', registrationNumber: '' });
    expect(cleared.json().registrationNumber).toBeNull();
  });

  it('requires a name, with the spec message', async () => {
    const clinic = await signUpClinic(t.app);
    const res = await putClinic(clinic.token, { name: '   ', registrationNumber: 'X' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: 'name', message: M.nameRequired });
    expect((await getClinic(clinic.token)).json().name).toBe(clinic.signup.clinicName);
  });

  it('accepts a logo only from our own storage', async () => {
    const clinic = await signUpClinic(t.app);
    for (const logoUrl of [
      'javascript:alert(1)',
      'https://evil.example/pixel.png',
      'data:image/png;base64,AAA',
      '/uploads/logos/../../etc/passwd',
    ]) {
      const res = await putClinic(clinic.token, { name: 'Lotus', logoUrl });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.logoUrlInvalid);
    }
    // Shaped like ours but never uploaded: refused too (the full flow is in logo-upload.test.ts).
    const neverUploaded = await putClinic(clinic.token, {
      name: 'Lotus',
      logoUrl: '/uploads/logos/0123456789abcdef0123456789abcdef.png',
    });
    expect(neverUploaded.statusCode).toBe(400);
    const cleared = await putClinic(clinic.token, { name: 'Lotus', logoUrl: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().logoUrl).toBeNull();
  });

  it('never lets the client write subscription fields or limits', async () => {
    const clinic = await signUpClinic(t.app);
    const res = await putClinic(clinic.token, {
      name: 'Lotus',
      subscriptionStatus: 'active',
      subscriptionPlan: 'enterprise',
      maxUsers: 999,
      monthlyReportsLimit: 1_000_000,
      razorpayCustomerId: 'cust_x',
      id: '00000000-0000-0000-0000-000000000000',
    });
    expect(res.statusCode).toBe(200);
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(clinic.token) })).json();
    const [row] = await t.handle.db.select().from(clinics).where(eq(clinics.id, me.clinicId));
    expect(row).toMatchObject({
      subscriptionStatus: 'trial',
      subscriptionPlan: 'trial',
      maxUsers: 1,
      monthlyReportsLimit: 10,
      razorpayCustomerId: null,
    });
  });

  it('changes only the caller’s clinic', async () => {
    const a = await signUpClinic(t.app);
    const b = await signUpClinic(t.app);
    await putClinic(a.token, { name: 'Renamed By A' });
    expect((await getClinic(b.token)).json().name).toBe(b.signup.clinicName);
  });
});
