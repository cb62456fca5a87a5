import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES as M } from '../../core/messages.ts';
import { payments } from '../../db/schema/payments.ts';
import { reports } from '../../db/schema/reports.ts';
import { bearer, clinicIdOf, registerPatient, signUpClinic, signUpTrialClinic } from '../support/factories.ts';
import { testAppForFile } from '../support/test-app.ts';

const t = testAppForFile();

const istToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(t.clock.now());
/** A cash payment of today for a patient, with any other fields. */
const cash = (patientId: string, amount: number, more: object = {}) => ({
  patientId,
  amount,
  paymentMethod: 'cash',
  paymentDate: istToday(),
  ...more,
});
const pay = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/payments', headers: bearer(token), payload });
const summary = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/payments/summary', headers: bearer(token) })).json();
describe('POST /api/payments', () => {
  it('records a UPI payment with the next payment id, exact amount, and the signed-in user as receiver', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token);
    const res = await pay(clinic.token, {
      patientId: patient.id,
      amount: 1500.5,
      paymentMethod: 'upi',
      paymentDate: istToday(),
      notes: 'Scan fee',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      paymentId: 'PAY-000001',
      patientName: 'Sunita Sharma',
      patientCode: patient.patientId,
      amount: '1500.50',
      paymentMethod: 'upi',
      receivedBy: 'Asha Verma',
      notes: 'Scan fee',
      reportId: null,
    });
  });

  it('accepts a report of the same patient and refuses a report of another patient', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const clinicId = await clinicIdOf(t.app, clinic.token);
    const patient = await registerPatient(t.app, clinic.token);
    const other = await registerPatient(t.app, clinic.token);
    const [report] = await t.handle.db
      .insert(reports)
      .values({ clinicId, patientId: patient.id, reportId: 'R-000001', reportType: 'kub' })
      .returning();
    const ok = await pay(clinic.token, {
      patientId: patient.id,
      amount: 800,
      paymentMethod: 'card',
      paymentDate: istToday(),
      reportId: report!.id,
    });
    expect(ok.json()).toMatchObject({ reportId: report!.id, reportCode: 'R-000001' });
    const wrong = await pay(clinic.token, {
      patientId: other.id,
      amount: 800,
      paymentMethod: 'card',
      paymentDate: istToday(),
      reportId: report!.id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(M.reportMismatch);
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['no patient', { patientId: undefined }, 'patientId', M.patientRequired],
    ['no amount', { amount: undefined }, 'amount', M.amountRequired],
    ['empty amount', { amount: '' }, 'amount', M.amountRequired],
    ['zero', { amount: 0 }, 'amount', M.amountPositive],
    ['negative', { amount: -5 }, 'amount', M.amountPositive],
    ['three decimals', { amount: 10.123 }, 'amount', M.amountSteps],
    ['too large', { amount: 100_000_000 }, 'amount', M.amountTooLarge],
    ['unknown method', { paymentMethod: 'cheque' }, 'paymentMethod', M.methodRequired],
    ['no date', { paymentDate: '' }, 'paymentDate', M.dateRequired],
    ['bad date', { paymentDate: '22/11/2026' }, 'paymentDate', M.dateInvalid],
    ['a date next year', { paymentDate: '2099-01-01' }, 'paymentDate', M.dateInvalid],
  ];

  it.each(invalid)('refuses %s with the spec message', async (_name, override, field, message) => {
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token);
    const res = await pay(clinic.token, cash(patient.id, 100, override));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, message });
  });

  it('accepts the smallest amount, ₹0.01, and the largest, ₹9,99,99,999.99', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token);
    expect(
      (
        await pay(clinic.token, { patientId: patient.id, amount: 0.01, paymentMethod: 'cash', paymentDate: istToday() })
      ).json().amount,
    ).toBe('0.01');
    expect((await pay(clinic.token, cash(patient.id, 99999999.99))).json().amount).toBe('99999999.99');
  });

  it('refuses another clinic’s patient and report with 404/400 and stores nothing', async () => {
    const a = await signUpTrialClinic(t.app);
    const b = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, a.token);
    const res = await pay(b.token, cash(patient.id, 100));
    expect(res.statusCode).toBe(404);
    const bPatient = await registerPatient(t.app, b.token);
    const aClinic = await clinicIdOf(t.app, a.token);
    const [aReport] = await t.handle.db
      .insert(reports)
      .values({ clinicId: aClinic, patientId: patient.id, reportId: 'R-000009', reportType: 'kub' })
      .returning();
    const cross = await pay(b.token, cash(bPatient.id, 100, { reportId: aReport!.id }));
    expect(cross.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/payments', headers: bearer(b.token) })).json().payments,
    ).toEqual([]);
  });

  it('gives 30 concurrent payments 30 distinct payment ids', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token);
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        pay(clinic.token, { patientId: patient.id, amount: 1, paymentMethod: 'cash', paymentDate: istToday() }),
      ),
    );
    expect(new Set(results.map((r) => r.json().paymentId)).size).toBe(30);
  });

  it('is gated by the payments feature', async () => {
    const clinic = await signUpClinic(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/payments', headers: bearer(clinic.token) })).statusCode,
    ).toBe(402);
  });
});

