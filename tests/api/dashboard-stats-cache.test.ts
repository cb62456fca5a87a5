import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../db/schema/reports.ts';
import { DASHBOARD_STATS_TTL_MS } from '../../server/modules/dashboard/dashboard-stats-cache.ts';
import { bearer, clinicIdOf, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// The dashboard's figures are reused for a moment (DASHBOARD_STATS_TTL_MS); a write through the
// API must still show at once, whichever module made it, and only for the clinic that wrote.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stats = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: bearer(token) })).json();
const istToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(t.clock.now());
describe('dashboard stats between writes', () => {
  it('shows each write made through the API at once: patient, draft report, payment', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token);
    expect(await stats(clinic.token)).toMatchObject({ todayPatients: 1, pendingReports: 0, revenue: '0.00' });

    await registerPatient(t.app, clinic.token);
    expect((await stats(clinic.token)).todayPatients).toBe(2);

    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/reports/draft',
      headers: bearer(clinic.token),
      payload: { patientId: patient.id, reportType: 'abdominal', doctorName: 'Dr. Rakesh Mehta' },
    });
    expect(draft.statusCode).toBeLessThan(300);
    expect(await stats(clinic.token)).toMatchObject({ pendingReports: 1, doctorUsgCount: { 'Dr. Rakesh Mehta': 1 } });

    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: bearer(clinic.token),
      payload: { patientId: patient.id, amount: 250.5, paymentMethod: 'cash', paymentDate: istToday() },
    });
    expect(paid.statusCode).toBe(201);
    expect((await stats(clinic.token)).revenue).toBe('250.50');
  });

  it('reuses the figures for a moment only: a change made outside the API shows once that has passed', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const clinicId = await clinicIdOf(t.app, clinic.token);
    const patient = await registerPatient(t.app, clinic.token);
    expect((await stats(clinic.token)).pendingReports).toBe(0);
    // As another server (or a script) would: straight into the database.
    await t.handle.db.insert(reports).values({
      clinicId,
      patientId: patient.id,
      reportId: 'R-900001',
      reportType: 'abdominal',
      status: 'draft',
    });
    expect((await stats(clinic.token)).pendingReports).toBe(0);
    t.clock.set(new Date(t.clock.now().getTime() + DASHBOARD_STATS_TTL_MS));
    expect((await stats(clinic.token)).pendingReports).toBe(1);
  });

  it('does not clear or share another clinic’s figures', async () => {
    const a = await signUpTrialClinic(t.app);
    const b = await signUpTrialClinic(t.app);
    await registerPatient(t.app, a.token);
    expect((await stats(b.token)).todayPatients).toBe(0);
    await registerPatient(t.app, b.token);
    expect((await stats(a.token)).todayPatients).toBe(1);
    expect((await stats(b.token)).todayPatients).toBe(1);
  });
});
