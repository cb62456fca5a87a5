import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows.ts';
import { idempotencyKeys } from '../../db/schema/idempotency-keys.ts';
import { bearer, clinicIdOf, registerPatient, signUpTrialClinic } from '../support/factories.ts';
import { setUpFeeList } from '../support/patient-bill-helpers.ts';
import { testAppForFile } from '../support/test-app.ts';

// Bills that reach one centre together are written in one statement (bill-turns.ts): the
// figures of issue 33. What a batch must keep: gap-free numbers, totals to the paisa, an audit
// row and a key's answer for each bill, and one bill's fault failing only that bill.
const t = testAppForFile();

async function centre() {
  const clinic = await signUpTrialClinic(t.app);
  const fees = await setUpFeeList(t.app, clinic.token);
  const patient = await registerPatient(t.app, clinic.token);
  return { clinic, fees, patient, clinicId: await clinicIdOf(t.app, clinic.token) };
}

const billWith = (token: string, payload: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bills',
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });

const serial = (billNumber: string) => Number(billNumber.split('/')[2]);

describe('bills written together', () => {
  it('numbers 30 bills made at once 1 to 30 in fewer commits than bills, with totals, lines, audit rows and keys each right', async () => {
    const { clinic, fees, patient, clinicId } = await centre();
    const made = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        billWith(
          clinic.token,
          {
            patientId: patient.id,
            lines:
              i % 3 === 0
                ? [{ feeItemId: fees['Anomaly scan'] }, { feeItemId: fees.Doppler, quantity: 2 }]
                : [{ feeItemId: fees['CD copy'] }],
            ...(i % 5 === 0 ? { concession: { amount: 50, reason: 'Staff family' } } : {}),
          },
          i % 2 === 0 ? `batch-key-${i}` : undefined,
        ),
      ),
    );
    expect(made.map((r) => r.statusCode)).toEqual(made.map(() => 201));
    const bills = made.map((r) => r.json());
    expect(bills.map((b) => serial(b.billNumber)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    // Rows written by one statement share its transaction id: fewer ids than bills means bills
    // that arrived together were committed together.
    const [tx] = await queryRows<{ commits: number; bills: number }>(
      t.handle.db,
      sql`select count(distinct xmin::text)::int as commits, count(*)::int as bills from patient_bills where clinic_id = ${clinicId}`,
    );
    expect(tx?.bills).toBe(30);
    expect(tx?.commits).toBeLessThan(30);
    // ₹1,500 + 2 × ₹800 on ten bills, ₹200 on twenty, ₹50 off six of them.
    const [day] = await queryRows<{ bills: number; total: string; concessions: number; concession: string }>(
      t.handle.db,
      sql`select sum(bills)::int as bills, sum(total_paise)::text as total, sum(concessions)::int as concessions,
        sum(concession_paise)::text as concession from billing_day_bills where clinic_id = ${clinicId}`,
    );
    expect(day).toEqual({
      bills: 30,
      total: String(10 * 310_000 + 20 * 20_000 - 6 * 5_000),
      concessions: 6,
      concession: '30000',
    });
    const items = await queryRows<{ fee_item_id: string; quantity: number; amount: string }>(
      t.handle.db,
      sql`select fee_item_id::text, sum(quantity)::int as quantity, sum(amount_paise)::text as amount
        from billing_day_items where clinic_id = ${clinicId} group by fee_item_id`,
    );
    expect(Object.fromEntries(items.map((r) => [r.fee_item_id, [r.quantity, r.amount]]))).toEqual({
      [fees['Anomaly scan'] as string]: [10, '1500000'],
      [fees.Doppler as string]: [20, '1600000'],
      [fees['CD copy'] as string]: [20, '400000'],
    });
    const lines = await queryRows<{ bill_id: string; n: number }>(
      t.handle.db,
      sql`select bill_id::text, count(*)::int as n from patient_bill_lines where clinic_id = ${clinicId} group by bill_id`,
    );
    expect(Object.fromEntries(lines.map((r) => [r.bill_id, r.n]))).toEqual(
      Object.fromEntries(bills.map((b) => [b.id, b.lines.length])),
    );
    const audits = await queryRows<{ entity_id: string; number: string }>(
      t.handle.db,
      sql`select entity_id, details ->> 'billNumber' as number from audit_events
        where clinic_id = ${clinicId} and action = 'bill.create'`,
    );
    expect(Object.fromEntries(audits.map((r) => [r.entity_id, r.number]))).toEqual(
      Object.fromEntries(bills.map((b) => [b.id, b.billNumber])),
    );
    // Each key answers its own bill, number and all, and writes nothing more.
    const replayed = await billWith(
      clinic.token,
      {
        patientId: patient.id,
        lines: [{ feeItemId: fees['Anomaly scan'] }, { feeItemId: fees.Doppler, quantity: 2 }],
        concession: { amount: 50, reason: 'Staff family' },
      },
      'batch-key-0',
    );
    expect(replayed.statusCode).toBe(201);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json()).toEqual(bills[0]);
    const keys = await t.handle.db.select().from(idempotencyKeys).where(sql`${idempotencyKeys.clinicId} = ${clinicId}`);
    expect(keys).toHaveLength(15);
  });

  // The first bill is written alone; the others arrive while it is, and go together in the next
  // statement, where the key's second row fails the batch: each bill is then written alone.
  it('two requests with one key among others at once make one bill; the rest are numbered without a gap', async () => {
    const { clinic, fees, patient, clinicId } = await centre();
    const body = { patientId: patient.id, lines: [{ feeItemId: fees['CD copy'] }] };
    const made = await Promise.all([
      ...Array.from({ length: 6 }, () => billWith(clinic.token, body)),
      billWith(clinic.token, body, 'twice-sent'),
      billWith(clinic.token, body, 'twice-sent'),
      ...Array.from({ length: 6 }, () => billWith(clinic.token, body)),
    ]);
    expect(made.map((r) => r.statusCode)).toEqual(made.map(() => 201));
    const [first, second] = [made[6]?.json(), made[7]?.json()];
    expect(second.id).toBe(first.id);
    expect(second.billNumber).toBe(first.billNumber);
    const ids = new Set(made.map((r) => r.json().id));
    expect(ids.size).toBe(13);
    const numbers = await queryRows<{ bill_number: string }>(
      t.handle.db,
      sql`select bill_number from patient_bills where clinic_id = ${clinicId}`,
    );
    expect(numbers.map((r) => serial(r.bill_number)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 13 }, (_, i) => i + 1),
    );
    const [day] = await queryRows<{ bills: number }>(
      t.handle.db,
      sql`select sum(bills)::int as bills from billing_day_bills where clinic_id = ${clinicId}`,
    );
    expect(day?.bills).toBe(13);
  });

  it('a key older than 24 hours makes a new bill (its row taken over), and then answers that bill', async () => {
    const { clinic, fees, patient, clinicId } = await centre();
    const body = { patientId: patient.id, lines: [{ feeItemId: fees['CD copy'] }] };
    const first = await billWith(clinic.token, body, 'day-old-key');
    await t.handle.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(t.clock.now().getTime() - 25 * 3600_000) })
      .where(sql`${idempotencyKeys.clinicId} = ${clinicId}`);
    const later = await billWith(clinic.token, body, 'day-old-key');
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.json().id).not.toBe(first.json().id);
    expect(serial(later.json().billNumber)).toBe(2);
    const again = await billWith(clinic.token, body, 'day-old-key');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(later.json().id);
    const otherBill = await billWith(clinic.token, { ...body, lines: [{ feeItemId: fees.Doppler }] }, 'day-old-key');
    expect(otherBill.statusCode).toBe(422);
  });

  it('bills of two clinics at once share statements, never rows: each clinic numbers and sums its own, and cannot bill the other’s patient or fee', async () => {
    const a = await centre();
    const b = await centre();
    const bodyOf = (c: typeof a, patientId = c.patient.id, feeItemId = c.fees['CD copy']) => ({
      patientId,
      lines: [{ feeItemId }],
    });
    const made = await Promise.all(
      Array.from({ length: 24 }, (_, i) => {
        const own = i % 2 === 0 ? a : b;
        if (i === 5) return billWith(b.clinic.token, bodyOf(b, a.patient.id));
        if (i === 7) return billWith(b.clinic.token, bodyOf(b, b.patient.id, a.fees['CD copy']));
        return billWith(own.clinic.token, bodyOf(own), `two-clinics-${i}`);
      }),
    );
    expect(made[5]?.statusCode).toBe(404);
    expect(made[7]?.statusCode).toBe(400);
    expect(made.filter((r) => r.statusCode === 201)).toHaveLength(22);
    // Twelve requests each; two of b's were refused.
    for (const [c, count] of [
      [a, 12],
      [b, 10],
    ] as const) {
      const own = await queryRows<{ bill_number: string; patient_id: string; xid: string }>(
        t.handle.db,
        sql`select bill_number, patient_id::text, xmin::text as xid from patient_bills where clinic_id = ${c.clinicId}`,
      );
      expect(own.map((r) => serial(r.bill_number)).sort((x, y) => x - y)).toEqual(
        Array.from({ length: count }, (_, i) => i + 1),
      );
      expect(new Set(own.map((r) => r.patient_id))).toEqual(new Set([c.patient.id]));
      const [day] = await queryRows<{ bills: number; total: string }>(
        t.handle.db,
        sql`select sum(bills)::int as bills, sum(total_paise)::text as total from billing_day_bills where clinic_id = ${c.clinicId}`,
      );
      expect(day).toEqual({ bills: count, total: String(count * 20_000) });
      const keys = await t.handle.db
        .select()
        .from(idempotencyKeys)
        .where(sql`${idempotencyKeys.clinicId} = ${c.clinicId}`);
      expect(keys).toHaveLength(count);
      const audits = await queryRows<{ n: number }>(
        t.handle.db,
        sql`select count(*)::int as n from audit_events where clinic_id = ${c.clinicId} and action = 'bill.create'`,
      );
      expect(audits[0]?.n).toBe(count);
    }
    // One statement wrote bills of both clinics: a transaction id shared across them.
    const [shared] = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from (select xmin::text from patient_bills where clinic_id in (${a.clinicId}, ${b.clinicId})
        group by xmin::text having count(distinct clinic_id) = 2) x`,
    );
    expect(shared?.n).toBeGreaterThan(0);
  });
});
