import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../e2e/support/pdf-pages.ts';
import { buyPlan } from '../support/billing-helpers.ts';
import { bearer, signUpClinic } from '../support/factories.ts';
import { renderPdfPages } from '../support/pdf-text.ts';
import { addMember } from '../support/team-helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let taxed: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  taxed = await createTestApp({ sellerGstin: '06ABCDE1234F1Z5' });
});
afterAll(async () => {
  await t.close();
  await taxed.close();
});

const pdfOf = (app: TestApp, token: string | null, id = 'latest') =>
  app.app.inject({ method: 'GET', url: `/api/billing/invoices/${id}/pdf`, headers: token ? bearer(token) : {} });
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('GET /api/billing/invoices/:id/pdf', () => {
  it('prints our invoice to a clinic with a Devanagari name, without GST when we have no GSTIN', async () => {
    const clinic = await signUpClinic(t.app, { clinicName: 'सूर्या स्कैन सेंटर' });
    await buyPlan(t.app, clinic.token, 'basic');
    const json = (
      await t.app.inject({ method: 'GET', url: '/api/billing/invoices/latest', headers: bearer(clinic.token) })
    ).json();
    const res = await pdfOf(t, clinic.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    // USG/26-27/000001 cannot be a file name as it is.
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${json.invoiceNumber.replaceAll('/', '_')}.pdf"`,
    );
    renderPdfPages(res.rawPayload, 'invoice-plain');
    const pages = pdfPageTexts(res.rawPayload);
    expect(pages).toHaveLength(1);
    const text = flat(pages[0] ?? '');
    expect(text).toContain(json.seller.name);
    expect(text).toContain('INVOICE');
    expect(text).not.toContain('TAX INVOICE');
    expect(text).toContain(`Invoice No. ${json.invoiceNumber}`);
    expect(text).toContain('Reverse charge No');
    // The reph of र्या is drawn after its syllable, so text extraction reorders that word; the
    // page image shows it shaped right. The other words extract as written.
    expect(text).toContain('स्कैन सेंटर');
    expect(text).toContain('Basic Subscription');
    expect(text).toContain('Basic plan, monthly');
    expect(text).toContain('997331');
    expect(text).toContain('Total ₹600.00');
    expect(text).toContain('Amount in words: Rupees Six Hundred Only');
    expect(text).toContain(json.transactionId);
    expect(text).toContain('Page 1 of 1');
    expect(text).not.toMatch(/GSTIN|CGST|SGST|IGST/);
  });

  it('prints the GSTIN and the CGST and SGST split inside our state', async () => {
    const clinic = await signUpClinic(taxed.app, { clinicAddress: 'SCO 22, Sector 29, Gurugram, Haryana' });
    await buyPlan(taxed.app, clinic.token, 'basic');
    const json = (
      await taxed.app.inject({ method: 'GET', url: '/api/billing/invoices/latest', headers: bearer(clinic.token) })
    ).json();
    const text = flat(pdfPageTexts((await pdfOf(taxed, clinic.token)).rawPayload)[0] ?? '');
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('GSTIN: 06ABCDE1234F1Z5');
    expect(text).toContain('TAXABLE VALUE');
    expect(text).toContain(`CGST @ 9% ₹${(json.gst.cgstPaise / 100).toFixed(2)}`);
    expect(text).toContain(`SGST @ 9% ₹${(json.gst.sgstPaise / 100).toFixed(2)}`);
    expect(text).toContain('Total ₹600.00');
    renderPdfPages((await pdfOf(taxed, clinic.token)).rawPayload, 'invoice-gst');
  });

  it('answers 404 for another clinic’s invoice and before any payment, a bad id like the invoice, 401 without a session', async () => {
    const a = await signUpClinic(t.app);
    const b = await signUpClinic(t.app);
    await buyPlan(t.app, a.token, 'basic');
    const [tx] = (
      await t.app.inject({ method: 'GET', url: '/api/billing-transactions', headers: bearer(a.token) })
    ).json();
    expect((await pdfOf(t, a.token, tx.id)).statusCode).toBe(200);
    const foreign = await pdfOf(t, b.token, tx.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Invoice not found');
    expect((await pdfOf(t, b.token)).statusCode).toBe(404);
    // A malformed id is answered as the invoice's own route answers it.
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/api/billing/invoices/not-an-id',
      headers: bearer(a.token),
    });
    expect((await pdfOf(t, a.token, 'not-an-id')).statusCode).toBe(malformed.statusCode);
    expect((await pdfOf(t, null, tx.id)).statusCode).toBe(401);
  });

  it('is for administrators only, as billing is', async () => {
    const clinic = await signUpClinic(t.app);
    await buyPlan(t.app, clinic.token, 'professional');
    for (const role of ['doctor', 'receptionist'] as const) {
      const member = await addMember(t.app, t.mailer.sent, clinic.token, role);
      const res = await pdfOf(t, member.token);
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});
