import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATIENT_MESSAGES, REPORT_MESSAGES } from '../../core/messages.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { clinicCounters } from '../../db/schema/counters.ts';
import { pcpndtForms } from '../../db/schema/pcpndt-forms.ts';
import { reports } from '../../db/schema/reports.ts';
import { studies } from '../../db/schema/studies.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { bearer, buildReport, clinicIdOf, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Report creation has one path (server/modules/reports/report-create.ts, issue 31): one read with
// every check, then one statement that numbers and inserts, in a transaction when the plan limits
// reports or Form F may be made. These test what it writes and refuses, through the app.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (token: string, payload: object, url = '/api/reports') =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

/** A clinic on a plan without a report limit (the trial has one), with its id. */
async function unlimitedClinic() {
  const clinic = await signUpTrialClinic(t.app);
  await buyPlan(t.app, clinic.token, 'professional');
  return { ...clinic, clinicId: await clinicIdOf(t.app, clinic.token) };
}

/** Every row a creation writes for these clinics, to prove a refused one wrote none. */
async function writtenRows(clinicIds: string[]) {
  const rows = (table: typeof reports | typeof studies | typeof auditEvents) =>
    t.handle.db
      .select({ n: count() })
      .from(table)
      .where(inArray(table.clinicId, clinicIds))
      .then(([row]) => row?.n ?? 0);
  return {
    counters: await t.handle.db
      .select({ clinicId: clinicCounters.clinicId, name: clinicCounters.name, value: clinicCounters.value })
      .from(clinicCounters)
      .where(inArray(clinicCounters.clinicId, clinicIds))
      .orderBy(clinicCounters.clinicId, clinicCounters.name),
    reports: await rows(reports),
    studies: await rows(studies),
    audit: await rows(auditEvents),
  };
}

const counterValue = async (clinicId: string, name: string) =>
  (
    await t.handle.db
      .select({ value: clinicCounters.value })
      .from(clinicCounters)
      .where(and(eq(clinicCounters.clinicId, clinicId), eq(clinicCounters.name, name)))
  )[0]?.value ?? 0;

const fetchReport = async (token: string, id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/reports/${id}`, headers: bearer(token) })).json();

const series = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}-${String(i + 1).padStart(6, '0')}`);

