import { describe, expect, it } from 'vitest';
import { BILL_MESSAGES as M } from '../../core/patient-bills/bill-messages.ts';
import { bearer, registerPatient } from '../support/factories.ts';
import { billingFrontDesk, makeBill } from '../support/patient-bill-helpers.ts';
import { testAppForFile } from '../support/test-app.ts';

const t = testAppForFile();

async function frontDesk() {
  const { clinic, receptionist, fees } = await billingFrontDesk(t);
  const patient = await registerPatient(t.app, receptionist.token);
  return { clinic, receptionist, fees, patient };
}

const post = (token: string, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

describe('bills from the fee list', () => {
  it('bills at the fee list price, numbered per financial year, and takes cash + UPI to a zero balance', async () => {
    const { receptionist, fees, patient } = await frontDesk();
    const res = await makeBill(t.app, receptionist.token, {
      patientId: patient.id,
      lines: [
        { feeItemId: fees['Anomaly scan'], quantity: 1 },
        { feeItemId: fees.Doppler, quantity: 1 },
      ],
      concession: { percent: 10, reason: 'Senior citizen' },
    });
    expect(res.statusCode).toBe(201);
    const bill = res.json();
    expect(bill.billNumber).toMatch(/^B\/\d{4}-\d{2}\/000001$/);
    expect(bill).toMatchObject({
      gross: '2300.00',
      concession: '230.00',
      total: '2070.00',
      paid: '0.00',
      balance: '2070.00',
      concessionStatus: 'approved',
    });
    const paid = await post(receptionist.token, `/api/bills/${bill.id}/payments`, {
      parts: [
        { amount: 1000, paymentMethod: 'cash' },
        { amount: '1070.00', paymentMethod: 'upi' },
      ],
    });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({ paid: '2070.00', balance: '0.00' });
    const over = await post(receptionist.token, `/api/bills/${bill.id}/payments`, {
      parts: [{ amount: 1, paymentMethod: 'cash' }],
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(M.overpayment);
    const second = await makeBill(t.app, receptionist.token, {
      patientId: patient.id,
      lines: [{ feeItemId: fees['CD copy'] }],
    });
    expect(second.json().billNumber).toMatch(/\/000002$/);
  });

  it('a concession needs a reason, and over the limit waits for an administrator (who and when recorded)', async () => {
    const { clinic, receptionist, fees, patient } = await frontDesk();
    const noReason = await makeBill(t.app, receptionist.token, {
      patientId: patient.id,
      lines: [{ feeItemId: fees['Anomaly scan'] }],
      concession: { amount: 100 },
    });
    expect(noReason.statusCode).toBe(400);
    const big = await makeBill(t.app, receptionist.token, {
      patientId: patient.id,
      lines: [{ feeItemId: fees['Anomaly scan'] }],
      concession: { amount: 500, reason: 'Staff family' },
    });
    expect(big.json()).toMatchObject({ concessionStatus: 'pending', total: '1000.00' });
    const id = big.json().id;
    expect(
      (await post(receptionist.token, `/api/bills/${id}/payments`, { parts: [{ amount: 100, paymentMethod: 'cash' }] }))
        .statusCode,
    ).toBe(409);
    const refused = await post(receptionist.token, `/api/bills/${id}/approve-concession`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().reason).toBe('role');
    const approved = await post(clinic.token, `/api/bills/${id}/approve-concession`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().concessionStatus).toBe('approved');
    expect(approved.json().concessionApprovedBy).toBeTruthy();
    expect(approved.json().concessionApprovedAt).toBe(t.clock.now().toISOString());
  });

  it('ten parallel payments never take more than the bill', async () => {
    const { receptionist, fees, patient } = await frontDesk();
    const bill = (
      await makeBill(t.app, receptionist.token, { patientId: patient.id, lines: [{ feeItemId: fees['Anomaly scan'] }] })
    ).json();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(receptionist.token, `/api/bills/${bill.id}/payments`, { parts: [{ amount: 400, paymentMethod: 'cash' }] }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 409, 409, 409, 409, 409, 409, 409]);
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/bills/${bill.id}`, headers: bearer(receptionist.token) })
    ).json();
    expect(after).toMatchObject({ paid: '1200.00', balance: '300.00' });
  });

  it('bill numbers stay gap-free when bills are made at once, and a refused bill uses none', async () => {
    const { receptionist, fees, patient } = await frontDesk();
    const refused = await makeBill(t.app, receptionist.token, {
      patientId: patient.id,
      lines: [{ feeItemId: patient.id }],
    });
    expect(refused.statusCode).toBe(400);
    const made = await Promise.all(
      Array.from({ length: 8 }, () =>
        makeBill(t.app, receptionist.token, { patientId: patient.id, lines: [{ feeItemId: fees['CD copy'] }] }),
      ),
    );
    const serials = made.map((r) => Number(r.json().billNumber.split('/')[2])).sort((a, b) => a - b);
    expect(serials).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('credit notes and the day-end closing', () => {
  it('a refund waits for the admin, goes back in cash, and the closed day shows the ₹100 variance and refuses more', async () => {
    const { clinic, receptionist, fees, patient } = await frontDesk();
    const bill = (
      await makeBill(t.app, receptionist.token, {
        patientId: patient.id,
        lines: [{ feeItemId: fees['Anomaly scan'] }, { feeItemId: fees.Doppler }],
      })
    ).json();
    await post(receptionist.token, `/api/bills/${bill.id}/payments`, {
      parts: [
        { amount: 1300, paymentMethod: 'cash' },
        { amount: 1000, paymentMethod: 'upi' },
      ],
    });
    const note = await post(receptionist.token, `/api/bills/${bill.id}/credit-notes`, {
      amount: 800,
      reason: 'Doppler not done',
    });
    expect(note.statusCode).toBe(201);
    expect(note.json()).toMatchObject({ status: 'pending', refund: '0.00' });
    expect(note.json().noteNumber).toMatch(/^CN\/\d{4}-\d{2}\/000001$/);
    const tooMuch = await post(receptionist.token, `/api/bills/${bill.id}/credit-notes`, {
      amount: 1600,
      reason: 'Everything',
    });
    expect(tooMuch.statusCode).toBe(409);
    expect((await post(receptionist.token, `/api/credit-notes/${note.json().id}/approve`)).statusCode).toBe(403);
    const approved = await post(clinic.token, `/api/credit-notes/${note.json().id}/approve`);
    expect(approved.json()).toMatchObject({ status: 'approved', refund: '800.00', refundMethod: 'cash' });
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/bills/${bill.id}`, headers: bearer(clinic.token) })
    ).json();
    expect(after).toMatchObject({
      total: '2300.00',
      credited: '800.00',
      paid: '2300.00',
      refunded: '800.00',
      balance: '0.00',
    });

    const today = after.billDate;
    const noNote = await post(clinic.token, '/api/day-closings', { date: today, countedCash: 400 });
    expect(noNote.statusCode).toBe(400);
    const closed = await post(clinic.token, '/api/day-closings', {
      date: today,
      countedCash: 400,
      note: 'Change given twice',
    });
    expect(closed.statusCode).toBe(201);
    expect(closed.json()).toMatchObject({ counted: '400.00', variance: '-100.00' });
    expect(closed.json().expected).toMatchObject({ cash: '500.00', upi: '1000.00' });
    const late = await makeBill(t.app, receptionist.token, {
      patientId: patient.id,
      lines: [{ feeItemId: fees['CD copy'] }],
    });
    const latePay = await post(receptionist.token, `/api/bills/${late.json().id}/payments`, {
      parts: [{ amount: 200, paymentMethod: 'cash' }],
    });
    expect(latePay.statusCode).toBe(409);
    expect(latePay.json().message).toBe(M.dayClosed);
    const advance = await post(receptionist.token, '/api/payments', {
      patientId: patient.id,
      amount: 50,
      paymentMethod: 'cash',
      paymentDate: today,
    });
    expect(advance.statusCode).toBe(409);
    expect(
      (await post(receptionist.token, `/api/day-closings/${closed.json().id}/reopen`, { reason: 'Late receipt' }))
        .statusCode,
    ).toBe(403);
    const reopened = await post(clinic.token, `/api/day-closings/${closed.json().id}/reopen`, {
      reason: 'Late receipt',
    });
    expect(reopened.statusCode).toBe(200);
    expect(
      (
        await post(receptionist.token, `/api/bills/${late.json().id}/payments`, {
          parts: [{ amount: 200, paymentMethod: 'cash' }],
        })
      ).statusCode,
    ).toBe(201);
  });
});

