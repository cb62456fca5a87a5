import { describe, expect, it } from 'vitest';
import { DEFAULT_PRINT_SETTINGS, PRINT_SETTINGS_MESSAGES } from '../../core/print/print-settings.ts';
import { pdfPageTexts } from '../e2e/support/pdf-pages.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { bearer, buildPatient, buildReport, signUpTrialClinic } from '../support/factories.ts';
import { addMember } from '../support/team-helpers.ts';
import { testAppForFile } from '../support/test-app.ts';

// Issue 34 items 3 and 4: a report stays English with its section headings in the patient's
// language as a clinic's option, and every time the server prints is on the clinic's clock.

const t = testAppForFile();

const api = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const BILINGUAL = { ...DEFAULT_PRINT_SETTINGS, bilingualHeadings: true };
const flat = (text: string) => text.replace(/\s+/g, ' ');

/** A signed report of a new patient (language as given), read back from its PDF with pdftotext. */
async function reportPdfText(token: string, patient: Record<string, unknown>, report: Record<string, unknown> = {}) {
  const created = await api(token, 'POST', '/api/patients', buildPatient(patient));
  expect(created.statusCode).toBe(201);
  const saved = await api(token, 'POST', '/api/reports', {
    ...buildReport(created.json().id),
    recommendations: 'Review in six months.',
    ...report,
  });
  expect(saved.statusCode).toBe(201);
  const pdf = await api(token, 'GET', `/api/reports/${saved.json().id}/pdf`);
  expect(pdf.statusCode).toBe(200);
  return flat(pdfPageTexts(pdf.rawPayload).join('\n'));
}

describe('the bilingual headings setting (PUT /api/clinic/print-settings { bilingualHeadings })', () => {
  it('starts off, is kept per clinic, and a save without it prints English headings again', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const other = await signUpTrialClinic(t.app);
    expect((await api(clinic.token, 'GET', '/api/clinic/print-settings')).json()).toEqual(DEFAULT_PRINT_SETTINGS);
    const saved = await api(clinic.token, 'PUT', '/api/clinic/print-settings', BILINGUAL);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(BILINGUAL);
    expect((await api(clinic.token, 'GET', '/api/clinic/print-settings')).json()).toEqual(BILINGUAL);
    // Another clinic's setting is its own.
    expect((await api(other.token, 'GET', '/api/clinic/print-settings')).json()).toEqual(DEFAULT_PRINT_SETTINGS);
    // A caller from before the setting (no field) saves English headings, as it always printed.
    const { bilingualHeadings: _dropped, ...older } = BILINGUAL;
    expect((await api(clinic.token, 'PUT', '/api/clinic/print-settings', older)).json()).toEqual(
      DEFAULT_PRINT_SETTINGS,
    );
  });

  it.each([['yes'], [1], [null], ['true']])('refuses bilingualHeadings %j with 400 naming the field', async (value) => {
    const clinic = await signUpTrialClinic(t.app);
    const res = await api(clinic.token, 'PUT', '/api/clinic/print-settings', {
      ...BILINGUAL,
      bilingualHeadings: value,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      field: 'bilingualHeadings',
      message: PRINT_SETTINGS_MESSAGES.bilingualHeadings,
    });
    expect((await api(clinic.token, 'GET', '/api/clinic/print-settings')).json()).toEqual(DEFAULT_PRINT_SETTINGS);
  });

  it('is changed by administrators only', async () => {
    const clinic = await signUpTrialClinic(t.app);
    await buyPlan(t.app, clinic.token, 'professional');
    const doctor = await addMember(t.app, t.mailer.sent, clinic.token, 'doctor');
    const refused = await api(doctor.token, 'PUT', '/api/clinic/print-settings', BILINGUAL);
    expect(refused.statusCode).toBe(403);
    expect((await api(doctor.token, 'GET', '/api/clinic/print-settings')).json()).toEqual(DEFAULT_PRINT_SETTINGS);
  });
});

describe('the report PDF in English with her language in the headings', () => {
  it('prints "INVESTIGATION / जाँच" for a Hindi reader when chosen; English alone otherwise', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const before = await reportPdfText(clinic.token, { language: 'hi-IN' });
    expect(before).toContain('INVESTIGATION');
    expect(before).not.toContain('जाँच');

    expect((await api(clinic.token, 'PUT', '/api/clinic/print-settings', BILINGUAL)).statusCode).toBe(200);
    const hindi = await reportPdfText(clinic.token, { language: 'hi-IN' });
    // Words pdftotext gives back letter for letter (no vowel sign written before its consonant).
    expect(hindi).toContain('INVESTIGATION / जाँच');
    expect(hindi).toContain('RECOMMENDATIONS / सुझाव');
    expect(hindi).toContain('IMPRESSION /');
    // The report itself stays English.
    expect(hindi).toContain('No significant abnormality.');
    expect(hindi).toContain('Clinical Indication');

    const tamil = await reportPdfText(clinic.token, { language: 'ta-IN' });
    expect(tamil).toContain('IMPRESSION / மதிப்பீடு');
    expect(tamil).toContain('RECOMMENDATIONS /');
    // No paper language chosen: English only, no second line.
    const english = await reportPdfText(clinic.token, {});
    expect(english).toContain('INVESTIGATION');
    expect(english).not.toContain('INVESTIGATION /');
    expect(english).not.toContain('जाँच');
  });
});

describe("server documents on the clinic's clock", () => {
  it('prints the signing time as 14:30 on a 24 h clinic and 02:30 pm on a 12 h one', async () => {
    t.clock.set(new Date('2026-11-23T09:00:00Z')); // 14:30 in India
    const twelve = await signUpTrialClinic(t.app);
    const twentyFour = await signUpTrialClinic(t.app);
    const clock = await api(twentyFour.token, 'PUT', '/api/clinic', {
      name: twentyFour.signup.clinicName,
      clock: '24h',
    });
    expect(clock.statusCode).toBe(200);

    const on24 = await reportPdfText(twentyFour.token, {});
    expect(on24).toContain('on 23/11/2026 14:30 IST');
    expect(on24).not.toMatch(/02:30 pm/i);
    const on12 = await reportPdfText(twelve.token, {});
    expect(on12).toContain('on 23/11/2026 02:30 pm IST');
  });
});