describe('GET /api/payments and the summary', () => {
  it('lists newest first with patient names, filters by patient, and reads one payment', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const sunita = await registerPatient(t.app, clinic.token);
    const ravi = await registerPatient(t.app, clinic.token, { firstName: 'Ravi', gender: 'male' });
    await pay(clinic.token, { patientId: sunita.id, amount: 100, paymentMethod: 'cash', paymentDate: '2026-11-01' });
    await pay(clinic.token, { patientId: ravi.id, amount: 200, paymentMethod: 'upi', paymentDate: '2026-11-02' });
    const list = (await t.app.inject({ method: 'GET', url: '/api/payments', headers: bearer(clinic.token) })).json()
      .payments;
    expect(list.map((p: { patientName: string }) => p.patientName)).toEqual(['Ravi Sharma', 'Sunita Sharma']);
    const onlyRavi = (
      await t.app.inject({ method: 'GET', url: `/api/payments?patientId=${ravi.id}`, headers: bearer(clinic.token) })
    ).json().payments;
    expect(onlyRavi).toHaveLength(1);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/payments/${list[0].id}`,
      headers: bearer(clinic.token),
    });
    expect(one.json().paymentId).toBe(list[0].paymentId);
  });

  it('sums 1,000 payments of ₹0.10 to exactly ₹100.00, split into today, this month and all time (IST)', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, clinic.token);
    const clinicId = await clinicIdOf(t.app, clinic.token);
    // 990 rows straight into the table (the API path is the same insert), 10 through the API.
    await t.handle.db.insert(payments).values(
      Array.from({ length: 990 }, (_, i) => ({
        clinicId,
        patientId: patient.id,
        paymentId: `PAY-B${String(i).padStart(5, '0')}`,
        amount: '0.10',
        paymentMethod: 'cash',
        paymentDate: istToday(),
      })),
    );
    for (let i = 0; i < 10; i++) {
      await pay(clinic.token, { patientId: patient.id, amount: 0.1, paymentMethod: 'cash', paymentDate: istToday() });
    }
    await pay(clinic.token, { patientId: patient.id, amount: 0.3, paymentMethod: 'cash', paymentDate: '2020-01-01' });
    expect(await summary(clinic.token)).toEqual({
      today: '100.00',
      thisMonth: '100.00',
      total: '100.30',
      pendingReports: 0,
    });
  });

  it('answers 404 for another clinic’s payment', async () => {
    const a = await signUpTrialClinic(t.app);
    const b = await signUpTrialClinic(t.app);
    const patient = await registerPatient(t.app, a.token);
    const created = await pay(a.token, cash(patient.id, 5));
    // The payment really exists, so the 404 below is about the clinic, not a missing id.
    expect(created.statusCode).toBe(201);
    const payment = created.json();
    expect(payment.id).toMatch(/^[0-9a-f-]{36}$/);
    const own = await t.app.inject({ method: 'GET', url: `/api/payments/${payment.id}`, headers: bearer(a.token) });
    expect(own.statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: `/api/payments/${payment.id}`, headers: bearer(b.token) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: M.notFound, reason: 'not_found' });
    expect(await summary(b.token)).toEqual({ today: '0.00', thisMonth: '0.00', total: '0.00', pendingReports: 0 });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/payments/${payment.id}`, headers: bearer(a.token) })).json(),
    ).toEqual(own.json());
  });
});
