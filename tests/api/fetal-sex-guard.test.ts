import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { patients } from '../../db/schema/patients.ts';
import { pcpndtForms } from '../../db/schema/pcpndt-forms.ts';
import { reports } from '../../db/schema/reports.ts';
import {
  bearer,
  buildPatientEdit,
  buildReport,
  clinicIdOf,
  registerPatient,
  signUpTrialClinic,
} from '../support/factories.ts';
import { completion } from '../support/formf-completion.ts';
import { attachReferralEvidence } from '../support/formf-helpers.ts';
import { testAppForFile } from '../support/test-app.ts';

/**
 * Issue 23 item 1: every path into a report, a patient, an appointment or a Form F refuses a
 * fetal sex in any free-text field, with a 400 naming the field and nothing stored.
 */

const t = testAppForFile();

const DISCLOSURE = /must not record or disclose the sex of the foetus \(PC-PNDT Act, sections 5 and 6\)/;

type Method = 'GET' | 'PUT' | 'PATCH' | 'POST';
const api = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const obstetric = (patientId: string, overrides: Record<string, unknown> = {}) =>
  buildReport(patientId, 'obstetric_second_third_trimester', {
    clinicalDetails: 'Growth scan',
    findings: { fetalPresentation: 'Cephalic', placenta: 'Posterior, grade I' },
    impression: 'Single live intrauterine fetus of about 24 weeks.',
    ...overrides,
  });

async function clinicWithPatient() {
  const clinic = await signUpTrialClinic(t.app);
  const patient = await registerPatient(t.app, clinic.token, { spouseName: 'Ravi Sharma', isObstetric: true });
  return { clinic, patient };
}

async function reportCount(token: string) {
  return (await api(token, 'GET', '/api/reports?page=1&limit=20')).json().total as number;
}

async function formCount(token: string) {
  return (await api(token, 'GET', '/api/pcpndt-forms')).json().total as number;
}

function expectRefused(res: { statusCode: number; json: () => { message: string; errors?: { field: string }[] } }) {
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toMatch(DISCLOSURE);
  return res.json().errors?.map((e) => e.field) ?? [];
}

// Issue 23's own examples and the fields it found unscreened, each with a different wording.
const REPORT_FIELDS: [string, Record<string, unknown>, string][] = [
  ['placentaLocation', { placentaLocation: 'Posterior. Male fetus.' }, 'placentaLocation'],
  ['medicalIndication', { medicalIndication: 'It is a girl' }, 'medicalIndication'],
  ['amnioticFluid', { amnioticFluid: 'Adequate, b.o.y' }, 'amnioticFluid'],
  ['technique', { technique: 'Transabdominal; fetus: M' }, 'technique'],
  ['gestationalAge', { gestationalAge: '24 weeks, ladka' }, 'gestationalAge'],
  ['estimatedFetalWeight', { estimatedFetalWeight: '650 g ♂' }, 'estimatedFetalWeight'],
  ['fetalHeartRate', { fetalHeartRate: '148 bpm, g1rl' }, 'fetalHeartRate'],
  ['cervixLength', { cervixLength: '3.4 cm लड़की' }, 'cervixLength'],
  ['fetalPresentation', { fetalPresentation: 'Cephalic, baby boy' }, 'fetalPresentation'],
  ['a measurement value', { measurements: { hc: '220 mm; scrotum seen' } }, 'measurements.hc'],
  ['a findings section', { findings: { placenta: 'Posterior. Sex: M' } }, 'findings.placenta'],
  ['impression (spaced letters)', { impression: 'Its a g i r l' }, 'impression'],
  ['recommendations (Devanagari)', { recommendations: 'पुरुष भ्रूण' }, 'recommendations'],
  ['additionalTechnicalDetails', { additionalTechnicalDetails: 'Jai Shri Krishna' }, 'additionalTechnicalDetails'],
  ['doctorName', { doctorName: 'Dr. Mehta (ladka hoga)' }, 'doctorName'],
];

