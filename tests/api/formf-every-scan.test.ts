import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCTOR_DECLARATION_CORE } from '../../core/reports/pcpndt-declaration.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { pdfPageTexts } from '../e2e/support/pdf-pages.ts';
import { bearer, buildReport, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { formfClient } from '../support/formf-client.ts';
import { addMember } from '../support/team-helpers.ts';
import { clinicOnPlan } from '../support/template-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 29 §3: every ultrasound of a pregnant woman gets a Form F and prints the doctor's
 * declaration, KUB and pelvic included; a pelvic report whose findings describe a pregnancy of a
 * woman not marked pregnant is answered with a hint, and only the person's request marks her.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { api, createReport, listForms } = formfClient(() => t.app);
const marked = { spouseName: 'Ravi Sharma', isObstetric: true };
const gravid = { findings: { uterus: 'Gravid uterus with a single live intrauterine gestation.' } };
const flatPdf = (pages: string[]) => pages.join('\n').replace(/\s+/g, ' ');

async function reportPdf(token: string, id: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/reports/${id}/pdf`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return flatPdf(pdfPageTexts(res.rawPayload));
}

describe('a Form F and the declaration for every scan of a pregnant woman', () => {
  it.each(['kub', 'abdominal', 'pelvic'])(
    'a %s report of a woman marked pregnant makes her Form F and prints the declaration',
    async (type) => {
      const clinic = await signUpTrialClinic(t.app);
      const patient = await registerPatient(t.app, clinic.token, marked);
      const report = await createReport(clinic.token, buildReport(patient.id, type, { findings: {} }));
      const list = await listForms(clinic.token);
      expect(list.total).toBe(1);
      expect(list.forms[0]).toMatchObject({ reportId: report.id, formType: type });
      expect(await reportPdf(clinic.token, report.id)).toContain(DOCTOR_DECLARATION_CORE);
    },
  );

  it('a KUB report of a woman not marked pregnant and not describing a pregnancy has neither', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token);
    const report = await createReport(clinic.token, buildReport(patient.id, 'kub', { findings: {} }));
    const body = (await api(clinic.token, 'GET', `/api/reports/${report.id}`)).json();
    expect(body.pcpndtHint).toBeUndefined();
    expect((await listForms(clinic.token)).total).toBe(0);
    expect(await reportPdf(clinic.token, report.id)).not.toContain(DOCTOR_DECLARATION_CORE);
  });
});

describe('a pelvic report that describes a pregnancy of a woman not marked pregnant', () => {
  it('answers the hint, marks nobody by itself, and marks her and opens a Form F only when asked', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token, { spouseName: 'Ravi Sharma' });
    const created = await api(clinic.token, 'POST', '/api/reports', buildReport(patient.id, 'pelvic', gravid));
    expect(created.statusCode).toBe(201);
    expect(created.json().pcpndtHint).toBe('mark-pregnant');
    const id = created.json().id as string;
    // Never silently: she is not marked, no form is made, a plain read carries no hint.
    expect((await api(clinic.token, 'GET', `/api/patients/${patient.id}`)).json().isObstetric).toBe(false);
    expect((await listForms(clinic.token)).total).toBe(0);
    expect((await api(clinic.token, 'GET', `/api/reports/${id}`)).json().pcpndtHint).toBeUndefined();
    // Its words describe a pregnancy: the declaration prints all the same.
    expect(await reportPdf(clinic.token, id)).toContain(DOCTOR_DECLARATION_CORE);
    // A later save answers it again.
    const saved = await api(clinic.token, 'PUT', `/api/reports/${id}`, buildReport(patient.id, 'pelvic', gravid));
    expect(saved.json().pcpndtHint).toBe('mark-pregnant');

    const mark = await api(clinic.token, 'POST', `/api/reports/${id}/mark-pregnant`);
    expect(mark.statusCode).toBe(200);
    const opened = mark.json() as { id: string; formId: string };
    expect((await api(clinic.token, 'GET', `/api/patients/${patient.id}`)).json().isObstetric).toBe(true);
    const list = await listForms(clinic.token);
    expect(list.forms.map((f) => [f.id, f.reportId, f.formType])).toEqual([[opened.id, id, 'pelvic']]);
    // Asked again (a double click): the same form, nothing new.
    expect((await api(clinic.token, 'POST', `/api/reports/${id}/mark-pregnant`)).json()).toEqual(opened);
    expect((await listForms(clinic.token)).total).toBe(1);
    // Marking her is a change of her record, audited once with the report it came from.
    const audits = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, patient.id), eq(auditEvents.action, 'patient.update')));
    expect(audits.map((a) => a.details)).toEqual([{ changedFields: ['isObstetric'], reportId: id }]);
    // Marked now: her next save has no hint, and her report is screened at the obstetric level.
    const next = await api(clinic.token, 'PUT', `/api/reports/${id}`, buildReport(patient.id, 'pelvic', gravid));
    expect(next.json().pcpndtHint).toBeUndefined();
  });

  it('404 for a random report id and for a malformed one', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const random = await api(clinic.token, 'POST', '/api/reports/00000000-0000-4000-8000-000000000000/mark-pregnant');
    expect(random.statusCode).toBe(404);
    expect(random.json().message).toBe('Report not found');
    expect((await api(clinic.token, 'POST', '/api/reports/not-an-id/mark-pregnant')).statusCode).toBe(404);
  });

  it("another clinic's report is a 404 and its patient stays unmarked", async () => {
    const a = await signUpTrialClinic(t.app);
    const b = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, a.token);
    const report = await createReport(a.token, buildReport(patient.id, 'pelvic', gravid));
    expect((await api(b.token, 'POST', `/api/reports/${report.id}/mark-pregnant`)).statusCode).toBe(404);
    expect((await api(a.token, 'GET', `/api/patients/${patient.id}`)).json().isObstetric).toBe(false);
    expect((await listForms(a.token)).total).toBe(0);
  });

  it('a receptionist may mark her (the front desk marks a pregnancy at registration too); signed out may not', async () => {
    const clinic = await clinicOnPlan(t.app, 'enterprise');
    const receptionist = await addMember(t.app, t.mailer.sent, clinic.token, 'receptionist');
    // Her husband's name on record (item 5): formf-strict covers the offer asking for it.
    const patient = await registerPatient(t.app, clinic.token, { spouseName: 'Ravi Sharma' });
    const report = await createReport(clinic.token, buildReport(patient.id, 'pelvic', gravid));
    const res = await api(receptionist.token, 'POST', `/api/reports/${report.id}/mark-pregnant`);
    expect(res.statusCode).toBe(200);
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/reports/${report.id}/mark-pregnant` });
    expect(anonymous.statusCode).toBe(401);
  });
});
