import { describe, expect, it } from 'vitest';
import { CLINIC_MESSAGES } from '../../core/messages.ts';
import { pdfPageTexts } from '../e2e/support/pdf-pages.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { bearer, buildPatient, signUpTrialClinic } from '../support/factories.ts';
import { addMember } from '../support/team-helpers.ts';
import { testAppForFile } from '../support/test-app.ts';

// Issue 34 item 4: the clinic's default language for patients' papers, taken by a new patient
// when registration names none, and her receipt printed in it beside the English.

const t = testAppForFile();

const api = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const getClinic = async (token: string) => (await api(token, 'GET', '/api/clinic')).json();
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe("the clinic's paper language (PUT /api/clinic { paperLanguage })", () => {
  it('starts English, is saved, kept by an update without it, and refuses a language we do not print', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const base = { name: clinic.signup.clinicName, registrationNumber: 'R-1' };
    expect(await getClinic(clinic.token)).toMatchObject({ paperLanguage: 'en' });
    const saved = await api(clinic.token, 'PUT', '/api/clinic', { ...base, paperLanguage: 'hi-IN' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ paperLanguage: 'hi-IN' });
    expect((await api(clinic.token, 'PUT', '/api/clinic', base)).statusCode).toBe(200);
    expect(await getClinic(clinic.token)).toMatchObject({ paperLanguage: 'hi-IN' });
    for (const paperLanguage of ['fr-FR', 'hi', '', null, 7]) {
      const res = await api(clinic.token, 'PUT', '/api/clinic', { ...base, paperLanguage });
      expect(res.statusCode, String(paperLanguage)).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'paperLanguage', message: CLINIC_MESSAGES.paperLanguageInvalid }]);
    }
    expect(await getClinic(clinic.token)).toMatchObject({ paperLanguage: 'hi-IN' });
  });

  it('is the language of a new patient registered without one; her own choice wins', async () => {
    const clinic = await signUpTrialClinic(t.app);
    await api(clinic.token, 'PUT', '/api/clinic', { name: clinic.signup.clinicName, paperLanguage: 'ta-IN' });
    const defaulted = await api(clinic.token, 'POST', '/api/patients', buildPatient());
    expect(defaulted.statusCode).toBe(201);
    expect(defaulted.json().language).toBe('ta-IN');
    const chosen = await api(clinic.token, 'POST', '/api/patients', buildPatient({ language: 'hi-IN' }));
    expect(chosen.json().language).toBe('hi-IN');
    const english = await api(clinic.token, 'POST', '/api/patients', buildPatient({ language: 'en' }));
    expect(english.json().language).toBe('en');
  });

  it('is changed only by those who may change settings, and only in their own clinic', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const other = await signUpTrialClinic(t.app);
    await buyPlan(t.app, clinic.token, 'professional');
    const receptionist = await addMember(t.app, t.mailer.sent, clinic.token, 'receptionist');
    const refused = await api(receptionist.token, 'PUT', '/api/clinic', {
      name: clinic.signup.clinicName,
      paperLanguage: 'mr-IN',
    });
    expect(refused.statusCode).toBe(403);
    expect(await getClinic(receptionist.token)).toMatchObject({ paperLanguage: 'en' });
    await api(other.token, 'PUT', '/api/clinic', { name: other.signup.clinicName, paperLanguage: 'mr-IN' });
    expect(await getClinic(clinic.token)).toMatchObject({ paperLanguage: 'en' });
    // Another clinic's default does not reach this clinic's registrations.
    expect((await api(clinic.token, 'POST', '/api/patients', buildPatient())).json().language).toBeNull();
  });

  it('prints her receipt PDF with Hindi beside the English and the amount in Hindi words', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const patient = (await api(clinic.token, 'POST', '/api/patients', buildPatient({ language: 'hi-IN' }))).json();
    const paid = await api(clinic.token, 'POST', '/api/payments', {
      patientId: patient.id,
      amount: 1500,
      paymentMethod: 'cash',
      paymentDate: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(t.clock.now()),
    });
    expect(paid.statusCode).toBe(201);
    expect(paid.json().patientLanguage).toBe('hi-IN');
    const pdf = await api(clinic.token, 'GET', `/api/payments/${paid.json().id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = flat(pdfPageTexts(pdf.rawPayload).join('\n'));
    expect(text).toContain('Rupees One Thousand Five Hundred Only');
    // Words without a vowel sign written before its consonant come back from pdftotext as written.
    for (const word of ['भुगतान', 'रसीद', 'हज़ार', 'सौ', 'रुपये', 'मात्र']) expect(text, word).toContain(word);
  });
});
