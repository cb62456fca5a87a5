// Issue 29 §4: the centre's PC-PNDT registration, who may sign once it is recorded, the machine
// on Form F, the Rule 17(1) notice and the monthly (nil) return.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION_MESSAGES as M } from '../../core/pcpndt-registration/registration-schemas.ts';
import { pdfPageTexts } from '../e2e/support/pdf-pages.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { bearer, buildReport, registerPatient, signUpClinic, signUpTrialClinic } from '../support/factories.ts';
import { addMember } from '../support/team-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const api = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const certificate = {
  certificateNumber: 'PNDT/MH/2024/117',
  authority: 'District Appropriate Authority, Pune',
  validFrom: '2024-04-01',
  validTo: '2029-03-31',
};
const machine = { make: 'GE', model: 'Voluson E8', serialNumber: 'VE8-2231' };
const flat = (text: string) => text.replace(/\s+/g, ' ');

async function ownDoctorId(token: string): Promise<string> {
  const user = (await api(token, 'GET', '/api/auth/user')).json();
  expect(user.doctorId).toEqual(expect.any(String));
  return user.doctorId as string;
}

async function obstetricReport(token: string, overrides: Record<string, unknown> = {}) {
  const patient = await registerPatient(t.app, token, { isObstetric: true, spouseName: 'Ravi Sharma' });
  return api(token, 'POST', '/api/reports', buildReport(patient.id, 'obstetric_second_third_trimester', overrides));
}

