import { describe, expect, it } from 'vitest';
import { buildOrganisation, switchCentre } from '../support/centre-helpers.ts';
import { bearer, registerPatient } from '../support/factories.ts';
import { billingFrontDesk, makeBill, setUpFeeList } from '../support/patient-bill-helpers.ts';
import { createTestApp, testAppForFile } from '../support/test-app.ts';

// The collections report keeps a computed answer per centre and query while the centre's billing
// version is unchanged (collections-cache.ts): these prove a kept answer is never stale and never
// another clinic's or centre's.
const t = testAppForFile();

async function clinicWithBill() {
  const { clinic, receptionist, fees } = await billingFrontDesk(t);
  const patient = await registerPatient(t.app, receptionist.token);
  const bill = (
    await makeBill(t.app, receptionist.token, { patientId: patient.id, lines: [{ feeItemId: fees.Doppler }] })
  ).json();
  return { clinic, receptionist, fees, patient, bill };
}

const send = (token: string, method: 'POST' | 'PUT', url: string, payload: object, app = t.app) =>
  app.inject({ method, url, headers: bearer(token), payload });
const reportUrl = (day: string) => `/api/billing-reports/collections?from=${day}&to=${day}`;
const report = async (token: string, day: string, app = t.app, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: reportUrl(day), headers: { ...bearer(token), ...headers } });