describe('report creation', () => {
  it('creates the report, its study, its audit row and takes each counter once', async () => {
    const clinic = await unlimitedClinic();
    const patient = await registerPatient(t.app, clinic.token);
    const before = await writtenRows([clinic.clinicId]);
    const res = await post(clinic.token, buildReport(patient.id));
    expect(res.statusCode).toBe(201);
    const report = res.json();
    expect(report).toMatchObject({
      reportId: 'R-000001',
      studyCode: 'S-000001',
      status: 'finalized',
      version: 1,
      patientCode: patient.patientId,
      patientName: `${patient.firstName} ${patient.lastName}`,
    });
    const after = await writtenRows([clinic.clinicId]);
    expect(after).toMatchObject({ reports: before.reports + 1, studies: before.studies + 1, audit: before.audit + 1 });
    expect(await counterValue(clinic.clinicId, 'report')).toBe(1);
    expect(await counterValue(clinic.clinicId, 'study')).toBe(1);
    const [study] = await t.handle.db.select().from(studies).where(eq(studies.id, report.studyId));
    expect(study).toMatchObject({ studyId: 'S-000001', status: 'completed', patientId: patient.id });
    const audit = await t.handle.db
      .select({ action: auditEvents.action, entityId: auditEvents.entityId, details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.clinicId, clinic.clinicId), eq(auditEvents.action, 'report.create')));
    // Created finalized, it is signed there: the audit names the signing doctor (issue 29 §2).
    expect(audit).toEqual([
      {
        action: 'report.create',
        entityId: report.id,
        details: { status: 'finalized', signedByDoctorId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      },
    ]);
    // The stored row is what the answer said, defaults included.
    const [stored] = await t.handle.db.select().from(reports).where(eq(reports.id, report.id));
    // Finalized at creation: signed by its creator, as the clinic's doctor, on version 1.
    expect(stored).toMatchObject({ reportId: 'R-000001', studyId: report.studyId, version: 1, signedVersion: 1 });
    expect(stored?.signedAt).toEqual(t.clock.now());
    expect(await fetchReport(clinic.token, report.id)).toEqual(report);
  });

  it('links the open study without taking a study number, for a draft too', async () => {
    const clinic = await unlimitedClinic();
    const patient = await registerPatient(t.app, clinic.token);
    const scheduled = await post(
      clinic.token,
      { patientId: patient.id, studyType: 'abdominal', scheduledDate: t.clock.now().toISOString() },
      '/api/studies',
    );
    expect(scheduled.statusCode).toBe(201);
    const before = await writtenRows([clinic.clinicId]);
    const draft = await post(
      clinic.token,
      // The numeric and date columns, on a type without a Form F.
      {
        ...buildReport(patient.id, 'abdominal'),
        biparietalDiameter: 60.5,
        femurLength: 44,
        lastMenstrualPeriod: '2026-06-01',
      },
      '/api/reports/draft',
    );
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toMatchObject({
      status: 'draft',
      reportId: 'R-000001',
      studyId: scheduled.json().id,
      studyCode: 'S-000001',
    });
    expect(await writtenRows([clinic.clinicId])).toMatchObject({
      reports: before.reports + 1,
      studies: before.studies,
      audit: before.audit + 1,
    });
    expect(await counterValue(clinic.clinicId, 'study')).toBe(1);
    const [study] = await t.handle.db.select().from(studies).where(eq(studies.id, scheduled.json().id));
    expect(study?.status).toBe('in-progress');
    expect(draft.json()).toMatchObject({
      biparietalDiameter: 60.5,
      femurLength: 44,
      lastMenstrualPeriod: '2026-06-01',
    });
    expect(await fetchReport(clinic.token, draft.json().id)).toEqual(draft.json());
  });

  it('gives the same 404s for another clinic’s patient, doctor or study, writing and numbering nothing', async () => {
    const clinic = await unlimitedClinic();
    const other = await unlimitedClinic();
    const patient = await registerPatient(t.app, clinic.token);
    const otherPatient = await registerPatient(t.app, other.token);
    const otherDoctor = await post(
      other.token,
      { name: 'Dr. Priya Nair', registrationNumber: 'KMC/2011/889' },
      '/api/doctors',
    );
    expect(otherDoctor.statusCode).toBe(201);
    const otherStudy = await post(
      other.token,
      { patientId: otherPatient.id, studyType: 'abdominal', scheduledDate: t.clock.now().toISOString() },
      '/api/studies',
    );
    expect(otherStudy.statusCode).toBe(201);
    // Numbers taken once, so an unchanged counter row shows that none was taken since.
    expect((await post(clinic.token, buildReport(patient.id))).statusCode).toBe(201);
    const clinics = [clinic.clinicId, other.clinicId];
    const before = await writtenRows(clinics);

    const refusals = [
      [buildReport(otherPatient.id), PATIENT_MESSAGES.notFound],
      [buildReport(patient.id, 'abdominal', { doctorId: otherDoctor.json().id }), REPORT_MESSAGES.doctorNotFound],
      [buildReport(patient.id, 'abdominal', { studyId: otherStudy.json().id }), REPORT_MESSAGES.studyNotFound],
    ] as const;
    for (const [payload, message] of refusals) {
      const res = await post(clinic.token, payload);
      expect([res.statusCode, res.json().message]).toEqual([404, message]);
      const draft = await post(clinic.token, { ...payload, status: 'draft' }, '/api/reports/draft');
      expect([draft.statusCode, draft.json().message]).toEqual([404, message]);
    }
    expect(await writtenRows(clinics)).toEqual(before);
  });

  it('still refuses a limited plan’s report past its limit with 402', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const clinicId = await clinicIdOf(t.app, clinic.token);
    const patient = await registerPatient(t.app, clinic.token);
    for (let i = 0; i < 10; i++) expect((await post(clinic.token, buildReport(patient.id))).statusCode).toBe(201);
    const before = await writtenRows([clinicId]);
    const refused = await post(clinic.token, buildReport(patient.id));
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toMatch(/^Monthly report limit reached: the Free Trial plan includes 10 reports/);
    expect(await writtenRows([clinicId])).toEqual(before);
  });

  it('still makes the Form F of a finalized obstetric report', async () => {
    const clinic = await unlimitedClinic();
    const patient = await registerPatient(t.app, clinic.token, { gender: 'female' });
    const res = await post(clinic.token, buildReport(patient.id, 'obstetric_second_third_trimester'));
    expect(res.statusCode).toBe(201);
    // Form F is written in the report's transaction.
    const forms = await t.handle.db
      .select({ formId: pcpndtForms.formId, reportId: pcpndtForms.reportId })
      .from(pcpndtForms)
      .where(eq(pcpndtForms.clinicId, clinic.clinicId));
    expect(forms).toEqual([{ formId: 'F-000001', reportId: res.json().id }]);
  });

  it('gives 20 concurrent creations distinct gap-free report ids', async () => {
    const clinic = await unlimitedClinic();
    const patients = [await registerPatient(t.app, clinic.token), await registerPatient(t.app, clinic.token)];
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(clinic.token, buildReport(patients[i % 2]?.id ?? ''))),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const created = responses.map((r) => r.json() as { id: string; reportId: string; studyCode: string });
    expect(new Set(created.map((r) => r.id)).size).toBe(20);
    expect(created.map((r) => r.reportId).sort()).toEqual(series('R', 20));
    expect(created.map((r) => r.studyCode).sort()).toEqual(series('S', 20));
    const stored = await t.handle.db
      .select({ reportId: reports.reportId })
      .from(reports)
      .where(eq(reports.clinicId, clinic.clinicId));
    expect(stored.map((r) => r.reportId).sort()).toEqual(series('R', 20));
    expect(await counterValue(clinic.clinicId, 'report')).toBe(20);
  });
});
