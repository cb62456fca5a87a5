import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pcpndtForms } from '../../db/schema/pcpndt-forms.ts';
import { reports } from '../../db/schema/reports.ts';
import { studies } from '../../db/schema/studies.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { bearer, buildReport, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// A new report and its new study get their human ids from the clinic's counters in the one
// statement that inserts them. Concurrent creations must still get distinct, gap-free ids, the
// answer must carry the stored ones, and the clinic must hold no report or study without one.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const report = (patientId: string, reportType = 'abdominal') => buildReport(patientId, reportType);

const series = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}-${String(i + 1).padStart(6, '0')}`);

describe('report and study ids under concurrent creation', () => {
  it('gives 30 concurrent reports distinct gap-free report and study ids, as stored', async () => {
    const clinic = await signUpTrialClinic(t.app);
    // Trial allows 10 reports a month; a paid plan has no report limit.
    await buyPlan(t.app, clinic.token, 'professional');
    const patients = [
      await registerPatient(t.app, clinic.token),
      await registerPatient(t.app, clinic.token),
      await registerPatient(t.app, clinic.token, { gender: 'female' }),
    ];
    // One open appointment: the report that links it makes no study of its own.
    const scheduled = await t.app.inject({
      method: 'POST',
      url: '/api/studies',
      headers: bearer(clinic.token),
      payload: { patientId: patients[0]?.id, studyType: 'abdominal', scheduledDate: t.clock.now().toISOString() },
    });
    expect(scheduled.statusCode).toBe(201);
    // Linked before the rush: two concurrent reports of one patient may both link an open study.
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: bearer(clinic.token),
      payload: report(patients[0]?.id ?? ''),
    });
    expect(first.json()).toMatchObject({ studyId: scheduled.json().id, studyCode: 'S-000001' });

    const rush = await Promise.all(
      Array.from({ length: 29 }, (_, i) => {
        const patient = patients[i % 3];
        const type = i % 3 === 2 && i % 2 === 0 ? 'obstetric_second_third_trimester' : 'abdominal';
        return t.app.inject({
          method: 'POST',
          url: '/api/reports',
          headers: bearer(clinic.token),
          payload: report(patient?.id ?? '', type),
        });
      }),
    );
    const responses = [first, ...rush];
    expect(responses.map((r) => r.statusCode)).toEqual(Array(30).fill(201));
    const created = responses.map(
      (r) => r.json() as { id: string; reportId: string; studyId: string; studyCode: string },
    );
    expect(created.map((r) => r.reportId).sort()).toEqual(series('R', 30));
    // S-000001 is the scheduled study; the 29 others were made for the rush's reports.
    expect(created.map((r) => r.studyCode).sort()).toEqual(series('S', 30));

    const clinicId = (
      await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(clinic.token) })
    ).json().clinicId as string;
    for (const answer of created) {
      const [stored] = await t.handle.db
        .select({ reportId: reports.reportId, studyCode: studies.studyId })
        .from(reports)
        .innerJoin(studies, eq(studies.id, reports.studyId))
        .where(and(eq(reports.clinicId, clinicId), eq(reports.id, answer.id)));
      expect(stored).toEqual({ reportId: answer.reportId, studyCode: answer.studyCode });
    }
    // Every report and study the clinic holds is one of those, each with its own number.
    const storedReportIds = await t.handle.db
      .select({ id: reports.reportId })
      .from(reports)
      .where(eq(reports.clinicId, clinicId));
    expect(storedReportIds.map((r) => r.id).sort()).toEqual(series('R', 30));
    const storedStudyIds = await t.handle.db
      .select({ id: studies.studyId })
      .from(studies)
      .where(eq(studies.clinicId, clinicId));
    expect(storedStudyIds.map((r) => r.id).sort()).toEqual(series('S', 30));
    // The obstetric ones got their Form F, numbered without gaps too.
    const forms = await t.handle.db
      .select({ formId: pcpndtForms.formId })
      .from(pcpndtForms)
      .where(eq(pcpndtForms.clinicId, clinicId));
    expect(forms.map((f) => f.formId).sort()).toEqual(series('F', 5));
  });

  it('gives the numbers back when the creation is refused', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token);
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/reports', headers: bearer(clinic.token), payload });
    expect((await post(report(patient.id))).json()).toMatchObject({ reportId: 'R-000001', studyCode: 'S-000001' });
    // A doctor id of no doctor of the clinic is refused before anything is written.
    const refused = await post({ ...report(patient.id), doctorId: '00000000-0000-4000-8000-000000000000' });
    expect(refused.statusCode).toBe(404);
    expect((await post(report(patient.id))).json()).toMatchObject({ reportId: 'R-000002', studyCode: 'S-000002' });
  });
});
