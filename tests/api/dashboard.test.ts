import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors } from '../../db/schema/doctors.ts';
import { payments } from '../../db/schema/payments.ts';
import { pcpndtForms } from '../../db/schema/pcpndt-forms.ts';
import { reports } from '../../db/schema/reports.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { bearer, clinicIdOf, registerPatient, signUpClinic, signUpTrialClinic } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = async (clinic: { email: string; password: string }) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: clinic.email, password: clinic.password },
    })
  ).json().token as string;
const stats = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: bearer(token) })).json();

let serial = 0;
const nextId = (prefix: string) => `${prefix}-${String(++serial).padStart(6, '0')}`;

async function addReport(
  clinicId: string,
  patientId: string,
  fields: { status?: string; doctorName?: string; reportType?: string; createdAt?: Date } = {},
) {
  await t.handle.db.insert(reports).values({
    clinicId,
    patientId,
    reportId: nextId('R'),
    reportType: fields.reportType ?? 'abdominal',
    status: fields.status ?? 'finalized',
    doctorName: fields.doctorName ?? null,
    ...(fields.createdAt ? { createdAt: fields.createdAt } : {}),
  });
}

async function addPayment(clinicId: string, patientId: string, amount: string, paymentDate: string) {
  await t.handle.db
    .insert(payments)
    .values({ clinicId, patientId, paymentId: nextId('PAY'), amount, paymentMethod: 'upi', paymentDate });
}

describe('GET /api/dashboard/stats', () => {
  it('counts today’s patients, drafts, this month’s Form F and revenue in the clinic’s day and month', async () => {
    // 22 Nov 2026, 00:30 IST (still 21 Nov in UTC): the IST day and month are what count.
    t.clock.set(new Date('2026-11-21T19:00:00Z'));
    const clinic = await signUpTrialClinic(t.app);
    const clinicId = await clinicIdOf(t.app, clinic.token);
    const today = await registerPatient(t.app, clinic.token);
    t.clock.set(new Date('2026-11-21T18:00:00Z')); // 23:30 IST on the 21st: yesterday
    const token = await login(clinic);
    const yesterday = await registerPatient(t.app, token);
    t.clock.set(new Date('2026-11-21T19:05:00Z'));
    const now = await login(clinic);

    await addReport(clinicId, today.id, { status: 'draft' });
    await addReport(clinicId, today.id, { status: 'finalized', doctorName: 'Dr. Rakesh Mehta' });
    await addReport(clinicId, yesterday.id, { status: 'signed', doctorName: 'Dr. Rakesh Mehta' });
    await addReport(clinicId, yesterday.id, { status: 'finalized', doctorName: 'Dr. Priya Nair' });
    const [doctor] = await t.handle.db
      .insert(doctors)
      .values({ clinicId, name: 'Dr. Rakesh Mehta', registrationNumber: 'HMC-1' })
      .returning();
    await t.handle.db.insert(pcpndtForms).values([
      {
        clinicId,
        patientId: today.id,
        formId: nextId('F'),
        registerSerial: 1,
        medicalIndication: 'ix',
        examDateTime: new Date(),
        doctorId: doctor!.id,
        createdAt: new Date('2026-11-05T05:00:00Z'),
      },
      {
        clinicId,
        patientId: today.id,
        formId: nextId('F'),
        registerSerial: 2,
        medicalIndication: 'ix',
        examDateTime: new Date(),
        doctorId: doctor!.id,
        createdAt: new Date('2026-10-31T19:00:00Z'),
      }, // 1 Nov 00:30 IST
      {
        clinicId,
        patientId: today.id,
        formId: nextId('F'),
        registerSerial: 3,
        medicalIndication: 'ix',
        examDateTime: new Date(),
        doctorId: doctor!.id,
        createdAt: new Date('2026-10-31T18:00:00Z'),
      }, // 31 Oct IST
    ]);
    await addPayment(clinicId, today.id, '1500.50', '2026-11-22');
    await addPayment(clinicId, today.id, '0.10', '2026-11-01');
    await addPayment(clinicId, today.id, '999.99', '2026-10-31');

    expect(await stats(now)).toEqual({
      todayPatients: 1,
      pendingReports: 1,
      pcpndtForms: 2,
      revenue: '1500.60',
      doctorUsgCount: { 'Dr. Rakesh Mehta': 2, 'Dr. Priya Nair': 1 },
    });
  });

  it('sums revenue exactly to the paisa over many small amounts', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const clinicId = await clinicIdOf(t.app, clinic.token);
    const patient = await registerPatient(t.app, clinic.token);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(t.clock.now());
    await t.handle.db.insert(payments).values(
      Array.from({ length: 1000 }, () => ({
        clinicId,
        patientId: patient.id,
        paymentId: nextId('PAY'),
        amount: '0.10',
        paymentMethod: 'cash',
        paymentDate: day,
      })),
    );
    expect((await stats(clinic.token)).revenue).toBe('100.00');
  });

  it('shows a clinic only its own figures', async () => {
    const a = await signUpTrialClinic(t.app);
    const b = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, a.token);
    await addReport(await clinicIdOf(t.app, a.token), patient.id, { status: 'draft', doctorName: 'Dr. A' });
    expect(await stats(b.token)).toEqual({
      todayPatients: 0,
      pendingReports: 0,
      pcpndtForms: 0,
      revenue: '0.00',
      doctorUsgCount: {},
    });
  });

  it('is open to a pending clinic (the dashboard is the one screen it has)', async () => {
    const clinic = await signUpClinic(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: bearer(clinic.token) })).statusCode,
    ).toBe(200);
  });
});

