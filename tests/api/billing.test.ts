import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOneMonth } from '../../core/subscriptions/periods.ts';
import { billingTransactions } from '../../db/schema/subscriptions.ts';
import { buyPlan, checkoutResult, createOrder, verify } from '../support/billing-helpers.ts';
import { bearer, signUpClinic, signUpTrialClinic } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const active = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/subscriptions/active', headers: bearer(token) })).json();
/** Sessions end after 30 idle minutes, so tests that move the clock by days sign in again. */
const relogin = async (clinic: { email: string; password: string }) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: clinic.email, password: clinic.password },
    })
  ).json().token as string;
const orderRows = (orderId: string) =>
  t.handle.db.select().from(billingTransactions).where(eq(billingTransactions.razorpayOrderId, orderId));
const transactions = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/billing-transactions', headers: bearer(token) })).json();

describe('POST /api/subscription/create-order', () => {
  it('prices the order from the plan on the server, in paise, and records a pending transaction', async () => {
    const clinic = await signUpClinic(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/create-order',
      headers: bearer(clinic.token),
      payload: { planId: 'basic', amount: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      amount: 60000,
      currency: 'INR',
      planId: 'basic',
      planName: 'Basic',
      mode: 'simulated',
      keyId: 'rzp_test_simulated',
    });
    const list = await transactions(clinic.token);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      status: 'pending',
      amount: '600.00',
      planId: 'basic',
      description: 'Basic Subscription',
      invoiceNumber: null,
    });
  });

  it.each([
    ['professional', 100000],
    ['enterprise', 200000],
  ])('charges %s at %d paise', async (planId, paise) => {
    const clinic = await signUpClinic(t.app);
    expect((await createOrder(t.app, clinic.token, planId)).json().amount).toBe(paise);
  });

  it('refuses an unknown plan (404) and the free trial plan (400)', async () => {
    const clinic = await signUpClinic(t.app);
    expect((await createOrder(t.app, clinic.token, 'platinum')).statusCode).toBe(404);
    const trial = await createOrder(t.app, clinic.token, 'trial');
    expect(trial.statusCode).toBe(400);
    expect(await transactions(clinic.token)).toHaveLength(0);
  });

  it('needs a session', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/subscription/create-order', payload: { planId: 'basic' } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('POST /api/subscription/verify-payment', () => {
  it('activates the plan for one month on a valid signature and issues an invoice number', async () => {
    const clinic = await signUpClinic(t.app, { subscriptionPlan: 'basic' });
    const { subscription } = await buyPlan(t.app, clinic.token, 'basic');
    expect(subscription).toMatchObject({ status: 'active', planId: 'basic', planName: 'Basic' });
    expect(new Date(subscription.endDate).getTime()).toBe(addOneMonth(t.clock.now()).getTime());
    const [tx] = await transactions(clinic.token);
    expect(tx).toMatchObject({ status: 'completed' });
    expect(tx.invoiceNumber).toMatch(/^USG\/\d{2}-\d{2}\/\d{6}$/);
    expect(tx.invoiceNumber.length).toBeLessThanOrEqual(16);
  });

  it('refuses a signature with one character changed, and changes nothing', async () => {
    const clinic = await signUpClinic(t.app);
    const order = (await createOrder(t.app, clinic.token, 'basic')).json();
    const good = checkoutResult(order.orderId);
    const flipped = `${good.signature.slice(0, -1)}${good.signature.endsWith('0') ? '1' : '0'}`;
    const res = await verify(t.app, clinic.token, { ...good, signature: flipped, planId: 'basic' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Payment signature is invalid');
    expect((await active(clinic.token)).status).toBe('pending');
    expect((await transactions(clinic.token))[0].status).toBe('pending');
  });

  it('refuses a signature made for another order or payment id', async () => {
    const clinic = await signUpClinic(t.app);
    const order = (await createOrder(t.app, clinic.token, 'basic')).json();
    const other = checkoutResult('order_someone_else');
    expect((await verify(t.app, clinic.token, { ...other, orderId: order.orderId, planId: 'basic' })).statusCode).toBe(
      400,
    );
    const forOrder = checkoutResult(order.orderId);
    expect(
      (await verify(t.app, clinic.token, { ...forOrder, paymentId: 'pay_swapped', planId: 'basic' })).statusCode,
    ).toBe(400);
  });

  it('refuses a plan that does not match what was ordered (no cheap order, dear plan)', async () => {
    const clinic = await signUpClinic(t.app);
    const order = (await createOrder(t.app, clinic.token, 'basic')).json();
    const res = await verify(t.app, clinic.token, { ...checkoutResult(order.orderId), planId: 'enterprise' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The plan does not match the order');
    expect((await active(clinic.token)).status).toBe('pending');
  });

  it('answers 404 for another clinic’s order, exactly as for an unknown one, and leaves it untouched', async () => {
    const a = await signUpClinic(t.app);
    const b = await signUpClinic(t.app);
    const order = (await createOrder(t.app, a.token, 'basic')).json();
    const stolen = await verify(t.app, b.token, { ...checkoutResult(order.orderId), planId: 'basic' });
    const unknown = await verify(t.app, b.token, { ...checkoutResult('order_nonexistent'), planId: 'basic' });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.body).toBe(unknown.body);
    expect((await active(b.token)).status).toBe('pending');
    expect((await transactions(a.token))[0].status).toBe('pending');
    expect(await transactions(b.token)).toHaveLength(0);
  });

  it('applies a repeated verification once', async () => {
    const clinic = await signUpClinic(t.app);
    const order = (await createOrder(t.app, clinic.token, 'basic')).json();
    const result = { ...checkoutResult(order.orderId), planId: 'basic' };
    const first = await verify(t.app, clinic.token, result);
    const second = await verify(t.app, clinic.token, result);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().endDate).toBe(first.json().endDate);
    const list = await transactions(clinic.token);
    expect(list.filter((tx: { status: string }) => tx.status === 'completed')).toHaveLength(1);
  });

  it('applies 10 concurrent identical verifications exactly once', async () => {
    const clinic = await signUpClinic(t.app);
    const order = (await createOrder(t.app, clinic.token, 'professional')).json();
    const result = { ...checkoutResult(order.orderId), planId: 'professional' };
    const responses = await Promise.all(Array.from({ length: 10 }, () => verify(t.app, clinic.token, result)));
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const ends = new Set(responses.map((r) => r.json().endDate));
    expect(ends.size).toBe(1);
    expect(new Date([...ends][0]).getTime()).toBe(addOneMonth(t.clock.now()).getTime());
    const rows = await t.handle.db
      .select()
      .from(billingTransactions)
      .where(eq(billingTransactions.razorpayOrderId, order.orderId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('completed');
  });

  it('refuses a second, different payment for an order already paid, and changes nothing', async () => {
    const clinic = await signUpClinic(t.app);
    const { order, subscription } = await buyPlan(t.app, clinic.token, 'basic');
    const [before] = await orderRows(order.orderId);
    expect(before?.status).toBe('completed');
    const res = await verify(t.app, clinic.token, { ...checkoutResult(order.orderId, 'pay_second'), planId: 'basic' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'This order has already been paid', reason: 'conflict' });
    expect(await orderRows(order.orderId)).toEqual([before]);
    expect(await active(clinic.token)).toEqual(subscription);
  });

  it('of ten validly signed verifications with different payment ids, exactly one succeeds', async () => {
    const clinic = await signUpClinic(t.app);
    const order = (await createOrder(t.app, clinic.token, 'professional')).json();
    const attempts = Array.from({ length: 10 }, (_, i) => ({
      ...checkoutResult(order.orderId, `pay_race_${i}`),
      planId: 'professional',
    }));
    const responses = await Promise.all(attempts.map((attempt) => verify(t.app, clinic.token, attempt)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const winner = attempts[responses.findIndex((r) => r.statusCode === 200)];
    const rows = await orderRows(order.orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'completed', razorpayPaymentId: winner?.paymentId });
    expect(new Date((await active(clinic.token)).endDate).getTime()).toBe(addOneMonth(t.clock.now()).getTime());
    // The loser's retry still answers 409; the winner's retry answers 200 and changes nothing.
    const loser = attempts.find((a) => a.paymentId !== winner?.paymentId);
    expect((await verify(t.app, clinic.token, loser ?? {})).statusCode).toBe(409);
    expect((await verify(t.app, clinic.token, winner ?? {})).statusCode).toBe(200);
    expect(await orderRows(order.orderId)).toEqual(rows);
  });

  it('extends a running paid month from its end, not from today', async () => {
    const clinic = await signUpClinic(t.app);
    const first = (await buyPlan(t.app, clinic.token, 'basic')).subscription;
    t.clock.advance(10 * DAY);
    const second = (await buyPlan(t.app, await relogin(clinic), 'basic')).subscription;
    expect(new Date(second.endDate).getTime()).toBe(addOneMonth(new Date(first.endDate)).getTime());
  });

  it('starts a new month from today after the paid month lapsed', async () => {
    const clinic = await signUpClinic(t.app);
    await buyPlan(t.app, clinic.token, 'basic');
    t.clock.advance(40 * DAY);
    const renewed = (await buyPlan(t.app, await relogin(clinic), 'professional')).subscription;
    expect(renewed.planId).toBe('professional');
    expect(new Date(renewed.endDate).getTime()).toBe(addOneMonth(t.clock.now()).getTime());
  });

  it('lets a trial clinic upgrade to a paid plan at once', async () => {
    const clinic = await signUpTrialClinic(t.app);
    const { subscription } = await buyPlan(t.app, clinic.token, 'enterprise');
    expect(subscription).toMatchObject({ status: 'active', planId: 'enterprise' });
  });
});

describe('simulated checkout', () => {
  it('signs a payment for the clinic’s own pending order, which then verifies', async () => {
    const clinic = await signUpClinic(t.app);
    const order = (await createOrder(t.app, clinic.token, 'basic')).json();
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/simulated-checkout/pay',
      headers: bearer(clinic.token),
      payload: { orderId: order.orderId },
    });
    expect(paid.statusCode).toBe(200);
    const res = await verify(t.app, clinic.token, { ...paid.json(), planId: 'basic' });
    expect(res.json().status).toBe('active');
  });

  it('will not sign another clinic’s order', async () => {
    const a = await signUpClinic(t.app);
    const b = await signUpClinic(t.app);
    const order = (await createOrder(t.app, a.token, 'basic')).json();
    const [before] = await orderRows(order.orderId);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/simulated-checkout/pay',
      headers: bearer(b.token),
      payload: { orderId: order.orderId },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Order not found', reason: 'not_found' });
    // Nothing changed for either clinic: A's order is still pending, B has no order at all.
    expect(before?.status).toBe('pending');
    expect(await orderRows(order.orderId)).toEqual([before]);
    expect(await transactions(b.token)).toEqual([]);
    expect((await active(a.token)).status).toBe('pending');
  });
});

describe('GET /api/billing-transactions', () => {
  it('lists only the caller’s transactions, newest first', async () => {
    const a = await signUpClinic(t.app);
    const b = await signUpClinic(t.app);
    await createOrder(t.app, a.token, 'basic');
    t.clock.advance(1000);
    await createOrder(t.app, a.token, 'professional');
    await createOrder(t.app, b.token, 'enterprise');
    const list = await transactions(a.token);
    expect(list.map((tx: { planId: string }) => tx.planId)).toEqual(['professional', 'basic']);
    expect(JSON.stringify(list)).not.toContain('enterprise');
    expect(list[0]).not.toHaveProperty('razorpaySignature');
  });
});
