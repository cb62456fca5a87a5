import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_F_MESSAGES as M } from '../../core/formf/formf-messages.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { pcpndtForms } from '../../db/schema/pcpndt-forms.ts';
import { registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { formfClient, obstetricPatient } from '../support/formf-client.ts';
import { completion } from '../support/formf-completion.ts';
import { obstetricReport as obstetric } from '../support/formf-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The monthly register is tested in formf-register.test.ts.
const { api, createReport, listForms, clinicWithForm } = formfClient(() => t.app);

describe('Form F creation from obstetric reports', () => {
  it('creates one pre-filled record when an obstetric report is finalized', async () => {
    t.clock.set(new Date('2026-11-20T06:30:00Z'));
    const { clinic, patient, report, form } = await clinicWithForm();
    expect(form).toMatchObject({
      formId: 'F-000001',
      reportId: report.id,
      studyId: report.studyId,
      patientId: patient.id,
      patientCode: patient.patientId,
      formType: 'obstetric_second_third_trimester',
      patientName: 'Sunita Sharma',
      patientAge: 32,
      spouseName: 'Ravi Sharma',
      patientAddress: '221 Civil Lines, Jaipur',
      patientPhone: '9811122233',
      // Item 4: the counts the patient record holds; their ages were never recorded.
      numberOfChildren: 2,
      childrenDetails: null,
      livingSons: [{ age: null, unit: 'years' }],
      livingDaughters: [{ age: null, unit: 'years' }],
      referringDoctor: 'Dr. Anil Gupta',
      referringDoctorAddress: null,
      isSelfreferred: false,
      lmp: '2026-06-01',
      // The report's dating (issue 30): LMP 01/06/2026 to the scan on 20/11/2026 is 172 days.
      gestationalAge: '24 weeks 4 days',
      examDateTime: '2026-11-20T06:30:00.000Z',
      // Nobody recorded these: not the finalize day, not "transabdominal", not a declaration date.
      procedureDate: null,
      examinationType: null,
      // What the report and the clinic say is only proposed, for the doctor to confirm (issue 29 §3).
      proposed: { procedureDate: '2026-11-20', examinationType: 'abdominal', sectionBPlace: 'Gurugram' },
      patientDeclarationDate: null,
      doctorDeclarationDate: null,
      patientSignatureMode: null,
      findings: 'Single live intrauterine fetus of about 24 weeks.',
      doctorName: 'Dr. Rakesh Mehta',
      doctorRegistrationNumber: 'HMC/2019/4521',
      clinicAddress: '12 MG Road, Sector 14, Gurugram',
      clinicRegistrationNumber: 'PNDT/GGN/2020/117',
      indications: [],
      isCompliant: false,
      status: 'draft',
      submittedAt: null,
      version: 1,
    });
    expect(form.missing).toEqual([
      'children',
      // A referred case: the referrer's full address (7(a)); the slip is attached.
      'referringDoctorAddress',
      'indications',
      'examinationType',
      'patientDeclarationDate',
      'procedureDate',
      'resultConveyedTo',
      'resultConveyedOn',
      'mtpIndication',
      'sectionBPlace',
      'sectionBDate',
      'patientSignatureMode',
      'patientDeclarationSigned',
      'doctorDeclarationSigned',
      'doctorDeclarationDate',
    ]);
    expect(form).not.toHaveProperty('fetalSex');
    // The form names the report's signer as their own doctor record, whatever the report typed (issue 29 §2).
    const signer = (await api(clinic.token, 'GET', '/api/auth/user')).json();
    expect(form.doctorId).toBe(signer.doctorId);
  });

  it('creates none for an abdominal scan of a woman not marked pregnant, one for a draft obstetric report (a scan under way), filled when finalized', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token, obstetricPatient);
    await createReport(clinic.token, obstetric(patient.id, { reportType: 'abdominal', findings: { liver: 'Normal' } }));
    expect((await listForms(clinic.token)).total).toBe(0);
    const draft = await createReport(clinic.token, obstetric(patient.id, { status: 'draft' }));
    const early = (await listForms(clinic.token)).forms;
    expect(early).toHaveLength(1);
    // The draft's facts are not yet the record's, nor is a doctor: nobody has signed (issue 29 §2).
    expect(early[0]).toMatchObject({ reportId: draft.id, findings: null, lmp: null, doctorName: null });
    const put = await api(
      clinic.token,
      'PUT',
      `/api/reports/${draft.id}`,
      obstetric(patient.id, { status: 'finalized' }),
    );
    expect(put.statusCode).toBe(200);
    // Editing it again must not make a second record.
    await api(clinic.token, 'PUT', `/api/reports/${draft.id}`, obstetric(patient.id, { impression: 'Edited.' }));
    const list = await listForms(clinic.token);
    expect(list.total).toBe(1);
    expect(list.forms[0]?.reportId).toBe(draft.id);
    // Finalizing filled the empty items once; the later edit of the report did not rewrite them.
    expect(list.forms[0]).toMatchObject({
      findings: 'Single live intrauterine fetus of about 24 weeks.',
      lmp: '2026-06-01',
      doctorName: 'Dr. Rakesh Mehta',
    });
  });

  it("finds one report's record by reportId, with the registration number of the signer's record, not a typed one", async () => {
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token, obstetricPatient);
    const first = await createReport(clinic.token, obstetric(patient.id));
    const second = await createReport(
      clinic.token,
      obstetric(patient.id, { doctorRegistrationNumber: 'KMC/2011/778' }),
    );
    const res = await api(clinic.token, 'GET', `/api/pcpndt-forms?reportId=${second.id}`);
    expect(res.statusCode).toBe(200);
    const page = res.json() as { forms: Array<{ reportId: string; doctorRegistrationNumber: string }>; total: number };
    expect(page.total).toBe(1);
    expect(page.forms.map((f) => [f.reportId, f.doctorRegistrationNumber])).toEqual([[second.id, 'HMC/2019/4521']]);
    const one = (await api(clinic.token, 'GET', `/api/pcpndt-forms?reportId=${first.id}`)).json();
    expect(one.forms[0].doctorRegistrationNumber).toBe('HMC/2019/4521');
    // Another clinic's report id finds nothing, exactly like a random one.
    const other = await signUpTrialClinic(t.app);
    expect((await api(other.token, 'GET', `/api/pcpndt-forms?reportId=${first.id}`)).json().total).toBe(0);
  });

  it('creates a record for each of two scans of the same woman on the same day', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token, obstetricPatient);
    await createReport(clinic.token, obstetric(patient.id));
    await createReport(clinic.token, obstetric(patient.id, { reportType: 'obstetric_first_trimester' }));
    const list = await listForms(clinic.token);
    expect(list.forms.map((f) => f.formId).sort()).toEqual(['F-000001', 'F-000002']);
    expect(list.stats).toEqual({ total: 2, compliant: 0, submitted: 0, draft: 2, voided: 0 });
    // The dashboard's "PCPNDT Forms (this month)" counts these records.
    const stats = (await api(clinic.token, 'GET', '/api/dashboard/stats')).json();
    expect(stats.pcpndtForms).toBe(2);
  });
});