describe('the collections report kept between unchanged reads', () => {
  it('shows every write made after a read: payments, advances, credit notes, fee item and referrer names', async () => {
    const { clinic, receptionist, fees, patient, bill } = await clinicWithBill();
    const day = bill.billDate as string;
    const first = (await report(clinic.token, day)).json();
    expect(first.byMode).toEqual([]);
    expect(first.duesAgeing.d0to30).toBe('800.00');

    await send(receptionist.token, 'POST', `/api/bills/${bill.id}/payments`, {
      parts: [{ amount: 500, paymentMethod: 'cash' }],
    });
    // Requests in flight together after a write share one computation: every one shows the write.
    const together = await Promise.all(Array.from({ length: 8 }, () => report(clinic.token, day)));
    expect(new Set(together.map((r) => r.body)).size).toBe(1);
    const paid = together[0]?.json();
    expect(paid.byMode).toEqual([{ mode: 'cash', received: '500.00', refunded: '0.00', net: '500.00' }]);
    expect(paid.duesAgeing.d0to30).toBe('300.00');

    // The spec's Record Payment without a bill is an advance: only the day's takings change.
    const advance = await send(receptionist.token, 'POST', '/api/payments', {
      patientId: patient.id,
      amount: 250,
      paymentMethod: 'upi',
      paymentDate: day,
    });
    expect(advance.statusCode).toBe(201);
    expect((await report(clinic.token, day)).json().byMode).toContainEqual({
      mode: 'upi',
      received: '250.00',
      refunded: '0.00',
      net: '250.00',
    });

    const note = await send(receptionist.token, 'POST', `/api/bills/${bill.id}/credit-notes`, {
      amount: 50,
      reason: 'Doppler cut short',
      refundMethod: 'cash',
    });
    expect(note.statusCode).toBe(201);
    // A refund waits for an administrator: nothing changes until the approval, which shows at once.
    expect(note.json().status).toBe('pending');
    expect((await report(clinic.token, day)).json().refundsTotal.count).toBe(0);
    const approved = await send(clinic.token, 'POST', `/api/credit-notes/${note.json().id}/approve`, {});
    expect(approved.statusCode).toBe(200);
    const credited = (await report(clinic.token, day)).json();
    expect(credited.refundsTotal).toMatchObject({ count: 1, amount: '50.00' });
    expect(credited.duesAgeing.d0to30).toBe('250.00');

    // Names are read from the fee list and the referrers at report time: a rename shows at once.
    const feeList = (await t.app.inject({ method: 'GET', url: '/api/fee-list', headers: bearer(clinic.token) })).json();
    const items = feeList.items.map((i: { id: string; name: string; kind: string; price: string }) => ({
      id: i.id,
      name: i.id === fees.Doppler ? 'Colour Doppler' : i.name,
      kind: i.kind,
      price: i.price,
    }));
    const put = await send(clinic.token, 'PUT', '/api/fee-list', { items, concessionLimitPercent: 10 });
    expect(put.statusCode).toBe(200);
    expect((await report(clinic.token, day)).json().revenueByStudyType).toEqual([
      { item: 'Colour Doppler', quantity: 1, amount: '800.00' },
    ]);

    const referrer = (await send(receptionist.token, 'POST', '/api/referrers', { name: 'Dr. Meena Rao' })).json();
    await makeBill(t.app, receptionist.token, {
      patientId: patient.id,
      referrerId: referrer.id,
      lines: [{ feeItemId: fees['CD copy'] }],
    });
    const referred = (await report(clinic.token, day)).json().revenueByReferrer;
    expect(referred).toContainEqual({
      referrer: 'Dr. Meena Rao',
      bills: 1,
      amount: '200.00',
      medianTurnaroundHours: null,
    });
    const renamed = await send(receptionist.token, 'PUT', `/api/referrers/${referrer.id}`, {
      name: 'Dr. Meena R. Rao',
    });
    expect(renamed.statusCode).toBe(200);
    expect((await report(clinic.token, day)).json().revenueByReferrer).toContainEqual({
      referrer: 'Dr. Meena R. Rao',
      bills: 1,
      amount: '200.00',
      medianTurnaroundHours: null,
    });
  });

  it('a second server answers what the first one wrote, and a tag it gave is 304 only until a write', async () => {
    const { clinic, receptionist, bill } = await clinicWithBill();
    const day = bill.billDate as string;
    const second = await createTestApp({ handle: t.handle });
    try {
      const before = await report(clinic.token, day, second.app);
      const etag = before.headers.etag as string;
      expect(etag).toMatch(/^".+"$/);
      expect((await report(clinic.token, day, second.app, { 'if-none-match': etag })).statusCode).toBe(304);
      // Another server's tag for the same centre, version and day is the same tag.
      expect((await report(clinic.token, day, t.app, { 'if-none-match': etag })).statusCode).toBe(304);

      await send(receptionist.token, 'POST', `/api/bills/${bill.id}/payments`, {
        parts: [{ amount: 800, paymentMethod: 'card' }],
      });
      const after = await report(clinic.token, day, second.app, { 'if-none-match': etag });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(etag);
      expect(after.json().byMode).toEqual([{ mode: 'card', received: '800.00', refunded: '0.00', net: '800.00' }]);
      expect(after.json().duesAgeing.d0to30).toBe('0.00');
    } finally {
      await second.close();
    }
  });

  it('never answers another clinic or another centre of the organisation with a kept report', async () => {
    const a = await clinicWithBill();
    const b = await clinicWithBill();
    const day = a.bill.billDate as string;
    await send(a.receptionist.token, 'POST', `/api/bills/${a.bill.id}/payments`, {
      parts: [{ amount: 800, paymentMethod: 'cash' }],
    });
    const ofA = await report(a.clinic.token, day);
    expect(ofA.json().byMode).toEqual([{ mode: 'cash', received: '800.00', refunded: '0.00', net: '800.00' }]);
    const ofB = await report(b.clinic.token, day, t.app, { 'if-none-match': ofA.headers.etag as string });
    expect(ofB.statusCode).toBe(200);
    expect(ofB.json().byMode).toEqual([]);
    expect(ofB.json().duesAgeing.d0to30).toBe('800.00');

    // One session, one URL, two centres: the owner switches and must see the other centre's day.
    const org = await buildOrganisation(t.app, t.mailer.sent);
    const fees = await setUpFeeList(t.app, org.owner.token);
    const patient = await registerPatient(t.app, org.owner.token);
    const made = (
      await makeBill(t.app, org.owner.token, { patientId: patient.id, lines: [{ feeItemId: fees['CD copy'] }] })
    ).json();
    const primary = (await report(org.owner.token, made.billDate)).json();
    expect(primary.revenueByStudyType).toEqual([{ item: 'CD copy', quantity: 1, amount: '200.00' }]);
    expect((await switchCentre(t.app, org.owner.token, org.secondId)).statusCode).toBe(200);
    const secondCentre = await report(org.owner.token, made.billDate);
    expect(secondCentre.statusCode).toBe(200);
    expect(secondCentre.json().revenueByStudyType).toEqual([]);
    expect((await switchCentre(t.app, org.owner.token, org.primaryId)).statusCode).toBe(200);
    expect((await report(org.owner.token, made.billDate)).json().revenueByStudyType).toEqual(
      primary.revenueByStudyType,
    );
  });
});
