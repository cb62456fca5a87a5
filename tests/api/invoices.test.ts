import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyPlan } from '../support/billing-helpers.ts';
import { bearer, signUpClinic } from '../support/factories.ts';
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

const invoice = (app: TestApp, token: string, id = 'latest') =>
  app.app.inject({ method: 'GET', url: `/api/billing/invoices/${id}`, headers: bearer(token) });

describe('GET /api/billing/invoices/:id', () => {
  it('has no invoice before a completed payment', async () => {
    const clinic = await signUpClinic(t.app);
    const res = await invoice(t, clinic.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Invoice not found');
  });

  it('describes the paid month without GST when we have no GSTIN', async () => {
    const clinic = await signUpClinic(t.app);
    const { subscription } = await buyPlan(t.app, clinic.token, 'basic');
    const res = await invoice(t, clinic.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      description: 'Basic Subscription',
      planName: 'Basic',
      totalPaise: 60000,
      gst: null,
      buyer: { name: clinic.signup.clinicName, address: clinic.signup.clinicAddress },
      periodEnd: subscription.endDate,
    });
    expect(body.invoiceNumber).toMatch(/^USG\/\d{2}-\d{2}\/\d{6}$/);
    expect(body.seller.sac).toBe('997331');
    const [tx] = (
      await t.app.inject({ method: 'GET', url: '/api/billing-transactions', headers: bearer(clinic.token) })
    ).json();
    expect((await invoice(t, clinic.token, tx.id)).json().invoiceNumber).toBe(body.invoiceNumber);
  });

  it('numbers invoices consecutively', async () => {
    const a = await signUpClinic(t.app);
    const b = await signUpClinic(t.app);
    await buyPlan(t.app, a.token, 'basic');
    await buyPlan(t.app, b.token, 'basic');
    const serial = async (token: string) => Number((await invoice(t, token)).json().invoiceNumber.split('/')[2]);
    expect((await serial(b.token)) - (await serial(a.token))).toBe(1);
  });

  it('splits GST 9% + 9% inside our state and IGST 18% outside it, adding up to the price', async () => {
    const local = await signUpClinic(taxed.app, { clinicAddress: 'SCO 22, Sector 29, Gurugram, Haryana' });
    const remote = await signUpClinic(taxed.app, { clinicAddress: '44 Park Street, Kolkata, West Bengal' });
    await buyPlan(taxed.app, local.token, 'professional');
    await buyPlan(taxed.app, remote.token, 'professional');
    const l = (await invoice(taxed, local.token)).json();
    const r = (await invoice(taxed, remote.token)).json();
    expect(l.gst).toEqual({ taxablePaise: 84746, cgstPaise: 7627, sgstPaise: 7627, igstPaise: 0, interState: false });
    expect(r.gst).toEqual({ taxablePaise: 84746, cgstPaise: 0, sgstPaise: 0, igstPaise: 15254, interState: true });
    expect(l.seller.gstin).toBe('06ABCDE1234F1Z5');
  });

  it('answers 404 for another clinic’s invoice, and for malformed ids', async () => {
    const a = await signUpClinic(t.app);
    const b = await signUpClinic(t.app);
    await buyPlan(t.app, a.token, 'basic');
    const [tx] = (
      await t.app.inject({ method: 'GET', url: '/api/billing-transactions', headers: bearer(a.token) })
    ).json();
    expect((await invoice(t, b.token, tx.id)).statusCode).toBe(404);
    expect((await invoice(t, b.token, 'not-a-uuid')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/billing/invoices/${tx.id}` })).statusCode).toBe(401);
  });
});
