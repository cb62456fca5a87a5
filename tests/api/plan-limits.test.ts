import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LimitKind } from '../../core/subscriptions/plan-limits.ts';
import { memberships } from '../../db/schema/memberships.ts';
import { patients } from '../../db/schema/patients.ts';
import { reports } from '../../db/schema/reports.ts';
import { users } from '../../db/schema/users.ts';
import { assertWithinPlanLimit } from '../../server/modules/billing/usage-service.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { bearer, buildReport, clinicIdOf, signUpClinic, signUpTrialClinic } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The limit check alone, in a transaction of its own (it locks the subscription row). */
const checkLimit = (clinicId: string, kind: LimitKind, now: Date) =>
  t.handle.db.transaction((tx) => assertWithinPlanLimit(tx, clinicId, kind, now));

let patientSerial = 0;
async function addPatients(clinicId: string, count: number) {
  const rows = Array.from({ length: count }, () => ({
    clinicId,
    patientId: `P-${String(++patientSerial).padStart(6, '0')}`,
    firstName: 'Sunita',
    lastName: 'Sharma',
    dateOfBirth: '1994-03-12',
    gender: 'female',
    phone: '9811122233',
  }));
  return t.handle.db.insert(patients).values(rows).returning({ id: patients.id });
}

let reportSerial = 0;
async function addReports(clinicId: string, patientId: string, count: number) {
  const rows = Array.from({ length: count }, () => ({
    clinicId,
    patientId,
    reportId: `R-${String(++reportSerial).padStart(6, '0')}`,
    reportType: 'abdominal',
  }));
  await t.handle.db.insert(reports).values(rows);
}

/** One more report through the product's creation path (POST /api/reports), as the clinic's owner. */
const postReport = (token: string, patientId: string) =>
  t.app.inject({ method: 'POST', url: '/api/reports', headers: bearer(token), payload: buildReport(patientId) });

describe('plan limits', () => {
  it('trial: the 10th report of the month is allowed, the 11th refused with a message naming the limit', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const clinicId = await clinicIdOf(t.app, clinic.token);
    const [patient] = await addPatients(clinicId, 1);
    await addReports(clinicId, patient!.id, 9);
    await expect(checkLimit(clinicId, 'reportsPerMonth', t.clock.now())).resolves.toBeUndefined();
    await addReports(clinicId, patient!.id, 1);
    await expect(checkLimit(clinicId, 'reportsPerMonth', t.clock.now())).rejects.toMatchObject({
      statusCode: 402,
      message:
        'Monthly report limit reached: the Free Trial plan includes 10 reports a month. Upgrade your plan to create more.',
    });
  });

  it('counts only this month in the clinic’s time zone', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const clinicId = await clinicIdOf(t.app, clinic.token);
    const [patient] = await addPatients(clinicId, 1);
    await addReports(clinicId, patient!.id, 10);
    // Last month's reports do not count: move them to before the month began (IST).
    const lastMonth = new Date(t.clock.now().getTime() - 40 * 24 * 60 * 60 * 1000);
    await t.handle.db.update(reports).set({ createdAt: lastMonth }).where(eq(reports.clinicId, clinicId));
    await expect(checkLimit(clinicId, 'reportsPerMonth', t.clock.now())).resolves.toBeUndefined();
  });

  it('of 5 concurrent creations at 9 of 10, exactly one succeeds (POST /api/reports)', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const clinicId = await clinicIdOf(t.app, clinic.token);
    const [patient] = await addPatients(clinicId, 1);
    await addReports(clinicId, patient!.id, 9);
    const responses = await Promise.all(Array.from({ length: 5 }, () => postReport(clinic.token, patient!.id)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 402, 402, 402, 402]);
    for (const refused of responses.filter((r) => r.statusCode === 402))
      expect(refused.json().message).toBe(
        'Monthly report limit reached: the Free Trial plan includes 10 reports a month. Upgrade your plan to create more.',
      );
    const stored = await t.handle.db.select({ id: reports.id }).from(reports).where(eq(reports.clinicId, clinicId));
    expect(stored).toHaveLength(10);
  });

  it.each([
    ['basic', 100],
    ['professional', 200],
  ])('%s: patient %d of the month allowed, the next refused', async (planId, limit) => {
    const clinic = await signUpClinic(t.app);
    await buyPlan(t.app, clinic.token, planId);
    const clinicId = await clinicIdOf(t.app, clinic.token);
    await addPatients(clinicId, limit - 1);
    await expect(checkLimit(clinicId, 'patientsPerMonth', t.clock.now())).resolves.toBeUndefined();
    await addPatients(clinicId, 1);
    await expect(checkLimit(clinicId, 'patientsPerMonth', t.clock.now())).rejects.toMatchObject({
      statusCode: 402,
      message: expect.stringContaining(`includes ${limit} new patients a month`),
    });
  });

  it('enterprise: no patient or user limit', async () => {
    const clinic = await signUpClinic(t.app);
    await buyPlan(t.app, clinic.token, 'enterprise');
    const clinicId = await clinicIdOf(t.app, clinic.token);
    await addPatients(clinicId, 250);
    await expect(checkLimit(clinicId, 'patientsPerMonth', t.clock.now())).resolves.toBeUndefined();
    await expect(checkLimit(clinicId, 'users', t.clock.now())).resolves.toBeUndefined();
  });

  it.each([
    ['trial', 1],
    ['basic', 5],
    ['professional', 10],
  ])('%s: user accounts limited to %d', async (planId, limit) => {
    const clinic = planId === 'trial' ? await signUpTrialClinic(t.app) : await signUpClinic(t.app);
    if (planId !== 'trial') await buyPlan(t.app, clinic.token, planId);
    const clinicId = await clinicIdOf(t.app, clinic.token);
    const extra = Array.from({ length: limit - 2 + 1 }, (_, i) => ({
      clinicId,
      email: `staff.${clinicId.slice(0, 8)}.${i}@example.in`,
      password: 'x',
      firstName: 'Staff',
      lastName: 'Member',
    }));
    // Staff are seats through their active memberships (issue 15).
    const addStaff = async (rows: typeof extra) => {
      const made = await t.handle.db.insert(users).values(rows).returning({ id: users.id });
      await t.handle.db.insert(memberships).values(made.map((u) => ({ clinicId, userId: u.id, role: 'receptionist' })));
    };
    // The owner plus (limit - 1) staff leaves room for none; with one fewer there is room for one.
    if (extra.length > 1) await addStaff(extra.slice(1));
    if (limit > 1) await expect(checkLimit(clinicId, 'users', t.clock.now())).resolves.toBeUndefined();
    if (limit > 1) await addStaff(extra.slice(0, 1));
    await expect(checkLimit(clinicId, 'users', t.clock.now())).rejects.toMatchObject({
      statusCode: 402,
      message: expect.stringContaining(`includes ${limit} user account`),
    });
  });
});
