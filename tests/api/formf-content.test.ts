import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_F_MESSAGES as M } from '../../core/formf/formf-messages.ts';
import { doctors } from '../../db/schema/doctors.ts';
import { pcpndtForms } from '../../db/schema/pcpndt-forms.ts';
import { localDate } from '../../server/modules/formf/formf-create.ts';
import { bearer, buildReport, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { completeSectionC, completion, thumbImpression } from '../support/formf-completion.ts';
import { attachReferralEvidence } from '../support/formf-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ logLines });
});
afterAll(() => t.close());

type Json = Record<string, unknown> & { id: string };
const api = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const forms = async (token: string) =>
  ((await api(token, 'GET', '/api/pcpndt-forms')).json() as { forms: Json[]; total: number }).forms;
const pregnant = { spouseName: 'Ravi Sharma', isObstetric: true };

async function report(token: string, patientId: string, type: string, overrides: Record<string, unknown> = {}) {
  const res = await api(token, 'POST', '/api/reports', buildReport(patientId, type, overrides));
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json() as Json & { studyId: string };
}

describe('Form F for every scan of a pregnant woman (issue 23 item 5)', () => {
  it('exists from scheduling, before the procedure, and the report of that scan takes it over', async () => {
    t.clock.set(new Date('2026-11-20T04:00:00Z'));
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token, pregnant);
    const study = await api(clinic.token, 'POST', '/api/studies', {
      patientId: patient.id,
      studyType: 'obstetric',
      scheduledDate: '2026-11-20T09:00:00+05:30',
      doctor: 'Dr. Rakesh Mehta',
    });
    expect(study.statusCode).toBe(201);
    const [early] = await forms(clinic.token);
    expect(early).toMatchObject({
      studyId: study.json().id,
      reportId: null,
      patientName: 'Sunita Sharma',
      // The study named one of the clinic's doctors exactly: that record's details are copied.
      doctorName: 'Dr. Rakesh Mehta',
      doctorRegistrationNumber: 'HMC/2019/4521',
      procedureDate: null,
      findings: null,
    });
    // Printable now: the woman's declaration is signed before the scan.
    expect((await api(clinic.token, 'GET', `/api/pcpndt-forms/${early?.id}`)).statusCode).toBe(200);

    const done = await report(clinic.token, patient.id, 'obstetric_second_third_trimester', {
      studyId: study.json().id,
    });
    const after = await forms(clinic.token);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: early?.id, reportId: done.id, findings: 'No significant abnormality.' });
  });

  // Issue 29 §3 widened issue 23's rule: every USG of a woman marked pregnant (a thyroid scan too)
  // has its Form F; a woman not marked pregnant has none.
  it('makes one for every scan of a woman marked pregnant, none for other women', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const expecting = await registerPatient(t.app, clinic.token, pregnant);
    const other = await registerPatient(t.app, clinic.token, { firstName: 'Meena' });
    expect((await api(clinic.token, 'GET', `/api/patients/${expecting.id}`)).json().isObstetric).toBe(true);
    const abdominal = await report(clinic.token, expecting.id, 'abdominal');
    await report(clinic.token, expecting.id, 'thyroid', { findings: { thyroid: 'Normal' } });
    await report(clinic.token, other.id, 'abdominal');
    await report(clinic.token, other.id, 'pelvic');
    await api(clinic.token, 'POST', '/api/studies', {
      patientId: expecting.id,
      studyType: 'pelvic',
      scheduledDate: '2026-11-21T09:00:00+05:30',
    });
    const list = await forms(clinic.token);
    expect(list.map((f) => f.formType).sort()).toEqual(['abdominal', 'pelvic', 'thyroid']);
    expect(list.find((f) => f.formType === 'abdominal')?.reportId).toBe(abdominal.id);
    // A scheduled study naming no doctor of the clinic records none.
    expect(list.find((f) => f.formType === 'pelvic')).toMatchObject({ doctorId: null, doctorName: null });
  });
});