describe('referrers and the collections report', () => {
  it('a referrer is chosen on a bill and counted; the report sums by mode and refuses receptionists', async () => {
    const { clinic, receptionist, fees, patient } = await frontDesk();
    const referrer = await post(receptionist.token, '/api/referrers', {
      name: 'Dr. Meena Rao',
      qualification: 'MD (OBG)',
      registrationNumber: 'KMC-1234',
    });
    expect(referrer.statusCode).toBe(201);
    expect(referrer.json()).not.toHaveProperty('commission');
    const bill = (
      await makeBill(t.app, receptionist.token, {
        patientId: patient.id,
        referrerId: referrer.json().id,
        lines: [{ feeItemId: fees['Anomaly scan'] }],
      })
    ).json();
    await post(receptionist.token, `/api/bills/${bill.id}/payments`, {
      parts: [{ amount: 1000, paymentMethod: 'upi' }],
    });
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/referrers', headers: bearer(receptionist.token) })
    ).json();
    expect(list.referrers[0]).toMatchObject({ name: 'Dr. Meena Rao', referrals: 1 });
    const url = `/api/billing-reports/collections?from=${bill.billDate}&to=${bill.billDate}`;
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(receptionist.token) })).statusCode).toBe(403);
    const report = (await t.app.inject({ method: 'GET', url, headers: bearer(clinic.token) })).json();
    expect(report.byMode).toEqual([{ mode: 'upi', received: '1000.00', refunded: '0.00', net: '1000.00' }]);
    expect(report.revenueByReferrer).toEqual([
      { referrer: 'Dr. Meena Rao', bills: 1, amount: '1500.00', medianTurnaroundHours: null },
    ]);
    expect(report.duesAgeing.d0to30).toBe('500.00');
    const account = (
      await t.app.inject({
        method: 'GET',
        url: `/api/patients/${patient.id}/account`,
        headers: bearer(receptionist.token),
      })
    ).json();
    expect(account).toMatchObject({ billed: '1500.00', paidOnBills: '1000.00', balanceDue: '500.00' });
  });
});
