import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BILL_MESSAGES as M } from '../../core/patient-bills/bill-messages.ts';
import { queryRows } from '../../db/query-rows.ts';
import { bearer, clinicIdOf, registerPatient } from '../support/factories.ts';
import { billingFrontDesk, makeBill } from '../support/patient-bill-helpers.ts';
import { testAppForFile } from '../support/test-app.ts';

// Decision 027: each bill's paid / credited / refunded totals and the per-day takings are kept by
// triggers in the writing transaction. These tests recompute them from the ledger rows after
// many writes, some at once, and compare to the paisa.

const t = testAppForFile();

async function frontDesk() {
  const { clinic, receptionist, fees } = await billingFrontDesk(t);
  const patients = [await registerPatient(t.app, receptionist.token), await registerPatient(t.app, receptionist.token)];
  return { clinic, receptionist, fees, patients, clinicId: await clinicIdOf(t.app, clinic.token) };
}

const send = (token: string, url: string, payload: object = {}, key?: string, method: 'POST' | 'PUT' = 'POST') =>
  t.app.inject({ method, url, headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) }, payload });
const read = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

/** A small deterministic generator, so a failing sequence can be replayed. */
function generator(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

/** Every bill whose kept totals differ from its ledger rows, and every differing day total. */
async function disagreements(clinicId: string) {
  const db = t.handle.db;
  const bills = await queryRows<{ id: string }>(
    db,
    sql`select b.id from patient_bills b where b.clinic_id = ${clinicId} and (
      b.paid_paise <> coalesce((select sum((amount * 100)::bigint) from payments p where p.clinic_id = b.clinic_id and p.bill_id = b.id), 0)
        + coalesce((select sum(amount_paise) from advance_applications a where a.clinic_id = b.clinic_id and a.bill_id = b.id), 0)
      or b.advance_applied_paise <> coalesce((select sum(amount_paise) from advance_applications a where a.clinic_id = b.clinic_id and a.bill_id = b.id), 0)
      or b.credited_paise <> coalesce((select sum(amount_paise) from credit_notes n where n.clinic_id = b.clinic_id and n.bill_id = b.id and n.status = 'approved'), 0)
      or b.pending_credit_paise <> coalesce((select sum(amount_paise) from credit_notes n where n.clinic_id = b.clinic_id and n.bill_id = b.id and n.status = 'pending'), 0)
      or b.refunded_paise <> coalesce((select sum(refund_paise) from credit_notes n where n.clinic_id = b.clinic_id and n.bill_id = b.id), 0)
      or b.balance_paise < 0)`,
  );
  const days = await queryRows<{ day: string }>(
    db,
    sql`with ledger as (
      select payment_date as day, counter, payment_method as mode, coalesce(received_by, '') as taker,
        (amount * 100)::bigint as received, 0::bigint as refunded from payments where clinic_id = ${clinicId}
      union all
      select credit_date, counter, refund_method, '', 0, refund_paise from credit_notes
        where clinic_id = ${clinicId} and credit_date is not null and refund_paise > 0
    ), l as (
      select day, counter, mode, taker, sum(received) as received, sum(refunded) as refunded from ledger group by 1, 2, 3, 4
    ), k as (
      select day, counter, mode, taker, received_paise as received, refunded_paise as refunded from billing_day_totals
      where clinic_id = ${clinicId} and (received_paise <> 0 or refunded_paise <> 0)
    )
    select coalesce(l.day, k.day)::text as day from l full join k using (day, counter, mode, taker)
    where l.received is distinct from k.received or l.refunded is distinct from k.refunded`,
  );
  const billDays = await queryRows<{ day: string }>(
    db,
    sql`with l as (
      select bill_date as day, coalesce(referrer_id::text, '') as referrer_key, count(*)::int as bills, sum(total_paise) as total,
        count(*) filter (where concession_paise > 0)::int as concessions, sum(concession_paise) as concession
      from patient_bills where clinic_id = ${clinicId} group by 1, 2
    ), k as (
      select day, referrer_key, bills, total_paise as total, concessions, concession_paise as concession
      from billing_day_bills where clinic_id = ${clinicId} and bills <> 0
    )
    select coalesce(l.day, k.day)::text as day from l full join k using (day, referrer_key)
    where (l.bills, l.total, l.concessions, l.concession) is distinct from (k.bills, k.total, k.concessions, k.concession)`,
  );
  const itemDays = await queryRows<{ day: string }>(
    db,
    sql`with l as (
      select b.bill_date as day, l.fee_item_id, sum(l.quantity)::int as quantity, sum(l.amount_paise) as amount
      from patient_bill_lines l join patient_bills b on b.clinic_id = l.clinic_id and b.id = l.bill_id
      where l.clinic_id = ${clinicId} group by 1, 2
    ), k as (
      select day, fee_item_id, quantity, amount_paise as amount from billing_day_items where clinic_id = ${clinicId}
    )
    select coalesce(l.day, k.day)::text as day from l full join k using (day, fee_item_id)
    where (l.quantity, l.amount) is distinct from (k.quantity, k.amount)`,
  );
  return { bills, days, billDays, itemDays };
}

describe('pre-summed billing totals (decision 027)', () => {
  it('agree with the ledger to the paisa after a random sequence of writes, many of them at once', async () => {
    const { clinic, receptionist, fees, patients, clinicId } = await frontDesk();
    const today = (
      await makeBill(t.app, receptionist.token, { patientId: patients[0]?.id, lines: [{ feeItemId: fees.Doppler }] })
    ).json().billDate;
    const next = generator(20261128);
    const items = Object.values(fees);
    const billIds: string[] = [];
    const pendingNotes: string[] = [];
    for (let round = 0; round < 8; round++) {
      const made = await Promise.all(
        Array.from({ length: 3 }, () =>
          makeBill(t.app, receptionist.token, {
            patientId: patients[next(2)]?.id,
            lines: [{ feeItemId: items[next(items.length)], quantity: 1 + next(2) }],
            ...(next(3) === 0 ? { concession: { percent: next(2) ? 5 : 30, reason: 'Senior citizen' } } : {}),
          }),
        ),
      );
      billIds.push(...made.map((r) => r.json().id as string));
      // A burst of writes at once: payments (several on one bill), advances, credit notes,
      // approvals and refusals, and advances applied.
      const ops = Array.from({ length: 12 }, () => {
        const bill = billIds[next(billIds.length)] as string;
        const patient = patients[next(2)]?.id as string;
        switch (next(7)) {
          case 0:
          case 1:
            return send(receptionist.token, `/api/bills/${bill}/payments`, {
              parts: [
                { amount: 100 + next(400), paymentMethod: 'cash' },
                { amount: '0.5' + String(next(10)), paymentMethod: 'upi' },
              ],
            });
          case 2:
            return send(receptionist.token, '/api/payments', {
              patientId: patient,
              amount: 50 + next(300),
              paymentMethod: next(2) ? 'cash' : 'card',
              paymentDate: today,
            });
          case 3:
            return send(clinic.token, `/api/bills/${bill}/credit-notes`, {
              amount: 10 + next(200),
              reason: 'Part refund',
            });
          case 4:
            return send(receptionist.token, `/api/bills/${bill}/credit-notes`, { amount: 25, reason: 'Asked' }).then(
              (r) => {
                if (r.statusCode === 201) pendingNotes.push(r.json().id);
                return r;
              },
            );
          case 5: {
            if (next(3) === 0)
              return send(clinic.token, `/api/bills/${bill}/refuse-concession`, { reason: 'Not eligible' });
            const note = pendingNotes.pop();
            if (!note) return read(receptionist.token, `/api/bills/${bill}`);
            return send(clinic.token, `/api/credit-notes/${note}/${next(2) ? 'approve' : 'refuse'}`, {
              reason: 'Checked',
            });
          }
          default:
            return send(receptionist.token, `/api/bills/${bill}/apply-advance`, { amount: 1 + next(150) });
        }
      });
      const answers = await Promise.all(ops);
      // Refused writes are fine (overpayment, too large, no advance), never a server error.
      for (const r of answers) expect(r.statusCode, r.body).toBeLessThan(500);
    }
    const { bills, days, billDays, itemDays } = await disagreements(clinicId);
    expect(bills).toEqual([]);
    expect(days).toEqual([]);
    expect(billDays).toEqual([]);
    expect(itemDays).toEqual([]);
    // The report reads the same totals: its takings by mode equal the ledger's.
    const report = (await read(clinic.token, `/api/billing-reports/collections?from=${today}&to=${today}`)).json() as {
      byMode: { mode: string; net: string }[];
    };
    const [ledger] = await queryRows<{ net: string }>(
      t.handle.db,
      sql`select ((select coalesce(sum(amount), 0) from payments where clinic_id = ${clinicId})
        - (select coalesce(sum(refund_paise), 0) from credit_notes where clinic_id = ${clinicId}) / 100.0)::numeric(14, 2)::text as net`,
    );
    const net = report.byMode.reduce((sum, m) => sum + Math.round(Number(m.net) * 100), 0);
    expect(net).toBe(Math.round(Number(ledger?.net) * 100));
  });
});

describe('counters (issue 33 item 4)', () => {
  it('payments name their counter; a closed counter-day answers 409 while the other counter takes money', async () => {
    const { clinic, receptionist, fees, patients } = await frontDesk();
    const put = await send(
      clinic.token,
      '/api/fee-list',
      {
        items: [
          { id: fees['Anomaly scan'], name: 'Anomaly scan', kind: 'study', price: 1500 },
          { id: fees.Doppler, name: 'Doppler', kind: 'add-on', price: 800 },
          { id: fees['CD copy'], name: 'CD copy', kind: 'add-on', price: 200 },
        ],
        counters: ['Counter 1', 'Counter 2'],
      },
      undefined,
      'PUT',
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().counters).toEqual(['Counter 1', 'Counter 2']);
    const body = { patientId: patients[0]?.id, lines: [{ feeItemId: fees['Anomaly scan'] }] };
    const bill = (await makeBill(t.app, receptionist.token, body)).json();
    const pay = (counter: string, amount = 100) =>
      send(receptionist.token, `/api/bills/${bill.id}/payments`, {
        parts: [{ amount, paymentMethod: 'cash' }],
        counter,
      });
    const unknown = await pay('Counter 9');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(M.counterUnknown);
    expect((await pay('Counter 1', 300)).statusCode).toBe(201);
    expect((await pay('Counter 2', 200)).statusCode).toBe(201);
    const closed = await send(receptionist.token, '/api/day-closings', {
      date: bill.billDate,
      counter: 'Counter 1',
      countedCash: 300,
    });
    expect(closed.statusCode).toBe(201);
    expect(closed.json()).toMatchObject({ counter: 'Counter 1', counted: '300.00', variance: '0.00' });
    expect(closed.json().expected.cash).toBe('300.00');
    const late = await pay('Counter 1');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(M.dayClosed);
    expect((await pay('Counter 2')).statusCode).toBe(201);
    const second = await send(receptionist.token, '/api/day-closings', {
      date: bill.billDate,
      counter: 'Counter 2',
      countedCash: 300,
    });
    expect(second.json().expected.cash).toBe('300.00');
    const again = await send(receptionist.token, '/api/day-closings', {
      date: bill.billDate,
      counter: 'Counter 2',
      countedCash: 300,
    });
    expect(again.statusCode).toBe(409);
    const paid = (await read(receptionist.token, `/api/bills/${bill.id}`)).json();
    expect(paid.payments.map((p: { counter: string }) => p.counter).sort()).toEqual([
      'Counter 1',
      'Counter 2',
      'Counter 2',
    ]);
  });

  it("the spec's Record Payment, which names no counter, is taken at the centre's first counter and counted by its closing", async () => {
    const { clinic, receptionist, fees, patients } = await frontDesk();
    const items = [{ id: fees['CD copy'], name: 'CD copy', kind: 'add-on', price: 200 }];
    const put = await send(
      clinic.token,
      '/api/fee-list',
      { items, counters: ['Counter 1', 'Counter 2'] },
      undefined,
      'PUT',
    );
    expect(put.statusCode, put.body).toBe(200);
    const today = (
      await makeBill(t.app, receptionist.token, { patientId: patients[0]?.id, lines: [{ feeItemId: fees['CD copy'] }] })
    ).json().billDate;
    const advance = { patientId: patients[1]?.id, amount: 450, paymentMethod: 'cash', paymentDate: today };
    expect((await send(receptionist.token, '/api/payments', advance)).statusCode).toBe(201);
    const closing = await send(receptionist.token, '/api/day-closings', {
      date: today,
      counter: 'Counter 1',
      countedCash: 450,
    });
    expect(closing.statusCode, closing.body).toBe(201);
    expect(closing.json()).toMatchObject({ variance: '0.00', expected: { cash: '450.00' } });
    const late = await send(receptionist.token, '/api/payments', advance);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(M.dayClosed);
  });
});

describe('applying an advance to a bill (issue 33 item 5)', () => {
  it('never more than the balance or the advance, exact to the paisa, idempotent, ten at once', async () => {
    const { receptionist, fees, patients } = await frontDesk();
    const patient = patients[0]?.id as string;
    const bill = (
      await makeBill(t.app, receptionist.token, { patientId: patient, lines: [{ feeItemId: fees['CD copy'] }] })
    ).json();
    const apply = (amount: number | string, key?: string) =>
      send(receptionist.token, `/api/bills/${bill.id}/apply-advance`, { amount }, key);
    const none = await apply(10);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(M.advanceNone);
    const advance = await send(receptionist.token, '/api/payments', {
      patientId: patient,
      amount: '150.55',
      paymentMethod: 'cash',
      paymentDate: bill.billDate,
    });
    expect(advance.statusCode).toBe(201);
    const tooMuch = await apply('150.56');
    expect(tooMuch.json().message).toBe(M.advanceTooLarge);
    expect((await apply('0.001')).statusCode).toBe(400);
    // Ten at once, each ₹20.05: the advance (₹150.55) covers seven of them and no more.
    const burst = await Promise.all(Array.from({ length: 10 }, () => apply('20.05')));
    expect(burst.filter((r) => r.statusCode === 201)).toHaveLength(7);
    expect(burst.filter((r) => r.statusCode === 409)).toHaveLength(3);
    const once = await apply('10.20', 'advance-1');
    const twice = await apply('10.20', 'advance-1');
    expect(twice.json()).toEqual(once.json());
    const after = (await read(receptionist.token, `/api/bills/${bill.id}`)).json();
    expect(after).toMatchObject({ advanceApplied: '150.55', paid: '150.55', balance: '49.45' });
    const account = (await read(receptionist.token, `/api/patients/${patient}/account`)).json();
    expect(account).toMatchObject({ advance: '0.00', paidOnBills: '150.55' });
    // More than the bill's balance is refused even when the advance would cover it.
    await send(receptionist.token, '/api/payments', {
      patientId: patient,
      amount: 500,
      paymentMethod: 'upi',
      paymentDate: bill.billDate,
    });
    expect((await apply('49.46')).json().message).toBe(M.advanceOverBalance);
    expect((await apply('49.45')).json()).toMatchObject({ balance: '0.00', advanceApplied: '200.00' });
  });
});

describe('the collections report lists the first concessions and counts them all', () => {
  it('stops at 100 on screen with totals of every one; ?full=true lists them all', async () => {
    const { clinic, receptionist, fees, patients } = await frontDesk();
    let day = '';
    for (let batch = 0; batch < 11; batch++) {
      const made = await Promise.all(
        Array.from({ length: 10 }, () =>
          makeBill(t.app, receptionist.token, {
            patientId: patients[0]?.id,
            lines: [{ feeItemId: fees['CD copy'] }],
            concession: { amount: '10.05', reason: 'Camp' },
          }),
        ),
      );
      day = made[0]?.json().billDate;
    }
    const url = `/api/billing-reports/collections?from=${day}&to=${day}`;
    const short = (await read(clinic.token, url)).json();
    expect(short.concessions).toHaveLength(100);
    expect(short.concessionsTotal).toEqual({ count: 110, amount: '1105.50' });
    expect(short.revenueByStudyType).toEqual([{ item: 'CD copy', quantity: 110, amount: '22000.00' }]);
    const full = (await read(clinic.token, `${url}&full=true`)).json();
    expect(full.concessions).toHaveLength(110);
  });
});