describe('PUT /api/pcpndt-forms/:id', () => {
  it('narrows the missing list as the statutory fields are completed, then is compliant', async () => {
    const { clinic, form } = await clinicWithForm();
    const url = `/api/pcpndt-forms/${form.id}`;
    const step1 = await api(clinic.token, 'PUT', url, { indications: completion.indications });
    expect(step1.statusCode).toBe(200);
    expect(step1.json()).toMatchObject({ indications: ['ii', 'xvii'], isCompliant: false });
    expect(step1.json().missing).not.toContain('indications');
    const [row] = await t.handle.db.select().from(pcpndtForms).where(eq(pcpndtForms.id, form.id));
    expect(row?.medicalIndication).toBe('ii, xvii');
    const step2 = (await api(clinic.token, 'PUT', url, completion)).json();
    expect(step2).toMatchObject({ isCompliant: true, missing: [] });
  });

  it.each<[string, object, string, string]>([
    ['no indication', { indications: [] }, 'indications', M.indicationRequired],
    ['an unknown indication', { indications: ['xxiv'] }, 'indications.0', M.indicationUnknown],
    ['an empty patient name', { patientName: ' ' }, 'patientName', M.patientNameRequired],
    ['age 0', { patientAge: 0 }, 'patientAge', M.ageInvalid],
    ['age 101', { patientAge: 101 }, 'patientAge', M.ageInvalid],
    ['a fetal sex value', { fetalSex: 'male' }, 'fetalSex', M.fetalSex],
    [
      'a declaration after the procedure',
      { patientDeclarationDate: '2026-11-21', procedureDate: '2026-11-20' },
      'patientDeclarationDate',
      M.declarationAfterProcedure,
    ],
  ])('refuses %s with the rule’s message', async (_label, payload, field, message) => {
    const { clinic, form } = await clinicWithForm();
    const res = await api(clinic.token, 'PUT', `/api/pcpndt-forms/${form.id}`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors ?? [{ field, message: res.json().message }]).toContainEqual({ field, message });
  });

  it('refuses findings that disclose a fetal sex and stores nothing', async () => {
    const { clinic, form } = await clinicWithForm();
    const res = await api(clinic.token, 'PUT', `/api/pcpndt-forms/${form.id}`, { findings: 'Male fetus, active.' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('findings');
    const after = (await api(clinic.token, 'GET', `/api/pcpndt-forms/${form.id}`)).json();
    expect(after.findings).toBe(form.findings);
  });

  it('records the change in the audit log with field names but no values', async () => {
    const { clinic, form } = await clinicWithForm();
    await api(clinic.token, 'PUT', `/api/pcpndt-forms/${form.id}`, { resultConveyedTo: 'Patient herself' });
    const events = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, form.id), eq(auditEvents.action, 'pcpndt_form.update')));
    expect(events).toHaveLength(1);
    expect(JSON.stringify(events[0]?.details)).toContain('resultConveyedTo');
    expect(JSON.stringify(events[0]?.details)).not.toContain('Patient herself');
  });
});