describe('nothing invented (issue 23 items 2 and 7)', () => {
  it('keeps unrecorded children, method and dates null through creation and the register CSV', async () => {
    t.clock.set(new Date('2026-11-20T06:30:00Z'));
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token, pregnant);
    await report(clinic.token, patient.id, 'obstetric_second_third_trimester');
    const [form] = await forms(clinic.token);
    expect(form).toMatchObject({
      numberOfChildren: null,
      livingSons: null,
      livingDaughters: null,
      examinationType: null,
      procedureDate: null,
      doctorDeclarationDate: null,
      isCompliant: false,
    });
    expect(form?.missing).toEqual(expect.arrayContaining(['children', 'examinationType', 'procedureDate']));
    const csv = (await api(clinic.token, 'GET', '/api/pcpndt-forms/register.csv?month=2026-11')).body;
    const row = csv.split('\r\n')[1] ?? '';
    // Doctor, then procedure date, result conveyed to and on: empty, not the day of the report; then
    // the unregistered-machine column, empty (no scanner sent this study), and Complete: No.
    expect(row).toContain('Dr. Rakesh Mehta,,,,,No,');
  });

  it('records none (0) apart from not recorded, with each child’s age, and counts them', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token, pregnant);
    await report(clinic.token, patient.id, 'obstetric_first_trimester');
    const [form] = await forms(clinic.token);
    const url = `/api/pcpndt-forms/${form?.id}`;
    const none = (await api(clinic.token, 'PUT', url, { livingSons: [], livingDaughters: [] })).json();
    expect(none).toMatchObject({ numberOfChildren: 0, livingSons: [], livingDaughters: [] });
    expect(none.missing).not.toContain('children');
    const two = (
      await api(clinic.token, 'PUT', url, {
        livingSons: [{ age: 7, unit: 'years' }],
        livingDaughters: [{ age: 9, unit: 'months' }],
      })
    ).json();
    expect(two).toMatchObject({ numberOfChildren: 2, livingDaughters: [{ age: 9, unit: 'months' }] });
    const back = (await api(clinic.token, 'PUT', url, { livingSons: null })).json();
    expect(back).toMatchObject({ numberOfChildren: null, livingSons: null });
    expect(back.missing).toContain('children');
    const bad = await api(clinic.token, 'PUT', url, { livingSons: [{ age: -1, unit: 'years' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ message: M.childAgeInvalid });
  });
});

describe('snapshots (issue 23 item 3)', () => {
  it("keeps the clinic's and the doctor's details as they were when the form was made", async () => {
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token, pregnant);
    // The form names the report's signer, the owner, as their own doctor record (issue 29 §2).
    const doctorId = (await api(clinic.token, 'GET', '/api/auth/user')).json().doctorId as string;
    const made = await report(clinic.token, patient.id, 'obstetric_first_trimester', {
      doctorName: 'Dr. Priya Nair',
      doctorRegistrationNumber: 'KMC/2011/889',
    });
    const [before] = await forms(clinic.token);
    const snapshot = {
      clinicName: expect.stringContaining('Sunrise Imaging'),
      clinicAddress: '12 MG Road, Sector 14, Gurugram',
      clinicRegistrationNumber: 'PNDT/GGN/2020/117',
      doctorId,
      doctorName: 'Dr. Rakesh Mehta',
      doctorRegistrationNumber: 'HMC/2019/4521',
    };
    expect(before).toMatchObject(snapshot);

    const settings = await api(clinic.token, 'PUT', '/api/clinic', {
      name: 'Renamed Diagnostics',
      registrationNumber: 'PNDT/NEW/2026/1',
      address: '1 New Road, Gurugram',
    });
    expect(settings.statusCode).toBe(200);
    await t.handle.db.update(doctors).set({ registrationNumber: 'KMC/2026/000' }).where(eq(doctors.id, doctorId));
    const edited = await api(
      clinic.token,
      'PUT',
      `/api/reports/${made.id}`,
      buildReport(patient.id, 'obstetric_first_trimester', {
        doctorName: 'Dr. Priya Nair',
        doctorRegistrationNumber: 'KMC/1999/1',
      }),
    );
    expect(edited.statusCode).toBe(200);
    const after = (await api(clinic.token, 'GET', `/api/pcpndt-forms/${before?.id}`)).json();
    expect(after).toMatchObject(snapshot);

    // Taken again only on purpose, and then kept in the form's trail with the old values.
    const refreshed = (
      await api(clinic.token, 'PUT', `/api/pcpndt-forms/${before?.id}`, { refreshClinicDetails: true })
    ).json();
    expect(refreshed).toMatchObject({ clinicName: 'Renamed Diagnostics', clinicRegistrationNumber: 'PNDT/NEW/2026/1' });
    const edits = (await api(clinic.token, 'GET', `/api/pcpndt-forms/${before?.id}/edits`)).json();
    expect(edits.at(-1).changes).toContainEqual({
      field: 'clinicRegistrationNumber',
      from: 'PNDT/GGN/2020/117',
      to: 'PNDT/NEW/2026/1',
    });
  });

  it('never takes the performing doctor or the declaration date from a request: signing sets both (issue 29 §2)', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const other = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token, pregnant);
    await api(clinic.token, 'POST', '/api/studies', {
      patientId: patient.id,
      studyType: 'obstetric',
      scheduledDate: '2026-11-21T09:00:00+05:30',
    });
    const [form] = await forms(clinic.token);
    expect(form?.doctorId).toBeNull();
    const url = `/api/pcpndt-forms/${form?.id}`;
    const theirs = (await api(other.token, 'GET', '/api/doctors')).json()[0].id as string;
    const ours = (await api(clinic.token, 'GET', '/api/doctors')).json()[0].id as string;
    for (const doctorId of [theirs, ours]) {
      const refused = await api(clinic.token, 'PUT', url, { doctorId, findings: 'Changed' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([{ field: 'doctorId', message: M.doctorSetBySignature }]);
    }
    const backDated = await api(clinic.token, 'PUT', url, { doctorDeclarationDate: '2026-01-01' });
    expect(backDated.json().errors).toEqual([
      { field: 'doctorDeclarationDate', message: M.declarationDateBySignature },
    ]);
    expect((await api(clinic.token, 'GET', url)).json()).toMatchObject({ doctorId: null, findings: null });
    // The declaration is signed on a form with nothing else missing (issue 29 §3).
    await attachReferralEvidence(t.app, clinic.token, form?.id ?? '');
    const signed = (
      await api(clinic.token, 'PUT', url, {
        ...completion,
        isSelfreferred: true,
        lmp: '2026-06-01',
        findings: 'Single live intrauterine fetus.',
      })
    ).json();
    expect(signed).toMatchObject({
      doctorId: ours,
      doctorName: 'Dr. Rakesh Mehta',
      doctorRegistrationNumber: 'HMC/2019/4521',
      doctorDeclarationSigned: true,
      doctorDeclarationDate: localDate(t.clock.now(), 'Asia/Kolkata'),
    });
  });
});

