// The monthly Form F register the clinic files: the month's forms in serial order with the due date.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_F_MESSAGES as M } from '../../core/formf/formf-messages.ts';
import { registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { formfClient, obstetricPatient } from '../support/formf-client.ts';
import { completion } from '../support/formf-completion.ts';
import { attachReferralEvidence, obstetricReport as obstetric } from '../support/formf-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { api, createReport, listForms } = formfClient(() => t.app);

describe('monthly register', () => {
  it('lists the month’s forms, each with the serial it was given, with the due date, as JSON and CSV', async () => {
    t.clock.set(new Date('2026-10-31T18:10:00Z'));
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token, obstetricPatient);
    await createReport(clinic.token, obstetric(patient.id));
    // 18:35 UTC on 31 Oct is 00:05 on 1 Nov in India: it belongs to November's register.
    // (Steps stay under the 30-minute idle limit of the session.)
    t.clock.set(new Date('2026-10-31T18:35:00Z'));
    await createReport(clinic.token, obstetric(patient.id));
    t.clock.set(new Date('2026-10-31T18:50:00Z'));
    await createReport(clinic.token, obstetric(patient.id));
    const forms = (await listForms(clinic.token)).forms;
    const second = forms.find((f) => f.formId === 'F-000002');
    const complete = { ...completion, procedureDate: '2026-11-01', patientDeclarationDate: '2026-11-01' };
    await attachReferralEvidence(t.app, clinic.token, second?.id ?? '');
    await api(clinic.token, 'PUT', `/api/pcpndt-forms/${second?.id}`, complete);
    // Submitted at 18:55 UTC, which is 00:25 on 1 November in India: the CSV says the latter.
    t.clock.set(new Date('2026-10-31T18:55:00Z'));
    expect((await api(clinic.token, 'POST', `/api/pcpndt-forms/${second?.id}/submit`)).statusCode).toBe(200);

    const res = await api(clinic.token, 'GET', '/api/pcpndt-forms/register?month=2026-11');
    expect(res.statusCode).toBe(200);
    const register = res.json();
    expect(register).toMatchObject({ month: '2026-11', dueDate: '2026-12-05', allComplete: false });
    // Serials are the clinic's register numbers, given once (F-000001 is October's serial 1).
    expect(register.rows.map((r: { serialNo: number; formId: string }) => [r.serialNo, r.formId])).toEqual([
      [2, 'F-000002'],
      [3, 'F-000003'],
    ]);
    expect(register.rows[0]).toMatchObject({
      patientName: 'Sunita Sharma',
      spouseName: 'Ravi Sharma',
      dateFirstReported: '2026-10-31',
      indications: ['ii', 'xvii'],
      doctorName: 'Dr. Rakesh Mehta',
      procedureDate: '2026-11-01',
      resultConveyedTo: 'Patient and husband',
      isCompliant: true,
    });

    const csv = await api(clinic.token, 'GET', '/api/pcpndt-forms/register.csv?month=2026-11');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('form-f-register-2026-11.csv');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('2,F-000002,Sunita Sharma,32,Ravi Sharma,"221 Civil Lines, Jaipur"');
    expect(lines[1]).toMatch(/,Yes,2026-11-01 00:25,$/);
    expect(lines[2]).toMatch(/,No,,$/);
    expect(csv.body.toLowerCase()).not.toMatch(/sex|gender/);

    const october = (await api(clinic.token, 'GET', '/api/pcpndt-forms/register?month=2026-10')).json();
    expect(october.rows.map((r: { formId: string }) => r.formId)).toEqual(['F-000001']);
    const empty = (await api(clinic.token, 'GET', '/api/pcpndt-forms/register?month=2027-01')).json();
    expect(empty).toEqual({ month: '2027-01', dueDate: '2027-02-05', allComplete: true, rows: [] });
    const bad = await api(clinic.token, 'GET', '/api/pcpndt-forms/register?month=2026-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.monthInvalid);
  });
});

describe('register serial numbers (Rule 9(1))', () => {
  const book = (token: string, patientId: string, scheduledDate: string) =>
    api(token, 'POST', '/api/studies', { patientId, studyType: 'obstetric', scheduledDate });
  const serials = async (token: string, month: string) =>
    (
      (await api(token, 'GET', `/api/pcpndt-forms/register?month=${month}`)).json() as {
        rows: Array<{ serialNo: number; formId: string; dateFirstReported: string; voidReason: string | null }>;
      }
    ).rows.map((r) => [r.serialNo, r.formId, r.dateFirstReported, r.voidReason]);

  it('never change: not by a void, a correction of the date, or a later month; first reported is her first visit', async () => {
    t.clock.set(new Date('2026-11-02T04:00:00Z'));
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token, obstetricPatient);
    const first = (await book(clinic.token, patient.id, '2026-11-03T09:00:00+05:30')).json();
    await book(clinic.token, patient.id, '2026-11-10T09:00:00+05:30');
    const november = [
      [1, 'F-000001', '2026-11-03', null],
      [2, 'F-000002', '2026-11-03', null],
    ];
    expect(await serials(clinic.token, '2026-11')).toEqual(november);
    // The first visit is cancelled: her first visit for the procedure is now the second.
    const cancel = await api(clinic.token, 'PATCH', `/api/studies/${first.id}`, {
      status: 'cancelled',
      reason: 'Rescheduled by phone',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await serials(clinic.token, '2026-11')).toEqual([
      [1, 'F-000001', '2026-11-03', 'Rescheduled by phone'],
      [2, 'F-000002', '2026-11-10', null],
    ]);
    // A December visit takes the next serial; November's rows keep theirs.
    await book(clinic.token, patient.id, '2026-12-02T09:00:00+05:30');
    expect(await serials(clinic.token, '2026-12')).toEqual([[3, 'F-000003', '2026-11-10', null]]);
    // Its procedure date corrected back into November: it moves month, not number (listed by serial).
    const [december] = (await listForms(clinic.token)).forms.filter((f) => f.formId === 'F-000003');
    await api(clinic.token, 'PUT', `/api/pcpndt-forms/${december?.id}`, { procedureDate: '2026-11-01' });
    expect((await serials(clinic.token, '2026-11')).map((r) => r[0])).toEqual([1, 2, 3]);
    expect(await serials(clinic.token, '2026-12')).toEqual([]);
  });

  it('are gap-free under concurrent creation', async () => {
    t.clock.set(new Date('2026-11-02T04:00:00Z'));
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token, obstetricPatient);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => book(clinic.token, patient.id, `2026-11-${10 + i}T09:00:00+05:30`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    const numbers = (await listForms(clinic.token)).forms.map((f) => f.registerSerial as number);
    expect(numbers.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
