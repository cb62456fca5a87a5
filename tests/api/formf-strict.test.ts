import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_F_REQUIRED_ITEMS } from '../../core/formf/formf-compliance.ts';
import { FORM_F_MESSAGES as M } from '../../core/formf/formf-messages.ts';
import { PATIENT_MESSAGES } from '../../core/messages.ts';
import { pdfPageTexts } from '../e2e/support/pdf-pages.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { bearer, buildReport, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { formfClient } from '../support/formf-client.ts';
import { completion } from '../support/formf-completion.ts';
import { attachReferralEvidence } from '../support/formf-helpers.ts';
import { addMember } from '../support/team-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { makePng } from '../support/test-files.ts';

/**
 * Issue 29 §3: strict compliance (item 16, item 7's evidence and the referrer's address), signing
 * refused while anything else is missing, values proposed from the report only as proposals, the
 * register serial in the CSV (pcpndt-exports), Form G's own PDF, and marking her pregnant under
 * registration's item 5 rule.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { api, clinicWithForm } = formfClient(() => t.app);
const flat = (text: string) => text.replace(/\s+/g, ' ');
const { doctorDeclarationSigned: _signed, ...everythingButSignature } = completion;

describe('signing a Form F needs every other item', () => {
  it('refuses the signature naming what is missing, by POST …/sign and by ticking it, saving nothing', async () => {
    const { clinic, form } = await clinicWithForm();
    const url = `/api/pcpndt-forms/${form.id}`;
    const signed = await api(clinic.token, 'POST', `${url}/sign`, {});
    expect(signed.statusCode).toBe(400);
    expect(signed.json().message).toBe(M.signIncomplete);
    const named = signed.json().errors.map((e: { field: string }) => e.field);
    expect(named).toEqual(expect.arrayContaining(['mtpIndication', 'referringDoctorAddress', 'procedureDate']));
    expect(named).not.toContain('doctorDeclarationSigned');
    expect(signed.json().errors).toContainEqual({
      field: 'mtpIndication',
      message: FORM_F_REQUIRED_ITEMS.mtpIndication,
    });
    // Ticking the declaration with a partial fill is refused whole: the fill is not kept either.
    const ticked = await api(clinic.token, 'PUT', url, { mtpIndication: 'None', doctorDeclarationSigned: true });
    expect(ticked.statusCode).toBe(400);
    expect(ticked.json().message).toBe(M.signIncomplete);
    const after = (await api(clinic.token, 'GET', url)).json();
    expect(after).toMatchObject({ mtpIndication: null, doctorDeclarationSigned: false, doctorDeclarationDate: null });
  });

  it("a referred case without the referrer's address is refused with the reason, then signs once it is recorded", async () => {
    const { clinic, form } = await clinicWithForm();
    const url = `/api/pcpndt-forms/${form.id}`;
    const fill = { ...everythingButSignature, referringDoctorAddress: null, isSelfreferred: false };
    expect((await api(clinic.token, 'PUT', url, fill)).statusCode).toBe(200);
    const refused = await api(clinic.token, 'POST', `${url}/sign`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'referringDoctorAddress', message: FORM_F_REQUIRED_ITEMS.referringDoctorAddress },
    ]);
    await api(clinic.token, 'PUT', url, { referringDoctorAddress: 'Gupta Nursing Home, Tonk Road, Jaipur' });
    const ok = await api(clinic.token, 'POST', `${url}/sign`, {});
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ isCompliant: true, missing: [] });
    // The address and the 7(a)/7(b) notes print.
    const text = flat(pdfPageTexts((await api(clinic.token, 'GET', `${url}/pdf`)).rawPayload).join('\n'));
    expect(text).toContain('Gupta Nursing Home, Tonk Road, Jaipur');
    expect(text).toContain('(Referral slips to be preserved carefully with Form F)');
    expect(text).toContain(
      '(Referral note with indications and case papers of the patient to be preserved with Form F)',
    );
  });

  it('the referral evidence counts: without the slip a referred form is incomplete, and removing it says so', async () => {
    const { clinic, form } = await clinicWithForm({ evidence: false });
    const url = `/api/pcpndt-forms/${form.id}`;
    const saved = (await api(clinic.token, 'PUT', url, { ...everythingButSignature, isSelfreferred: false })).json();
    expect(saved.missing).toEqual(['referralEvidence', 'doctorDeclarationSigned', 'doctorDeclarationDate']);
    const slip = await t.app.inject({
      method: 'POST',
      url: `${url}/attachments?kind=referral_slip&fileName=slip.png`,
      headers: { ...bearer(clinic.token), 'content-type': 'application/octet-stream' },
      payload: makePng(),
    });
    expect(slip.statusCode).toBe(201);
    expect((await api(clinic.token, 'POST', `${url}/sign`, {})).json()).toMatchObject({ isCompliant: true });
    const stats = async () => (await api(clinic.token, 'GET', '/api/pcpndt-forms')).json().stats.compliant;
    expect(await stats()).toBe(1);
    // A self-referral needs the doctor's note, not a slip: the stored count follows.
    await api(clinic.token, 'PUT', url, { isSelfreferred: true });
    expect((await api(clinic.token, 'GET', url)).json().missing).toEqual(['referralEvidence']);
    expect(await stats()).toBe(0);
    const removed = await api(clinic.token, 'DELETE', `${url}/attachments/${slip.json().id}`);
    expect(removed.statusCode).toBe(204);
    expect(await stats()).toBe(0);
  });
});

describe('values proposed from the report', () => {
  it('are offered, not recorded, and count as missing until the doctor confirms them', async () => {
    t.clock.set(new Date('2026-11-20T06:30:00Z'));
    const { clinic, form } = await clinicWithForm();
    expect(form.proposed).toEqual({
      procedureDate: '2026-11-20',
      examinationType: 'abdominal',
      sectionBPlace: 'Gurugram',
    });
    expect(form).toMatchObject({ procedureDate: null, examinationType: null, sectionBPlace: null });
    expect(form.missing).toEqual(expect.arrayContaining(['procedureDate', 'examinationType', 'sectionBPlace']));
    const confirmed = (
      await api(clinic.token, 'PUT', `/api/pcpndt-forms/${form.id}`, {
        procedureDate: '2026-11-20',
        examinationType: 'abdominal',
      })
    ).json();
    expect(confirmed.proposed).toEqual({ sectionBPlace: 'Gurugram' });
    expect(confirmed.missing).not.toContain('procedureDate');
    expect(confirmed.missing).toContain('sectionBPlace');
  });
});

describe('Form G', () => {
  it('prints the chosen doctor of the invasive procedure, never the sonologist by default, her language beside the English', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token, {
      isObstetric: true,
      spouseName: 'Ravi Sharma',
      language: 'hi-IN',
    });
    const report = (
      await api(clinic.token, 'POST', '/api/reports', buildReport(patient.id, 'obstetric_second_third_trimester'))
    ).json();
    const form = (await api(clinic.token, 'GET', `/api/pcpndt-forms?reportId=${report.id}`)).json().forms[0];
    const url = `/api/pcpndt-forms/${form.id}/form-g/pdf`;
    const first = await api(clinic.token, 'GET', url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    const unchosen = flat(pdfPageTexts(first.rawPayload).join('\n'));
    expect(unchosen).toContain('FORM G');
    // Two columns: pdftotext interleaves their lines, so each column is read in pieces.
    expect(unchosen).toContain('I understand that the sex of the foetus will not be disclosed to');
    expect(unchosen).toContain('Name: ______________________________ Reg. No.: ______________________________');
    // Her language's title (pdftotext moves the vowel sign ि, so its words are checked).
    for (const word of ['पत्र', '(आक्रामक']) expect(unchosen).toContain(word);
    expect(form.doctorName).toBeTruthy();
    expect(unchosen).not.toContain(form.doctorName);

    const unknown = await api(clinic.token, 'PUT', `/api/pcpndt-forms/${form.id}`, {
      formGDoctorId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ field: 'formGDoctorId', message: M.formGDoctorUnknown }]);
    const doctor = await api(clinic.token, 'POST', '/api/doctors', {
      name: 'Dr. Meera Iyer',
      registrationNumber: 'TNMC-55102',
    });
    expect(doctor.statusCode).toBe(201);
    const chosen = await api(clinic.token, 'PUT', `/api/pcpndt-forms/${form.id}`, { formGDoctorId: doctor.json().id });
    expect(chosen.json()).toMatchObject({
      formGDoctorName: 'Dr. Meera Iyer',
      formGDoctorRegistrationNumber: 'TNMC-55102',
    });
    const text = flat(pdfPageTexts((await api(clinic.token, 'GET', url)).rawPayload).join('\n'));
    expect(text).toContain('Dr. Meera Iyer, Reg. No.: TNMC-55102');
    // Her language's undertaking beside it (words pdftotext gives back as written).
    for (const word of ['भ्रूण', 'बताया', 'जाएगा', 'वचन', 'उल्लंघन']) expect(text).toContain(word);
  });
});

describe('marking her pregnant follows the registration rule (item 5)', () => {
  const gravid = { findings: { uterus: 'Gravid uterus with a single live intrauterine gestation.' } };

  it('asks for her husband’s / father’s name when her record lacks it, then marks her with it', async () => {
    const owner = await signUpTrialClinic(t.app);
    await buyPlan(t.app, owner.token, 'professional');
    const receptionist = await addMember(t.app, t.mailer.sent, owner.token, 'receptionist');
    const patient = await registerPatient(t.app, owner.token);
    const report = (await api(owner.token, 'POST', '/api/reports', buildReport(patient.id, 'pelvic', gravid))).json();
    const url = `/api/reports/${report.id}/mark-pregnant`;
    const refused = await api(receptionist.token, 'POST', url);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'spouseName', message: PATIENT_MESSAGES.spouseRequired }]);
    // Nothing changed: not marked, no form.
    expect((await api(owner.token, 'GET', `/api/patients/${patient.id}`)).json().isObstetric).toBe(false);
    expect((await api(owner.token, 'GET', '/api/pcpndt-forms')).json().total).toBe(0);
    const marked = await api(receptionist.token, 'POST', url, { spouseName: 'Ravi Sharma' });
    expect(marked.statusCode).toBe(200);
    expect((await api(owner.token, 'GET', `/api/patients/${patient.id}`)).json()).toMatchObject({
      isObstetric: true,
      spouseName: 'Ravi Sharma',
    });
    const form = (await api(owner.token, 'GET', `/api/pcpndt-forms/${marked.json().id}`)).json();
    expect(form.spouseName).toBe('Ravi Sharma');
    expect(form.missing).not.toContain('spouseName');
  });
});

describe('§2 per role: a signed declaration keeps its doctor and date', () => {
  it('a receptionist cannot change the doctor or the date of a signed form; nothing changes', async () => {
    const owner = await signUpTrialClinic(t.app);
    await buyPlan(t.app, owner.token, 'professional');
    const receptionist = await addMember(t.app, t.mailer.sent, owner.token, 'receptionist');
    const { form } = await clinicWithFormOf(owner.token);
    const url = `/api/pcpndt-forms/${form.id}`;
    expect((await api(owner.token, 'PUT', url, { ...completion, isSelfreferred: true })).statusCode).toBe(200);
    const stored = (await api(owner.token, 'GET', url)).json();
    expect(stored.doctorDeclarationSigned).toBe(true);
    for (const payload of [{ doctorId: stored.doctorId }, { doctorDeclarationDate: '2026-01-01' }]) {
      const res = await api(receptionist.token, 'PUT', url, payload);
      expect(res.statusCode).toBe(400);
    }
    const resign = await api(receptionist.token, 'POST', `${url}/sign`, {});
    expect(resign.statusCode).toBe(403);
    expect((await api(owner.token, 'GET', url)).json()).toEqual(stored);
  });
});

/** A form in an existing clinic (the owner's), with item 7's evidence. */
async function clinicWithFormOf(token: string) {
  const patient = await registerPatient(t.app, token, { isObstetric: true, spouseName: 'Ravi Sharma' });
  const report = (
    await api(token, 'POST', '/api/reports', buildReport(patient.id, 'obstetric_second_third_trimester'))
  ).json();
  const form = (await api(token, 'GET', `/api/pcpndt-forms?reportId=${report.id}`)).json().forms[0];
  await attachReferralEvidence(t.app, token, form.id);
  return { form };
}