describe('reports', () => {
  it.each(REPORT_FIELDS)('POST refuses a fetal sex in %s and stores nothing', async (_label, override, field) => {
    const { clinic, patient } = await clinicWithPatient();
    const res = await api(clinic.token, 'POST', '/api/reports', obstetric(patient.id, override));
    expect(expectRefused(res)).toContain(field);
    expect(await reportCount(clinic.token)).toBe(0);
    expect(await formCount(clinic.token)).toBe(0);
  });

  it('refuses "Growth scan; fetus is male" as indication, so it never reaches a Form F', async () => {
    const { clinic, patient } = await clinicWithPatient();
    const res = await api(
      clinic.token,
      'POST',
      '/api/reports',
      obstetric(patient.id, { medicalIndication: 'Growth scan; fetus is male' }),
    );
    expect(expectRefused(res)).toEqual(['medicalIndication']);
    expect(res.json().message).toContain('Remove: "fetus is male"');
    expect(await formCount(clinic.token)).toBe(0);
    const stored = await t.handle.db
      .select({ id: pcpndtForms.id })
      .from(pcpndtForms)
      .where(eq(pcpndtForms.clinicId, await clinicIdOf(t.app, clinic.token)));
    expect(stored).toEqual([]);
  });

  it('keeps a draft free of it too (auto-save)', async () => {
    const { clinic, patient } = await clinicWithPatient();
    const res = await api(clinic.token, 'POST', '/api/reports/draft', {
      patientId: patient.id,
      reportType: 'obstetric_first_trimester',
      placentaLocation: 'Anterior; its a boy',
    });
    expect(expectRefused(res)).toContain('placentaLocation');
    expect(await reportCount(clinic.token)).toBe(0);
  });

  it.each<'PUT' | 'PATCH'>(['PUT', 'PATCH'])(
    '%s refuses it when finalizing a draft, leaves the row unchanged and makes no Form F',
    async (method) => {
      const { clinic, patient } = await clinicWithPatient();
      const draft = await api(clinic.token, 'POST', '/api/reports', obstetric(patient.id, { status: 'draft' }));
      expect(draft.statusCode).toBe(201);
      const id = draft.json().id as string;
      // An obstetric draft has its Form F from the start (issue 23 item 5); the refusal adds none.
      const formsBefore = await formCount(clinic.token);
      const res = await api(
        clinic.token,
        method,
        `/api/reports/${id}`,
        obstetric(patient.id, { status: 'finalized', medicalIndication: 'Growth scan; fetus is male' }),
      );
      expect(expectRefused(res)).toEqual(['medicalIndication']);
      const [row] = await t.handle.db.select().from(reports).where(eq(reports.id, id));
      expect(row).toMatchObject({ status: 'draft', medicalIndication: null, version: draft.json().version });
      expect(await formCount(clinic.token)).toBe(formsBefore);
    },
  );

  it('on an obstetric report only, refuses wording that is ordinary elsewhere ("testes", "boy")', async () => {
    const { clinic, patient } = await clinicWithPatient();
    // A boy's scrotal scan: his own record (a woman marked pregnant is screened at the obstetric level in every report).
    const boy = await registerPatient(t.app, clinic.token, { gender: 'male' });
    const scrotal = buildReport(boy.id, 'scrotal', {
      clinicalDetails: '12 year old boy with scrotal pain',
      findings: { testes: 'Both testes normal in size and echotexture.' },
    });
    expect((await api(clinic.token, 'POST', '/api/reports', scrotal)).statusCode).toBe(201);
    const res = await api(clinic.token, 'POST', '/api/reports', obstetric(patient.id, { impression: 'Boy.' }));
    expect(expectRefused(res)).toEqual(['impression']);
    const pelvic = await api(
      clinic.token,
      'POST',
      '/api/reports',
      buildReport(patient.id, 'pelvic', { clinicalDetails: 'Male fetus seen' }),
    );
    expect(expectRefused(pelvic)).toEqual(['clinicalDetails']);
  });

  it("accepts a living child's sex and the mother's gender in an obstetric report", async () => {
    const { clinic, patient } = await clinicWithPatient();
    const res = await api(
      clinic.token,
      'POST',
      '/api/reports',
      obstetric(patient.id, {
        clinicalDetails: 'G2P1L1, previous LSCS, male baby 2019. Gender: female.',
        medicalIndication: 'Growth scan',
      }),
    );
    expect(res.statusCode).toBe(201);
  });
});

describe('patients and appointments', () => {
  it("refuses a fetal sex in a patient's address on registration and on edit, leaving the row unchanged", async () => {
    const clinic = await signUpTrialClinic(t.app);
    const create = await api(clinic.token, 'POST', '/api/patients', {
      ...buildPatientEdit({ address: 'Near temple; fetus is male' }),
      consent: true,
    });
    expect(expectRefused(create)).toEqual(['address']);
    const patient = await registerPatient(t.app, clinic.token);
    const edit = await api(
      clinic.token,
      'PUT',
      `/api/patients/${patient.id}`,
      buildPatientEdit({ spouseName: 'Ladka Hoga' }),
    );
    expect(expectRefused(edit)).toEqual(['spouseName']);
    const [row] = await t.handle.db.select().from(patients).where(eq(patients.id, patient.id));
    expect(row?.spouseName).toBeNull();
  });

  it('accepts an address that only names a school, and refuses an appointment note that discloses', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token, { address: 'Near Girls High School, Sector 4' });
    const res = await api(clinic.token, 'POST', '/api/studies', {
      patientId: patient.id,
      studyType: 'obstetric',
      scheduledDate: '2026-11-25T10:00:00+05:30',
      notes: "Wants to know if it's a boy",
    });
    expect(expectRefused(res)).toEqual(['notes']);
  });
});

