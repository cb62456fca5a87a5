import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAPER_TEXT, translatedDeclaration } from '../../core/i18n/paper-text.ts';
import { PATIENT_MESSAGES } from '../../core/messages.ts';
import { pdfPageTexts } from '../e2e/support/pdf-pages.ts';
import { bearer, buildPatient, buildPatientEdit, buildReport, signUpTrialClinic } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Issue 34 item 4: a patient's language, and the woman's Form F declaration printed in it beside
// the statutory English, read back from the server's PDF with pdftotext.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const flat = (text: string) => text.replace(/\s+/g, ' ');

/**
 * The words of a catalog text that pdftotext gives back as written. It puts the vowel signs
 * written before their consonant (Devanagari ि, Tamil ெ ே ை and the two-part ொ ோ ௌ) in visual
 * order, and the र of a reph (र्व) or a conjunct (ट्र) where its glyph sits, so words with them
 * cannot be compared letter for letter; every other word must be there.
 */
function comparableWords(text: string): string[] {
  return text
    .split(/\s+/)
    .map((word) => word.replace(/[,.।()]/g, ''))
    .filter((word) => word.length > 0 && !/[\u093F\u0BC6-\u0BC8\u0BCA-\u0BCC]|\u0930\u094D|\u094D\u0930/.test(word));
}

async function formFPdfText(token: string, patient: Record<string, unknown>) {
  const created = await api(
    token,
    'POST',
    '/api/patients',
    buildPatient({ isObstetric: true, spouseName: 'Ravi', ...patient }),
  );
  expect(created.statusCode).toBe(201);
  const report = await api(
    token,
    'POST',
    '/api/reports',
    buildReport(created.json().id, 'obstetric_second_third_trimester'),
  );
  expect(report.statusCode).toBe(201);
  const forms = (await api(token, 'GET', `/api/pcpndt-forms?reportId=${report.json().id}`)).json();
  const pdf = await api(token, 'GET', `/api/pcpndt-forms/${forms.forms[0].id}/pdf`);
  expect(pdf.statusCode).toBe(200);
  return flat(pdfPageTexts(pdf.rawPayload).join('\n'));
}

describe("a patient's language (issue 34)", () => {
  it('is kept on registration and edit, English when not chosen, and refuses a language we do not print', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const hindi = await api(clinic.token, 'POST', '/api/patients', buildPatient({ language: 'hi-IN' }));
    expect(hindi.statusCode).toBe(201);
    expect(hindi.json().language).toBe('hi-IN');
    const plain = await api(clinic.token, 'POST', '/api/patients', buildPatient());
    expect(plain.json().language).toBeNull();

    const edited = await api(
      clinic.token,
      'PUT',
      `/api/patients/${hindi.json().id}`,
      buildPatientEdit({ language: 'ta-IN' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().language).toBe('ta-IN');
    // An edit that does not send the language keeps it.
    const untouched = await api(
      clinic.token,
      'PUT',
      `/api/patients/${hindi.json().id}`,
      buildPatientEdit({ lastName: 'Rao' }),
    );
    expect(untouched.json().language).toBe('ta-IN');

    for (const language of ['fr', 'hindi', '', 42]) {
      const refused = await api(clinic.token, 'POST', '/api/patients', buildPatient({ language }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toContainEqual({ field: 'language', message: PATIENT_MESSAGES.language });
    }
  });

  it("prints the woman's Form F declaration in Hindi beside the English, as the catalog has it", async () => {
    const clinic = await signUpTrialClinic(t.app);
    const text = await formFPdfText(clinic.token, { firstName: 'Sita', lastName: 'Kumari', language: 'hi-IN' });
    expect(text).toContain('want to know the sex of my foetus');
    const hindi = PAPER_TEXT['hi-IN'];
    const words = comparableWords(`${hindi.declarationTitle} ${translatedDeclaration(hindi, 'Sita Kumari')}`);
    expect(words.length).toBeGreaterThan(15);
    expect(words.filter((word) => !text.includes(word))).toEqual([]);
    expect(text).toContain('Sita Kumari, घोषणा करती/करता हूँ');
  });

  it('prints it in Tamil with the note that a native speaker has still to review it', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const text = await formFPdfText(clinic.token, { language: 'ta-IN' });
    const tamil = PAPER_TEXT['ta-IN'];
    const words = comparableWords(translatedDeclaration(tamil, null));
    expect(words.length).toBeGreaterThan(5);
    expect(words.filter((word) => !text.includes(word))).toEqual([]);
    expect(text).toContain('for review by a native speaker');
  });

  it('prints English alone for a patient who reads English', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const text = await formFPdfText(clinic.token, { language: 'en' });
    expect(text).toContain('want to know the sex of my foetus');
    expect(text).not.toMatch(/[\u0900-\u097F\u0B80-\u0BFF]/);
  });
});
