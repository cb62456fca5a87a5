import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../e2e/support/pdf-pages.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { bearer, buildReport, registerPatient, signUpClinic, signUpTrialClinic } from '../support/factories.ts';
import { renderPdfPages } from '../support/pdf-text.ts';
import { addMember } from '../support/team-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Every clinic signs up and scans in November 2026, the register's month.
  t.clock.set(new Date('2026-11-10T05:00:00Z'));
});
afterAll(() => t.close());

const MONTH = '2026-11';
const pdfOf = (token: string | null, month = MONTH) =>
  t.app.inject({
    method: 'GET',
    url: `/api/pcpndt-forms/register/pdf?month=${month}`,
    headers: token ? bearer(token) : {},
  });
const flat = (text: string) => text.replace(/\s+/g, ' ');

/** Obstetric scans of pregnant women in November 2026: each makes a Form F, a row of the register. */
async function scans(token: string, patients: Record<string, unknown>[]) {
  for (const patient of patients) {
    const registered = await registerPatient(t.app, token, {
      spouseName: 'Ravi Sharma',
      isObstetric: true,
      ...patient,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: bearer(token),
      payload: buildReport(registered.id, 'obstetric_second_third_trimester'),
    });
    expect(res.statusCode).toBe(201);
  }
}

const LONG_ADDRESS =
  'House 221, Civil Lines, Near the Old Water Tank, Behind the District Court, Jaipur, Rajasthan 302006';

describe('GET /api/pcpndt-forms/register/pdf', () => {
  it('prints the month’s rows on A4 landscape, with the header and the column heads on every sheet', async () => {
    // More scans than a trial's ten a month.
    const clinic = await signUpClinic(t.app);
    await buyPlan(t.app, clinic.token, 'basic');
    const names = ['Anjali', 'Bhavna', 'Chitra', 'Deepa', 'Esha', 'Farida', 'Gita', 'Hema', 'Indu', 'Jaya'];
    const more = ['Kavya', 'Lata', 'Meena', 'Nisha', 'Omana'];
    const women = [
      { firstName: 'सीता', lastName: 'देवी', address: LONG_ADDRESS },
      ...[...names, ...more].map((firstName) => ({ firstName, lastName: 'Sharma', address: LONG_ADDRESS })),
    ];
    await scans(clinic.token, women);
    const res = await pdfOf(clinic.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="form-f-register-${MONTH}.pdf"`);
    // Landscape: the first page's MediaBox is wider than tall.
    expect(res.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.89\d* 595\.28\d*\]/);
    renderPdfPages(res.rawPayload, 'register-pages');
    const pages = pdfPageTexts(res.rawPayload);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
      expect(page).toContain('Sunrise Imaging');
      expect(flat(page)).toContain('Form ID Name Age');
    });
    const text = flat(pages.join('\n'));
    expect(text).toContain('Register of pre-natal diagnostic procedures (Rule 9(1)): November 2026');
    expect(text).toContain('due by 05/12/2026 · 16 records · some forms incomplete');
    expect(text).toContain('सीता देवी');
    expect(text).toContain('F-000001');
    expect(text).toContain('F-000016');
    expect(text).toContain('Omana Sharma');
    expect(text).toContain('10/11/2026');
    expect(text).toContain('Signature and seal of the person responsible');
    expect(flat(pages[1] ?? '')).toContain('Form F register: November 2026');
    expect(text.toLowerCase()).not.toMatch(/\bsex\b|gender/);
  });

  it('says so for a month without records', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const res = await pdfOf(clinic.token, '2027-01');
    const pages = pdfPageTexts(res.rawPayload);
    expect(pages).toHaveLength(1);
    expect(flat(pages[0] ?? '')).toContain('No pre-natal diagnostic procedures were recorded in January 2027.');
  });

  it('prints only the clinic’s own forms; 400 for a bad month, 401 without a session, 402 without a plan', async () => {
    const a = await signUpTrialClinic(t.app);
    const b = await signUpTrialClinic(t.app);
    await scans(a.token, [{ firstName: 'Anjali', lastName: 'Kapoor' }]);
    const other = flat(pdfPageTexts((await pdfOf(b.token)).rawPayload).join('\n'));
    expect(other).toContain('0 records');
    expect(other).not.toContain('Anjali');
    const bad = await pdfOf(a.token, '2026-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toMatch(/^application\/json/);
    expect((await pdfOf(null)).statusCode).toBe(401);
    expect((await pdfOf((await signUpClinic(t.app)).token)).statusCode).toBe(402);
  });

  it('lets a receptionist and a doctor export the register, as they print it', async () => {
    const clinic = await signUpTrialClinic(t.app);
    await buyPlan(t.app, clinic.token, 'professional');
    for (const role of ['receptionist', 'doctor'] as const) {
      const member = await addMember(t.app, t.mailer.sent, clinic.token, role);
      expect((await pdfOf(member.token)).statusCode).toBe(200);
    }
  });
});
