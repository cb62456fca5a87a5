import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRINT_SETTINGS, PRINT_SETTINGS_MESSAGES } from '../../core/print/print-settings.ts';
import { pdfPageTexts as pdfPages } from '../e2e/support/pdf-pages.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { bearer, buildReport, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { renderPdfPages } from '../support/pdf-text.ts';
import { addMember } from '../support/team-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/clinic/print-settings', headers: bearer(token), payload });
const get = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/clinic/print-settings', headers: bearer(token) });
const LETTERHEAD = { layout: 'letterhead', letterheadTopMm: 45, letterheadBottomMm: 30, bilingualHeadings: false };

describe('print settings (letterhead)', () => {
  it('starts on plain paper and keeps the letterhead bands an admin saves, per clinic', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const other = await signUpTrialClinic(t.app);
    expect((await get(clinic.token)).json()).toEqual(DEFAULT_PRINT_SETTINGS);
    const saved = await put(clinic.token, LETTERHEAD);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(LETTERHEAD);
    expect((await get(clinic.token)).json()).toEqual(LETTERHEAD);
    expect((await get(other.token)).json()).toEqual(DEFAULT_PRINT_SETTINGS);
  });

  it.each([
    [{ ...LETTERHEAD, letterheadTopMm: 14 }, 'letterheadTopMm', PRINT_SETTINGS_MESSAGES.topMm],
    [{ ...LETTERHEAD, letterheadTopMm: 101 }, 'letterheadTopMm', PRINT_SETTINGS_MESSAGES.topMm],
    [{ ...LETTERHEAD, letterheadTopMm: 40.5 }, 'letterheadTopMm', PRINT_SETTINGS_MESSAGES.topMm],
    [{ ...LETTERHEAD, letterheadBottomMm: 81 }, 'letterheadBottomMm', PRINT_SETTINGS_MESSAGES.bottomMm],
    [{ ...LETTERHEAD, letterheadBottomMm: '20' }, 'letterheadBottomMm', PRINT_SETTINGS_MESSAGES.bottomMm],
    [{ ...LETTERHEAD, layout: 'glossy' }, 'layout', PRINT_SETTINGS_MESSAGES.layout],
  ])('refuses %j with 400 naming the field', async (payload, field, message) => {
    const clinic = await signUpTrialClinic(t.app);
    const res = await put(clinic.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field, message }));
    expect((await get(clinic.token)).json()).toEqual(DEFAULT_PRINT_SETTINGS);
  });

  it('lets only administrators change it; every member reads it', async () => {
    const clinic = await signUpTrialClinic(t.app);
    await buyPlan(t.app, clinic.token, 'professional');
    const receptionist = await addMember(t.app, t.mailer.sent, clinic.token, 'receptionist');
    const doctor = await addMember(t.app, t.mailer.sent, clinic.token, 'doctor');
    for (const member of [receptionist, doctor]) {
      const res = await put(member.token, LETTERHEAD);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBeTypeOf('string');
      // Refused means unchanged: every member still reads the plain-paper default.
      const read = await get(member.token);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual(DEFAULT_PRINT_SETTINGS);
    }
    expect((await get(clinic.token)).json()).toEqual(DEFAULT_PRINT_SETTINGS);
    // What an administrator saves, every member reads.
    expect((await put(clinic.token, LETTERHEAD)).statusCode).toBe(200);
    expect((await get(receptionist.token)).json()).toEqual(LETTERHEAD);
    expect((await t.app.inject({ method: 'GET', url: '/api/clinic/print-settings' })).statusCode).toBe(401);
  });

  it('prints the report PDF without our header inside the letterhead bands', async () => {
    const clinic = await signUpTrialClinic(t.app);
    await put(clinic.token, LETTERHEAD);
    const patient = await registerPatient(t.app, clinic.token);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: bearer(clinic.token),
      payload: buildReport(patient.id),
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/reports/${created.json().id}/pdf`,
      headers: bearer(clinic.token),
    });
    const [page] = pdfPages(res.rawPayload);
    // The clinic's address and phone are the letterhead's; the body starts below its band.
    expect(page).not.toContain('12 MG Road');
    expect(page).not.toContain('Phone:');
    expect(page).toContain('Patient Name:');
    expect(page).toContain('Page 1 of 1');
    renderPdfPages(res.rawPayload, 'report-letterhead');
  });
});