describe('/api/pcpndt-registration', () => {
  it('says the registration is missing, and signing works as today until it is recorded', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const res = await api(clinic.token, 'GET', '/api/pcpndt-registration');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'missing', daysLeft: null, certificate: null, machines: [], sonologists: [] });
    expect((await obstetricReport(clinic.token)).statusCode).toBe(201);
  });

  it('lets administrators only record it, and validates the dates', async () => {
    const clinic = await signUpClinic(t.app);
    await buyPlan(t.app, clinic.token, 'professional');
    const doctor = await addMember(t.app, t.mailer.sent, clinic.token, 'doctor');
    const receptionist = await addMember(t.app, t.mailer.sent, clinic.token, 'receptionist');
    for (const member of [doctor, receptionist]) {
      const refused = await api(member.token, 'PUT', '/api/pcpndt-registration', certificate);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().reason).toBe('role');
      expect((await api(member.token, 'POST', '/api/pcpndt-registration/machines', machine)).statusCode).toBe(403);
      expect((await api(member.token, 'GET', '/api/pcpndt-registration')).statusCode).toBe(200);
    }
    const backwards = await api(clinic.token, 'PUT', '/api/pcpndt-registration', {
      ...certificate,
      validTo: '2024-01-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual([{ field: 'validTo', message: M.validToBeforeFrom }]);
    const bad = await api(clinic.token, 'PUT', '/api/pcpndt-registration', { ...certificate, validFrom: '2024-02-30' });
    expect(bad.statusCode).toBe(400);
    const saved = await api(clinic.token, 'PUT', '/api/pcpndt-registration', certificate);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'valid', certificate: { ...certificate, scan: null } });
  });

  it('registers machines (201 { id }, a serial once) and sonologists, and removes them by deactivating', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const added = await api(clinic.token, 'POST', '/api/pcpndt-registration/machines', machine);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ id: expect.any(String) });
    expect((await api(clinic.token, 'POST', '/api/pcpndt-registration/machines', machine)).statusCode).toBe(409);
    expect((await api(clinic.token, 'POST', '/api/pcpndt-registration/machines', { make: 'GE' })).statusCode).toBe(400);
    const doctorId = await ownDoctorId(clinic.token);
    const sonologist = await api(clinic.token, 'POST', '/api/pcpndt-registration/sonologists', { doctorId });
    expect(sonologist.statusCode).toBe(201);
    expect((await api(clinic.token, 'DELETE', `/api/pcpndt-registration/machines/${added.json().id}`)).statusCode).toBe(
      204,
    );
    expect((await api(clinic.token, 'DELETE', `/api/pcpndt-registration/sonologists/${doctorId}`)).statusCode).toBe(
      204,
    );
    const read = (await api(clinic.token, 'GET', '/api/pcpndt-registration')).json();
    expect(read.machines).toEqual([{ id: added.json().id, ...machine, active: false }]);
    expect(read.sonologists).toEqual([expect.objectContaining({ doctorId, active: false })]);
    // Registered again, the same machine is active again.
    const again = await api(clinic.token, 'POST', '/api/pcpndt-registration/machines', machine);
    expect(again.json()).toEqual({ id: added.json().id });
  });

  it('keeps each clinic to its own machines and doctors', async () => {
    const a = await signUpTrialClinic(t.app);
    const b = await signUpTrialClinic(t.app);
    const machineA = (await api(a.token, 'POST', '/api/pcpndt-registration/machines', machine)).json().id as string;
    const doctorA = await ownDoctorId(a.token);
    expect((await api(b.token, 'DELETE', `/api/pcpndt-registration/machines/${machineA}`)).statusCode).toBe(404);
    expect((await api(b.token, 'POST', '/api/pcpndt-registration/sonologists', { doctorId: doctorA })).statusCode).toBe(
      404,
    );
    const foreign = await obstetricReport(b.token, { machineId: machineA });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().reason).toBe('unregistered_machine');
    expect((await api(b.token, 'GET', '/api/pcpndt-registration')).json().machines).toEqual([]);
  });

  it('once recorded, refuses an unregistered sonologist or machine with the reason, and Form F prints the machine', async () => {
    const clinic = await signUpTrialClinic(t.app);
    await api(clinic.token, 'PUT', '/api/pcpndt-registration', certificate);
    const machineId = (await api(clinic.token, 'POST', '/api/pcpndt-registration/machines', machine)).json().id;

    const notRegistered = await obstetricReport(clinic.token, { machineId });
    expect(notRegistered.statusCode).toBe(403);
    expect(notRegistered.json()).toMatchObject({
      message: M.unregisteredSonologist,
      reason: 'unregistered_sonologist',
    });

    await api(clinic.token, 'POST', '/api/pcpndt-registration/sonologists', {
      doctorId: await ownDoctorId(clinic.token),
    });
    const noMachine = await obstetricReport(clinic.token);
    expect(noMachine.statusCode).toBe(403);
    expect(noMachine.json()).toMatchObject({ message: M.machineRequired, reason: 'unregistered_machine' });

    // A draft needs neither: the rule is about signing.
    expect((await obstetricReport(clinic.token, { status: 'draft' })).statusCode).toBe(201);
    // A non-obstetric report of a woman not pregnant is not a PC-PNDT record.
    const other = await registerPatient(t.app, clinic.token);
    expect((await api(clinic.token, 'POST', '/api/reports', buildReport(other.id))).statusCode).toBe(201);

    const signed = await obstetricReport(clinic.token, { machineId });
    expect(signed.statusCode).toBe(201);
    expect(signed.json().machineId).toBe(machineId);
    const form = (await api(clinic.token, 'GET', `/api/pcpndt-forms?reportId=${signed.json().id}`)).json().forms[0];
    const pdf = await api(clinic.token, 'GET', `/api/pcpndt-forms/${form.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = flat(pdfPageTexts(pdf.rawPayload).join(' '));
    expect(text).toContain('Ultrasound machine used (make, model, serial number)');
    expect(text).toContain('GE Voluson E8 (S/N VE8-2231)');
  });

  it('says on Form F that the registration is missing before it is recorded', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const report = (await obstetricReport(clinic.token)).json();
    const form = (await api(clinic.token, 'GET', `/api/pcpndt-forms?reportId=${report.id}`)).json().forms[0];
    const pdf = await api(clinic.token, 'GET', `/api/pcpndt-forms/${form.id}/pdf`);
    expect(flat(pdfPageTexts(pdf.rawPayload).join(' '))).toContain('PC-PNDT registration is not recorded');
  });
});

describe('the Rule 17(1) notice and the monthly return', () => {
  it('prints the notice in English and Hindi in the clinic’s name, on A4 or A3', async () => {
    const clinic = await signUpTrialClinic(t.app, { clinicName: 'Sai Sonography Centre' });
    await api(clinic.token, 'PUT', '/api/pcpndt-registration', certificate);
    const a4 = await api(clinic.token, 'GET', '/api/pcpndt-registration/notice.pdf');
    expect(a4.statusCode).toBe(200);
    expect(a4.headers['content-type']).toBe('application/pdf');
    expect(a4.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28\d* 841\.89\d*\]/);
    const pages = pdfPageTexts(a4.rawPayload);
    expect(pages).toHaveLength(1);
    const text = flat(pages[0] ?? '');
    expect(text).toContain('Sai Sonography Centre');
    expect(text).toContain('Disclosure of the sex of the foetus is prohibited under law.');
    // pdftotext gives Devanagari's pre-base vowel signs in visual order, so words without them.
    expect(text).toContain('सूचना');
    expect(text).toContain('इस केंद्र पर भ्रूण के');
    expect(text).toContain('PNDT/MH/2024/117');
    const a3 = await api(clinic.token, 'GET', '/api/pcpndt-registration/notice.pdf?size=A3');
    expect(a3.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.89\d* 1190\.55\d*\]/);
    expect((await api(clinic.token, 'GET', '/api/pcpndt-registration/notice.pdf?size=A5')).statusCode).toBe(400);
  });

  it('prints the notice in English and Marathi or Tamil, marked for a native speaker’s review', async () => {
    const clinic = await signUpTrialClinic(t.app, { clinicName: 'Sai Sonography Centre' });
    await api(clinic.token, 'PUT', '/api/pcpndt-registration', certificate);
    for (const size of ['A4', 'A3']) {
      const marathi = await api(clinic.token, 'GET', `/api/pcpndt-registration/notice.pdf?size=${size}&language=mr-IN`);
      expect(marathi.statusCode).toBe(200);
      expect(marathi.headers['content-disposition']).toContain(`pcpndt-notice-mr-IN-${size}.pdf`);
      const mr = pdfPageTexts(marathi.rawPayload);
      expect(mr).toHaveLength(1);
      const text = flat(mr[0] ?? '');
      expect(text).toContain('Sai Sonography Centre');
      expect(text).toContain('Sex determination of the foetus is NOT done at this centre.');
      expect(text).toContain('या केंद्रात');
      expect(text).toContain('for review by a native speaker');
      // pdftotext reorders Devanagari vowel signs (नों), so words without them.
      expect(text).toContain('क्रमांक: PNDT/MH/2024/117');
      expect(text).toContain('दंडनीय गुन्हे आहेत');
      const tamil = await api(clinic.token, 'GET', `/api/pcpndt-registration/notice.pdf?size=${size}&language=ta-IN`);
      const ta = pdfPageTexts(tamil.rawPayload);
      expect(ta).toHaveLength(1);
      const tamilText = flat(ta[0] ?? '');
      expect(tamilText).toContain('அறிவிப்பு');
      expect(tamilText).toContain('for review by a native speaker');
      expect(tamilText).toContain('PNDT/MH/2024/117');
      // Hindi is not printed when another language is chosen: one local language per notice.
      expect(tamilText).not.toContain('सूचना');
    }
    const bad = await api(clinic.token, 'GET', '/api/pcpndt-registration/notice.pdf?language=fr-FR');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: 'language', message: 'Choose Hindi, Marathi or Tamil for the notice' },
    ]);
  });

  it('gives a nil return for a month without procedures and the register otherwise', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const nil = await api(clinic.token, 'GET', '/api/pcpndt-registration/return.pdf?month=2025-01');
    expect(nil.statusCode).toBe(200);
    expect(nil.headers['content-disposition']).toContain('pcpndt-nil-return-2025-01.pdf');
    const text = flat(pdfPageTexts(nil.rawPayload).join(' '));
    expect(text).toContain('NIL RETURN');
    expect(text).toContain('January 2025');
    expect(text).toContain('05/02/2025');
    await obstetricReport(clinic.token);
    const month = t.clock.now().toISOString().slice(0, 7);
    const full = await api(clinic.token, 'GET', `/api/pcpndt-registration/return.pdf?month=${month}`);
    expect(full.headers['content-disposition']).toContain(`form-f-register-${month}.pdf`);
    expect((await api(clinic.token, 'GET', '/api/pcpndt-registration/return.pdf?month=2025-13')).statusCode).toBe(400);
  });
});