describe('draft edits keep their values (issue 23 item 3)', () => {
  it('lists every change with the value before and after; another clinic gets 404', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token, pregnant);
    await report(clinic.token, patient.id, 'obstetric_first_trimester');
    const [form] = await forms(clinic.token);
    const url = `/api/pcpndt-forms/${form?.id}`;
    await api(clinic.token, 'PUT', url, { resultConveyedTo: 'Patient', examinationType: 'transvaginal' });
    await api(clinic.token, 'PUT', url, { resultConveyedTo: 'Patient and husband', examinationType: 'transvaginal' });
    const edits = (await api(clinic.token, 'GET', `${url}/edits`)).json();
    const manual = edits.filter((e: { kind: string }) => e.kind === 'edit');
    const changes = manual.map((e: { changes: unknown[] }) => e.changes);
    expect(changes).toHaveLength(2);
    expect(changes[0]).toHaveLength(2);
    expect(changes[0]).toEqual(
      expect.arrayContaining([
        { field: 'examinationType', from: null, to: 'transvaginal' },
        { field: 'resultConveyedTo', from: null, to: 'Patient' },
      ]),
    );
    // The unchanged method is not repeated: only what really changed is kept.
    expect(changes[1]).toEqual([{ field: 'resultConveyedTo', from: 'Patient', to: 'Patient and husband' }]);
    const stranger = await signUpTrialClinic(t.app);
    const refused = await api(stranger.token, 'GET', `${url}/edits`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: M.notFound, reason: 'not_found' });
  });
});

describe('Section C, thumb impression and declarations (issue 23 items 6, 8, 9)', () => {
  const sectionC = completeSectionC;
  const thumb = thumbImpression;

  it('records them, requires the witness of a thumb impression and a complete Section C, then is compliant', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token, pregnant);
    await report(clinic.token, patient.id, 'obstetric_second_third_trimester');
    const [form] = await forms(clinic.token);
    const url = `/api/pcpndt-forms/${form?.id}`;
    await attachReferralEvidence(t.app, clinic.token, form?.id ?? '');
    // Signed last: the declaration is refused while Section C or the witness is missing (issue 29 §3).
    const { doctorDeclarationSigned: _signed, ...unsigned } = completion;
    const partialRes = await api(clinic.token, 'PUT', url, {
      ...unsigned,
      isSelfreferred: true,
      patientSignatureMode: 'thumb_impression',
      otherProcedure: 'Colour Doppler',
      sectionC: { ...sectionC, consentDate: null },
    });
    const partial = partialRes.json();
    expect(partialRes.statusCode, logLines.filter((l) => l.includes('"level":50')).join('\n')).toBe(200);
    expect(partial.missing).toEqual(['sectionC', 'witness', 'doctorDeclarationSigned', 'doctorDeclarationDate']);
    const done = (await api(clinic.token, 'PUT', url, { ...thumb, sectionC, doctorDeclarationSigned: true })).json();
    expect(done).toMatchObject({
      ...thumb,
      sectionC,
      otherProcedure: 'Colour Doppler',
      isCompliant: true,
      missing: [],
    });
    const [row] = await t.handle.db
      .select()
      .from(pcpndtForms)
      .where(eq(pcpndtForms.id, form?.id ?? ''));
    expect(row?.isCompliant).toBe(true);
  });

  it('refuses a fetal sex in Section C text, naming the item', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token, pregnant);
    await report(clinic.token, patient.id, 'obstetric_second_third_trimester');
    const [form] = await forms(clinic.token);
    const res = await api(clinic.token, 'PUT', `/api/pcpndt-forms/${form?.id}`, {
      sectionC: { ...sectionC, result: 'Male fetus, karyotype normal.' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('sectionC.result');
    expect((await api(clinic.token, 'GET', `/api/pcpndt-forms/${form?.id}`)).json().sectionC).toBeNull();
  });
});