describe('Form F', () => {
  async function clinicWithForm() {
    const { clinic, patient } = await clinicWithPatient();
    const report = await api(clinic.token, 'POST', '/api/reports', obstetric(patient.id));
    expect(report.statusCode).toBe(201);
    const [form] = (await api(clinic.token, 'GET', '/api/pcpndt-forms')).json().forms;
    // Item 7's evidence, so a test can complete and sign the form (issue 29 §3).
    await attachReferralEvidence(t.app, clinic.token, form.id);
    return { clinic, patient, form: form as Record<string, unknown> & { id: string } };
  }

  it.each([
    ['childrenDetails', 'present fetus male'],
    ['obstetricHistory', 'G2P1L1, this pregnancy: B/G'],
    ['pastIllness', 'None. 👧'],
    ['familyHistory', 'Beta hoga'],
    ['otherIndication', 'Growth scan; fetus is male'],
    ['gestationalAge', '24 weeks, male'],
    ['findings', 'Live fetus, labia seen'],
    ['mtpIndication', 'Female fetus'],
    ['invasiveTestReason', 'Karyotype 46,XY'],
    ['patientAddress', 'Flat 4; ladki hogi'],
    ['spouseName', 'Ravi (its a boy)'],
    ['referringDoctor', 'Dr. Gupta: fetal sex female'],
    ['resultConveyedTo', 'Husband, baby girl'],
  ])('PUT refuses %s = %j and stores nothing', async (field, value) => {
    const { clinic, form } = await clinicWithForm();
    const res = await api(clinic.token, 'PUT', `/api/pcpndt-forms/${form.id}`, { [field]: value });
    expect(expectRefused(res)).toEqual([field]);
    const after = (await api(clinic.token, 'GET', `/api/pcpndt-forms/${form.id}`)).json();
    expect(after[field]).toBe(form[field]);
  });

  it('accepts the living children, the mother and an ordinary address', async () => {
    const { clinic, form } = await clinicWithForm();
    const res = await api(clinic.token, 'PUT', `/api/pcpndt-forms/${form.id}`, {
      childrenDetails: '1 son (5 yrs), 1 daughter (2 yrs)',
      obstetricHistory: 'Previous LSCS, male baby 2019. G2P1L1 (male child, 4 yrs)',
      patientAddress: 'Boys Hostel Road, Jaipur',
      familyHistory: 'Mother: gender female, diabetic',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ childrenDetails: '1 son (5 yrs), 1 daughter (2 yrs)' });
  });

  it('refuses it in an amendment and in the amendment reason of a submitted form', async () => {
    const { clinic, form } = await clinicWithForm();
    const url = `/api/pcpndt-forms/${form.id}`;
    expect((await api(clinic.token, 'PUT', url, { ...completion, isSelfreferred: true })).statusCode).toBe(200);
    expect((await api(clinic.token, 'POST', `${url}/submit`)).statusCode).toBe(200);
    const amendment = await api(clinic.token, 'PUT', url, { findings: 'Male fetus', amendmentReason: 'Typo' });
    expect(expectRefused(amendment)).toEqual(['findings']);
    const reason = await api(clinic.token, 'PUT', url, {
      findings: 'Normal study',
      amendmentReason: 'Corrected: it is a girl',
    });
    expect(expectRefused(reason)).toEqual(['amendmentReason']);
    expect((await api(clinic.token, 'GET', url)).json()).toMatchObject({ version: 1, findings: form.findings });
  });

  it('does not copy a fetal sex saved before the guard into the Form F it makes', async () => {
    const { clinic, patient } = await clinicWithPatient();
    // A row stored before every field was screened.
    await t.handle.db
      .update(patients)
      .set({ address: 'Civil Lines; fetus is male' })
      .where(and(eq(patients.id, patient.id), eq(patients.clinicId, await clinicIdOf(t.app, clinic.token))));
    expect((await api(clinic.token, 'POST', '/api/reports', obstetric(patient.id))).statusCode).toBe(201);
    const [form] = (await api(clinic.token, 'GET', '/api/pcpndt-forms')).json().forms;
    expect(form).toMatchObject({ patientAddress: null, spouseName: 'Ravi Sharma' });
  });
});
