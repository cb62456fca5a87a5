import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES as M } from '../../core/messages.ts';
import { payments } from '../../db/schema/payments.ts';
import { bearer, buildReport, clinicIdOf, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// The Record Payment dialog links a report (issue 22); the server takes only a report of the
// caller's clinic and of the paying patient, whatever the browser offered.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const istToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(t.clock.now());
const pay = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/payments', headers: bearer(token), payload });

async function reportOf(token: string, patientId: string): Promise<{ id: string; reportId: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: bearer(token),
    payload: buildReport(patientId),
  });
  if (res.statusCode !== 201) throw new Error(`report failed: ${res.body}`);
  return res.json();
}

describe('a payment linked to a report', () => {
  it('lists the report with the payment, and refuses another clinic’s report without recording anything', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const other = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token);
    const report = await reportOf(clinic.token, patient.id);
    const otherPatient = await registerPatient(t.app, other.token);
    const foreignReport = await reportOf(other.token, otherPatient.id);
    const base = { patientId: patient.id, amount: 900, paymentMethod: 'cash', paymentDate: istToday() };

    const linked = await pay(clinic.token, { ...base, reportId: report.id });
    expect(linked.statusCode).toBe(201);
    const list = (await t.app.inject({ method: 'GET', url: '/api/payments', headers: bearer(clinic.token) })).json()
      .payments;
    expect(list).toEqual([expect.objectContaining({ reportId: report.id, reportCode: report.reportId })]);

    const foreign = await pay(clinic.token, { ...base, reportId: foreignReport.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({
      message: M.reportMismatch,
      errors: [{ field: 'reportId', message: M.reportMismatch }],
      reason: 'validation',
    });
    const notAUuid = await pay(clinic.token, { ...base, reportId: 'R-000001' });
    expect(notAUuid.statusCode).toBe(400);
    const rows = await t.handle.db
      .select()
      .from(payments)
      .where(eq(payments.clinicId, await clinicIdOf(t.app, clinic.token)));
    expect(rows.map((row) => row.reportId)).toEqual([report.id]);
    // The other clinic's report is untouched and has no payment either.
    const theirs = await t.handle.db
      .select()
      .from(payments)
      .where(eq(payments.clinicId, await clinicIdOf(t.app, other.token)));
    expect(theirs).toEqual([]);
  });
});