describe('printing', () => {
  it('records each print of a Form F with who, which version and no patient data; other clinics get 404', async () => {
    const { clinic, form } = await clinicWithForm();
    const printed = await api(clinic.token, 'POST', `/api/pcpndt-forms/${form.id}/printed`);
    expect(printed.statusCode).toBe(204);
    const events = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, form.id), eq(auditEvents.action, 'pcpndt_form.print')));
    expect(events).toHaveLength(1);
    expect(events[0]?.actorUserId).toBeTruthy();
    expect(events[0]?.details).toEqual({ version: 1, status: 'draft' });
    const other = await signUpTrialClinic(t.app);
    const refused = await api(other.token, 'POST', `/api/pcpndt-forms/${form.id}/printed`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: M.notFound, reason: 'not_found' });
  });
});

describe('submission and amendments', () => {
  it('refuses to submit an incomplete form with the missing items, then submits the completed one', async () => {
    const { clinic, form } = await clinicWithForm();
    const refused = await api(clinic.token, 'POST', `/api/pcpndt-forms/${form.id}/submit`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(M.incomplete);
    expect(refused.json().errors).toContainEqual({ field: 'indications', message: M.indicationRequired });
    await api(clinic.token, 'PUT', `/api/pcpndt-forms/${form.id}`, completion);
    const submitted = await api(clinic.token, 'POST', `/api/pcpndt-forms/${form.id}/submit`);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({
      status: 'submitted',
      isCompliant: true,
      submittedAt: t.clock.now().toISOString(),
    });
    expect((await api(clinic.token, 'POST', `/api/pcpndt-forms/${form.id}/submit`)).statusCode).toBe(409);
  });

  it('amends a submitted form only with a reason, keeping the earlier state with who and when', async () => {
    const { clinic, form } = await clinicWithForm();
    const url = `/api/pcpndt-forms/${form.id}`;
    await api(clinic.token, 'PUT', url, completion);
    await api(clinic.token, 'POST', `${url}/submit`);
    const noReason = await api(clinic.token, 'PUT', url, { resultConveyedTo: 'Husband' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(M.amendmentReasonRequired);
    const emptying = await api(clinic.token, 'PUT', url, { resultConveyedTo: null, amendmentReason: 'Typo' });
    expect(emptying.statusCode).toBe(400);
    expect(emptying.json().message).toBe(M.incomplete);
    const amended = await api(clinic.token, 'PUT', url, {
      resultConveyedTo: 'Husband',
      amendmentReason: 'Wrong recipient recorded',
    });
    expect(amended.statusCode).toBe(200);
    expect(amended.json()).toMatchObject({ resultConveyedTo: 'Husband', version: 2, status: 'submitted' });
    const history = (await api(clinic.token, 'GET', `${url}/amendments`)).json();
    expect(history).toEqual([
      {
        version: 1,
        reason: 'Wrong recipient recorded',
        amendedBy: expect.any(String),
        amendedAt: t.clock.now().toISOString(),
      },
    ]);
  });

  it('has no DELETE: the record stays', async () => {
    const { clinic, form } = await clinicWithForm();
    expect((await api(clinic.token, 'DELETE', `/api/pcpndt-forms/${form.id}`)).statusCode).toBe(404);
    expect((await api(clinic.token, 'GET', `/api/pcpndt-forms/${form.id}`)).statusCode).toBe(200);
  });
});

describe('tenant isolation', () => {
  it('answers 404 to another clinic exactly as to a random id, and leaves the form unchanged', async () => {
    const { form } = await clinicWithForm();
    const other = await signUpTrialClinic(t.app);
    const random = '00000000-0000-4000-8000-000000000000';
    for (const id of [form.id, random]) {
      const get = await api(other.token, 'GET', `/api/pcpndt-forms/${id}`);
      const put = await api(other.token, 'PUT', `/api/pcpndt-forms/${id}`, completion);
      const submit = await api(other.token, 'POST', `/api/pcpndt-forms/${id}/submit`);
      const history = await api(other.token, 'GET', `/api/pcpndt-forms/${id}/amendments`);
      for (const res of [get, put, submit, history]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: M.notFound, reason: 'not_found' });
      }
    }
    expect((await listForms(other.token)).total).toBe(0);
    const [row] = await t.handle.db.select().from(pcpndtForms).where(eq(pcpndtForms.id, form.id));
    expect(row).toMatchObject({ indications: [], submittedAt: null, version: 1 });
  });
});
