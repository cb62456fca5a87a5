import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BILL_MESSAGES as M } from '../../core/patient-bills/bill-messages.ts';
import type { Database } from '../../db/client.ts';
import { patientBills } from '../../db/schema/patient-bills.ts';
import { bearer, clinicIdOf, registerPatient } from '../support/factories.ts';
import { billingFrontDesk, makeBill } from '../support/patient-bill-helpers.ts';
import { createTestApp, testAppForFile } from '../support/test-app.ts';

const t = testAppForFile();

async function frontDesk() {
  const { clinic, receptionist, fees } = await billingFrontDesk(t);
  const patient = await registerPatient(t.app, receptionist.token);
  return { clinic, receptionist, fees, patient };
}

const send = (token: string, method: 'POST' | 'PUT', url: string, payload: object = {}, key?: string) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
const read = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('Idempotency-Key on the billing writes (decision 004)', () => {
  it('a retried bill, payment, credit note and day closing answer with the first answer and write once', async () => {
    const { clinic, receptionist, fees, patient } = await frontDesk();
    const body = { patientId: patient.id, lines: [{ feeItemId: fees['Anomaly scan'] }] };
    const first = await send(receptionist.token, 'POST', '/api/bills', body, 'bill-1');
    const again = await send(receptionist.token, 'POST', '/api/bills', body, 'bill-1');
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const db: Database = t.handle.db;
    const clinicId = await clinicIdOf(t.app, clinic.token);
    const [bills] = await db.select({ n: count() }).from(patientBills).where(eq(patientBills.clinicId, clinicId));
    expect(bills?.n).toBe(1);
    const other = await send(
      receptionist.token,
      'POST',
      '/api/bills',
      { ...body, lines: [{ feeItemId: fees.Doppler }] },
      'bill-1',
    );
    expect(other.statusCode).toBe(422);

    const billId = first.json().id;
    const pay = { parts: [{ amount: 600, paymentMethod: 'cash' }] };
    const paid = await send(receptionist.token, 'POST', `/api/bills/${billId}/payments`, pay, 'pay-1');
    const paidAgain = await send(receptionist.token, 'POST', `/api/bills/${billId}/payments`, pay, 'pay-1');
    expect(paidAgain.statusCode).toBe(201);
    expect(paidAgain.json()).toEqual(paid.json());
    expect(paidAgain.json()).toMatchObject({ paid: '600.00', balance: '900.00' });
    expect((await read(receptionist.token, `/api/bills/${billId}`)).json().payments).toHaveLength(1);

    const note = { amount: 100, reason: 'CD not needed' };
    const credited = await send(receptionist.token, 'POST', `/api/bills/${billId}/credit-notes`, note, 'cn-1');
    const creditedAgain = await send(receptionist.token, 'POST', `/api/bills/${billId}/credit-notes`, note, 'cn-1');
    expect(creditedAgain.json()).toEqual(credited.json());
    expect((await read(receptionist.token, `/api/bills/${billId}`)).json().creditNotes).toHaveLength(1);

    const closing = { date: first.json().billDate, countedCash: 600 };
    const closed = await send(receptionist.token, 'POST', '/api/day-closings', closing, 'close-1');
    const closedAgain = await send(receptionist.token, 'POST', '/api/day-closings', closing, 'close-1');
    expect([closed.statusCode, closedAgain.statusCode]).toEqual([201, 201]);
    expect(closedAgain.json()).toEqual(closed.json());
    const unkeyed = await send(receptionist.token, 'POST', '/api/day-closings', closing);
    expect(unkeyed.statusCode).toBe(409);
    expect(unkeyed.json().message).toBe(M.dayAlreadyClosed);
  });
});

