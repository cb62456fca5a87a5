import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/audit.ts';
import { pdfPageTexts } from '../e2e/support/pdf-pages.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { bearer, buildReport, registerPatient, signUpClinic, signUpTrialClinic } from '../support/factories.ts';
import { completeSectionC, completion, thumbImpression } from '../support/formf-completion.ts';
import { attachReferralEvidence } from '../support/formf-helpers.ts';
import { renderPdfPages } from '../support/pdf-text.ts';
import { addMember } from '../support/team-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { makePdf, makePng } from '../support/test-files.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const pdfOf = (token: string | null, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/pcpndt-forms/${id}/pdf`, headers: token ? bearer(token) : {} });
const flat = (text: string) => text.replace(/\s+/g, ' ');

/** An obstetric report of a pregnant woman, which makes her Form F; returns the form's ids. */
async function formFor(token: string, patient: Record<string, unknown> = {}, options: { evidence?: boolean } = {}) {
  const registered = await registerPatient(t.app, token, { spouseName: 'Ravi Sharma', isObstetric: true, ...patient });
  const report = await api(
    token,
    'POST',
    '/api/reports',
    buildReport(registered.id, 'obstetric_second_third_trimester'),
  );
  expect(report.statusCode).toBe(201);
  const list = (await api(token, 'GET', `/api/pcpndt-forms?reportId=${report.json().id}`)).json();
  const form = list.forms[0] as { id: string; formId: string };
  // Item 7's evidence, so the form can be signed (issue 29 §3).
  if (options.evidence !== false) await attachReferralEvidence(t.app, token, form.id);
  return { patient: registered, form };
}

describe('GET /api/pcpndt-forms/:id/pdf', () => {
  it('prints every section of a completed Form F with a Devanagari name, no fetal sex, and page numbers', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const { patient, form } = await formFor(clinic.token, { firstName: 'सीता', lastName: 'देवी' });
    const saved = await api(clinic.token, 'PUT', `/api/pcpndt-forms/${form.id}`, {
      ...completion,
      isSelfreferred: true,
      ...thumbImpression,
      sectionC: completeSectionC,
    });
    expect(saved.statusCode).toBe(200);
    const res = await pdfOf(clinic.token, form.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="form-f-${form.formId}.pdf"`);
    renderPdfPages(res.rawPayload, 'formf-complete');
    const pages = pdfPageTexts(res.rawPayload);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
      expect(page).toContain(`Form F ${form.formId}`);
      // The clinic's letterhead heads every sheet.
      expect(page).toContain('Sunrise Imaging');
    });
    const text = flat(pages.join('\n'));
    expect(text).toContain('FORM F');
    expect(text).toContain(`Patient ID: ${patient.patientId}`);
    expect(text).toContain('सीता देवी');
    expect(text).toContain('SECTION A');
    expect(text).toContain('SECTION B');
    expect(text).toContain('SECTION C');
    expect(text).toContain('SECTION D');
    expect(text).toContain('Thalassaemia major in first child');
    expect(text).toContain('Ravi Sharma');
    expect(text).toContain('Thumb impression identified by:');
    expect(text).toContain('Kamla Devi');
    expect(text).toContain('Place: Jaipur');
    expect(text).toContain('Date: 20/11/2026');
    expect(text).not.toMatch(/\b(male|female) (foetus|fetus|baby|child)\b/i);
    expect(text).not.toMatch(/sex of (the )?(foetus|fetus)\s*:?\s*(male|female)/i);
  });

  it('prints a fresh draft with its placeholders, and records the print in the audit trail', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const { form } = await formFor(clinic.token);
    const res = await pdfOf(clinic.token, form.id);
    expect(res.statusCode).toBe(200);
    const text = flat(pdfPageTexts(res.rawPayload).join('\n'));
    expect(text).toContain('Draft');
    expect(text).toContain('Sunita Sharma');
    // Section C prints on every form, answered (issue 29 §3).
    expect(text).toContain('SECTION C');
    expect(text).toContain('Not applicable: no invasive procedure');
    renderPdfPages(res.rawPayload, 'formf-draft');
    const audited = await t.handle.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, form.id), eq(auditEvents.action, 'pcpndt_form.print')));
    expect(audited).toHaveLength(1);
  });

  it('prints the referral evidence after the form: the list, then each image on a page of its own', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const { form } = await formFor(clinic.token, {}, { evidence: false });
    const attach = (bytes: Buffer, fileName: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/pcpndt-forms/${form.id}/attachments?kind=referral_slip&fileName=${encodeURIComponent(fileName)}`,
        headers: { ...bearer(clinic.token), 'content-type': 'application/octet-stream' },
        payload: bytes,
      });
    expect((await attach(makePng(400, 300), 'slip.png')).statusCode).toBe(201);
    expect((await attach(makePdf(), 'note.pdf')).statusCode).toBe(201);
    const plain = await pdfOf(clinic.token, form.id);
    const pages = pdfPageTexts(plain.rawPayload);
    renderPdfPages(plain.rawPayload, 'formf-evidence');
    const last = flat(pages.at(-1) ?? '');
    expect(last).toContain(`Referral evidence of Form F ${form.formId} (item 7)`);
    expect(last).toContain('Referral slip: slip.png');
    expect(last).toContain('note.pdf (PDF, printed from its own file)');
    expect(last).toContain(`Page ${pages.length} of ${pages.length}`);
  });

  it('answers 404 for another clinic’s form and an unknown id, 401 without a session, 402 without a plan', async () => {
    const a = await signUpTrialClinic(t.app);
    const b = await signUpTrialClinic(t.app);
    const { form } = await formFor(a.token);
    const foreign = await pdfOf(b.token, form.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Form F not found');
    expect((await pdfOf(b.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await pdfOf(null, form.id)).statusCode).toBe(401);
    expect((await pdfOf((await signUpClinic(t.app)).token, form.id)).statusCode).toBe(402);
  });

  it('lets a receptionist and a doctor export Form F, as they print it', async () => {
    const clinic = await signUpTrialClinic(t.app);
    await buyPlan(t.app, clinic.token, 'professional');
    const { form } = await formFor(clinic.token);
    for (const role of ['receptionist', 'doctor'] as const) {
      const member = await addMember(t.app, t.mailer.sent, clinic.token, role);
      expect((await pdfOf(member.token, form.id)).statusCode).toBe(200);
    }
  });
});