describe('GET /api/dashboard/patient-list-report', () => {
  const report = (token: string, from: string, to: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/dashboard/patient-list-report?from=${from}&to=${to}`,
      headers: bearer(token),
    });

  it('lists patients registered in the range (end date inclusive), newest first, with payments, report types and doctors', async () => {
    t.clock.set(new Date('2026-11-10T06:00:00Z'));
    // A paid month, so the ten days this test spans stay inside the subscription.
    const clinic = await signUpClinic(t.app);
    await buyPlan(t.app, clinic.token, 'enterprise');
    const clinicId = await clinicIdOf(t.app, clinic.token);
    const first = await registerPatient(t.app, clinic.token, { firstName: 'First' });
    t.clock.set(new Date('2026-11-20T18:20:00Z')); // 20 Nov 23:50 IST
    const second = await registerPatient(t.app, await login(clinic), { firstName: 'Second' });
    t.clock.set(new Date('2026-11-20T18:40:00Z')); // 21 Nov 00:10 IST, outside a range ending on the 20th
    await registerPatient(t.app, await login(clinic), { firstName: 'Outside' });
    const token = await login(clinic);

    await addReport(clinicId, first.id, { reportType: 'obstetric_first_trimester', doctorName: 'Dr. Rakesh Mehta' });
    await addReport(clinicId, first.id, { reportType: 'obstetric_first_trimester', doctorName: 'Dr. Priya Nair' });
    await addReport(clinicId, first.id, { reportType: 'pelvic', status: 'draft', doctorName: 'Dr. Draft Only' });
    await addPayment(clinicId, first.id, '500.25', '2026-11-10');
    await addPayment(clinicId, first.id, '0.75', '2026-11-11');
    await addPayment(clinicId, second.id, '1000.00', '2026-11-20');

    const res = await report(token, '2026-11-01', '2026-11-20');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.rows.map((r: { name: string }) => r.name)).toEqual(['Second Sharma', 'First Sharma']);
    expect(body.rows[1]).toMatchObject({
      totalPaid: '501.00',
      reportTypes: ['obstetric_first_trimester'],
      doctors: expect.arrayContaining(['Dr. Rakesh Mehta', 'Dr. Priya Nair']),
    });
    expect(body.rows[1].doctors).toHaveLength(2);
    expect(body.summary).toEqual({ totalPatients: 2, totalRevenue: '1501.00', totalReports: 2 });
  });

  it('refuses a reversed or malformed range', async () => {
    const clinic = await signUpTrialClinic(t.app);
    expect((await report(clinic.token, '2026-11-20', '2026-11-01')).statusCode).toBe(400);
    expect((await report(clinic.token, '20/11/2026', '2026-11-21')).statusCode).toBe(400);
  });

  it('never includes another clinic’s patients', async () => {
    const a = await signUpTrialClinic(t.app);
    const b = await signUpTrialClinic(t.app);
    await registerPatient(t.app, a.token, { firstName: 'Hidden' });
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(t.clock.now());
    const body = (await report(b.token, day, day)).json();
    expect(body.rows).toEqual([]);
  });
});