describe('approvals for an administrator', () => {
  it('lists what waits, approves a refund and refuses a concession (who and when kept); only admins', async () => {
    const { clinic, receptionist, fees, patient } = await frontDesk();
    const big = (
      await makeBill(t.app, receptionist.token, {
        patientId: patient.id,
        lines: [{ feeItemId: fees['Anomaly scan'] }],
        concession: { amount: 500, reason: 'Staff family' },
      })
    ).json();
    const paidBill = (
      await makeBill(t.app, receptionist.token, { patientId: patient.id, lines: [{ feeItemId: fees.Doppler }] })
    ).json();
    await send(receptionist.token, 'POST', `/api/bills/${paidBill.id}/payments`, {
      parts: [{ amount: 800, paymentMethod: 'cash' }],
    });
    const note = (
      await send(receptionist.token, 'POST', `/api/bills/${paidBill.id}/credit-notes`, {
        amount: 300,
        reason: 'Doppler cut short',
      })
    ).json();
    const other = (
      await send(receptionist.token, 'POST', `/api/bills/${paidBill.id}/credit-notes`, {
        amount: 100,
        reason: 'Asked twice',
      })
    ).json();

    expect((await read(receptionist.token, '/api/billing-approvals')).statusCode).toBe(403);
    const queue = (await read(clinic.token, '/api/billing-approvals')).json();
    expect(queue.concessions).toEqual([
      expect.objectContaining({ billId: big.id, concession: '500.00', gross: '1500.00', reason: 'Staff family' }),
    ]);
    expect(queue.creditNotes.map((n: { id: string }) => n.id)).toEqual([note.id, other.id]);
    expect(queue.creditNotes[0]).toMatchObject({
      amount: '300.00',
      reason: 'Doppler cut short',
      billNumber: paidBill.billNumber,
    });
    expect(queue.creditNotes[0].requestedBy).toBeTruthy();

    const noReason = await send(clinic.token, 'POST', `/api/bills/${big.id}/refuse-concession`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].message).toBe(M.refuseReasonRequired);
    expect(
      (await send(receptionist.token, 'POST', `/api/bills/${big.id}/refuse-concession`, { reason: 'No' })).statusCode,
    ).toBe(403);
    const refused = await send(clinic.token, 'POST', `/api/bills/${big.id}/refuse-concession`, { reason: 'Not staff' });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({
      concessionStatus: 'refused',
      concession: '0.00',
      total: '1500.00',
      concessionRefusalReason: 'Not staff',
    });
    expect(refused.json().concessionApprovedAt).toBe(t.clock.now().toISOString());
    const twice = await send(clinic.token, 'POST', `/api/bills/${big.id}/refuse-concession`, { reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(M.nothingToApprove);

    const approved = await send(clinic.token, 'POST', `/api/credit-notes/${note.id}/approve`);
    expect(approved.json()).toMatchObject({ status: 'approved', refund: '300.00' });
    const refusedNote = await send(clinic.token, 'POST', `/api/credit-notes/${other.id}/refuse`, {
      reason: 'Duplicate',
    });
    expect(refusedNote.json()).toMatchObject({ status: 'refused', refund: '0.00', refusalReason: 'Duplicate' });
    expect(refusedNote.json().approvedBy).toBeTruthy();
    const late = await send(clinic.token, 'POST', `/api/credit-notes/${other.id}/approve`);
    expect(late.statusCode).toBe(409);
    expect(
      (await send(clinic.token, 'POST', `/api/credit-notes/${note.id}/refuse`, { reason: 'x' })).json().message,
    ).toBe(M.creditAlreadyDecided);
    const missing = await send(clinic.token, 'POST', `/api/credit-notes/${patient.id}/refuse`, { reason: 'x' });
    expect(missing.statusCode).toBe(404);
    const bill = (await read(clinic.token, `/api/bills/${paidBill.id}`)).json();
    expect(bill).toMatchObject({ credited: '300.00', refunded: '300.00', balance: '0.00' });
    // Nothing waits any more; the refusals stay listed with the administrator's reasons.
    const after = (await read(clinic.token, '/api/billing-approvals')).json();
    expect(after).toMatchObject({ concessions: [], creditNotes: [] });
    expect(
      after.refused
        .map((r: { kind: string; refusalReason: string; amount: string }) => [r.kind, r.refusalReason, r.amount])
        .sort(),
    ).toEqual([
      ['concession', 'Not staff', big.concession],
      ['credit-note', 'Duplicate', other.amount],
    ]);
  });
});

describe('referrers are edited, never with a commission', () => {
  it('edits the details, refuses a bad e-mail and an unknown id, and ignores a commission', async () => {
    const { receptionist } = await frontDesk();
    const made = (await send(receptionist.token, 'POST', '/api/referrers', { name: 'Dr. Meena Rao' })).json();
    const edited = await send(receptionist.token, 'PUT', `/api/referrers/${made.id}`, {
      name: 'Dr. Meena Rao',
      qualification: 'MD (OBG)',
      registrationNumber: 'KMC-1234',
      phone: '9876543210',
      email: 'meena@example.com',
      address: '12 MG Road, Bengaluru',
      commission: 10,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ qualification: 'MD (OBG)', email: 'meena@example.com', referrals: 0 });
    expect(edited.json()).not.toHaveProperty('commission');
    const badEmail = await send(receptionist.token, 'PUT', `/api/referrers/${made.id}`, { name: 'X', email: 'nope' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors[0].message).toBe(M.emailInvalid);
    const unknown = await send(receptionist.token, 'PUT', `/api/referrers/${randomUUID()}`, { name: 'Dr. Nobody' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.referrerNotFound);
  });
});

describe('a refused fee list', () => {
  it('names the row and the field of the one item refused, and saves none of the list', async () => {
    const { clinic } = await frontDesk();
    const items = Array.from({ length: 7 }, (_, i) => ({ name: `Scan ${i + 1}`, kind: 'study', price: 500 + i }));
    const refusals = [
      { item: { ...items[6], name: '  ' }, field: 'items.6.name', message: M.feeItemNameRequired },
      { item: { ...items[6], price: '12.345' }, field: 'items.6.price', message: M.amountInvalid },
      { item: { ...items[6], price: '' }, field: 'items.6.price', message: M.amountRequired },
      { item: { ...items[6], name: 'scan 2' }, field: 'items.6.name', message: M.feeItemNameDuplicate },
    ];
    for (const { item, field, message } of refusals) {
      const res = await send(clinic.token, 'PUT', '/api/fee-list', { items: [...items.slice(0, 6), item] });
      expect(res.statusCode, field).toBe(400);
      // DESIGN §4: the field names the item by its index in `items`, which the screen turns into a row.
      expect(res.json(), field).toMatchObject({ message, errors: [{ field, message }], reason: 'validation' });
    }
    const stranger = { id: randomUUID(), name: 'Scan 7', kind: 'study', price: 506 };
    const unknown = await send(clinic.token, 'PUT', '/api/fee-list', { items: [...items.slice(0, 6), stranger] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ field: 'items.6.id', message: M.feeListItemUnknown }]);
    // The rows before the refused one were not saved either: the list is as it was.
    const names = (await read(clinic.token, '/api/fee-list')).json().items.map((i: { name: string }) => i.name);
    expect(names).toEqual(['Anomaly scan', 'Doppler', 'CD copy']);
  });
});

describe('money invariants', () => {
  it('an old bill keeps the price it was billed at when the fee list changes', async () => {
    const { clinic, receptionist, fees, patient } = await frontDesk();
    const before = (
      await makeBill(t.app, receptionist.token, { patientId: patient.id, lines: [{ feeItemId: fees['CD copy'] }] })
    ).json();
    const list = (await read(clinic.token, '/api/fee-list')).json();
    const items = list.items.map((i: { id: string; name: string; kind: string; price: string }) => ({
      id: i.id,
      name: i.name,
      kind: i.kind,
      price: i.name === 'CD copy' ? '250.00' : i.price,
    }));
    expect((await send(clinic.token, 'PUT', '/api/fee-list', { items, concessionLimitPercent: 10 })).statusCode).toBe(
      200,
    );
    const after = (
      await makeBill(t.app, receptionist.token, { patientId: patient.id, lines: [{ feeItemId: fees['CD copy'] }] })
    ).json();
    expect(after.total).toBe('250.00');
    expect((await read(clinic.token, `/api/bills/${before.id}`)).json()).toMatchObject({ total: '200.00' });
  });

  it('bill numbers stay gap-free per centre and year when two servers bill at once', async () => {
    const { receptionist, fees, patient } = await frontDesk();
    const second = await createTestApp({ handle: t.handle });
    try {
      const body = { patientId: patient.id, lines: [{ feeItemId: fees['CD copy'] }] };
      const made = await Promise.all(
        Array.from({ length: 12 }, (_, i) => makeBill(i % 2 ? second.app : t.app, receptionist.token, body)),
      );
      expect(made.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
      const serials = made.map((r) => Number(r.json().billNumber.split('/')[2])).sort((a, b) => a - b);
      expect(serials).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    } finally {
      await second.close();
    }
  });
});
