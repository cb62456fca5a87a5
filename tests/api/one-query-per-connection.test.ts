import { afterEach, describe, expect, it } from 'vitest';
import { bearer, registerPatient } from '../support/factories.ts';
import { watchOverlappingQueries } from '../support/overlapping-queries.ts';
import { billingFrontDesk, makeBill } from '../support/patient-bill-helpers.ts';
import { testAppForFile } from '../support/test-app.ts';

const t = testAppForFile();

let stopWatching: (() => void) | undefined;
afterEach(() => stopWatching?.());

// A transaction is one connection: queries handed to it at once (Promise.all over the
// transaction's queries) made pg 8 warn "Calling client.query() when the client is already
// executing a query", and pg 9 refuses them.
describe('one query at a time on a connection', () => {
  it('saving the fee list, making a bill and taking a payment send their queries one after another', async () => {
    const watch = watchOverlappingQueries(t.handle.db.$client);
    stopWatching = watch.stop;
    // The fee list is saved and read back in one transaction.
    const { receptionist, fees } = await billingFrontDesk(t);
    const patient = await registerPatient(t.app, receptionist.token);
    // A new bill and a payment are read back (lines, payments, credit notes) in their transactions.
    const bill = await makeBill(t.app, receptionist.token, {
      patientId: patient.id,
      lines: [{ feeItemId: fees['Anomaly scan'] }, { feeItemId: fees.Doppler }],
    });
    expect(bill.statusCode, bill.body).toBe(201);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/bills/${bill.json().id}/payments`,
      headers: bearer(receptionist.token),
      payload: { parts: [{ amount: 500, paymentMethod: 'cash' }] },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ paid: '500.00', balance: '1800.00' });
    expect(watch.overlapping).toEqual([]);
  });
});
