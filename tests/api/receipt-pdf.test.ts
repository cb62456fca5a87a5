import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../e2e/support/pdf-pages.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { bearer, registerPatient, signUpClinic, signUpTrialClinic } from '../support/factories.ts';
import { renderPdfPages } from '../support/pdf-text.ts';
import { addMember } from '../support/team-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function paymentFor(token: string, patient: Record<string, unknown>, amount = 123456) {
  const registered = await registerPatient(t.app, token, patient);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: bearer(token),
    payload: {
      patientId: registered.id,
      amount,
      paymentMethod: 'upi',
      paymentDate: '2026-03-09',
      notes: 'Scan fee',
    },
  });
  expect(res.statusCode).toBe(201);
  return { patient: registered, payment: res.json() as { id: string; paymentId: string } };
}

const pdfOf = (token: string | null, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/payments/${id}/pdf`, headers: token ? bearer(token) : {} });

/** The page's text with the layout's runs of spaces made one, so phrases read as on paper. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('GET /api/payments/:id/pdf', () => {
  it('prints the clinic, a Devanagari payer, the number, the date and the amount in figures and words', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const { patient, payment } = await paymentFor(clinic.token, { firstName: 'सीता', lastName: 'देवी' });
    const res = await pdfOf(clinic.token, payment.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="receipt-${payment.paymentId}.pdf"`);
    expect(res.headers['cache-control']).toBe('no-store');
    const pages = pdfPageTexts(res.rawPayload);
    expect(pages).toHaveLength(1);
    const text = flat(pages[0] ?? '');
    expect(text).toContain('Sunrise Imaging');
    expect(text).toContain('PAYMENT RECEIPT');
    expect(text).toContain(`Receipt No. ${payment.paymentId}`);
    expect(text).toContain('Date 09/03/2026');
    expect(text).toContain(`Received from सीता देवी (${patient.patientId})`);
    expect(text).toContain('Payment method UPI');
    expect(text).toContain('₹1,23,456.00');
    expect(text).toContain('Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six Only');
    expect(text).toContain('Healthcare services are exempt from GST.');
    expect(text).toContain('Authorised Signatory');
    expect(text).toContain('Page 1 of 1');
    expect(text).not.toMatch(/GSTIN|CGST|SGST|IGST|Taxable/);
    renderPdfPages(res.rawPayload, 'receipt-plain');
  });

  it('leaves the clinic header to the letterhead and keeps clear of its bands', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/clinic/print-settings',
      headers: bearer(clinic.token),
      payload: { layout: 'letterhead', letterheadTopMm: 60, letterheadBottomMm: 30 },
    });
    expect(saved.statusCode).toBe(200);
    const { payment } = await paymentFor(clinic.token, { firstName: 'Anjali', lastName: 'Kapoor' }, 1500);
    const res = await pdfOf(clinic.token, payment.id);
    const text = flat(pdfPageTexts(res.rawPayload)[0] ?? '');
    expect(text).toContain(payment.paymentId);
    expect(text).toContain('₹1,500.00');
    // The clinic's name is still on the signatory line, but its header (address, Reg. No.) is not.
    expect(text).toContain('For Sunrise Imaging');
    expect(text).not.toContain('Reg. No.');
    renderPdfPages(res.rawPayload, 'receipt-letterhead');
  });

  it('answers 404 for another clinic’s payment and an unknown id, 401 without a session, 402 ungated', async () => {
    const a = await signUpTrialClinic(t.app);
    const b = await signUpTrialClinic(t.app);
    const { payment } = await paymentFor(a.token, {});
    const foreign = await pdfOf(b.token, payment.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Payment not found');
    expect((await pdfOf(b.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await pdfOf(a.token, 'not-a-uuid')).statusCode).toBe(404);
    expect((await pdfOf(null, payment.id)).statusCode).toBe(401);
    const noPlan = await signUpClinic(t.app);
    expect((await pdfOf(noPlan.token, payment.id)).statusCode).toBe(402);
  });

  it('lets a receptionist and a doctor download receipts, as they print them', async () => {
    const clinic = await signUpTrialClinic(t.app);
    await buyPlan(t.app, clinic.token, 'professional');
    const { payment } = await paymentFor(clinic.token, {});
    for (const role of ['receptionist', 'doctor'] as const) {
      const member = await addMember(t.app, t.mailer.sent, clinic.token, role);
      const res = await pdfOf(member.token, payment.id);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});
