import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_EXPIRY_MS } from '../../core/billing/order-status.ts';
import { billingTransactions } from '../../db/schema/subscriptions.ts';
import { checkoutResult, createOrder, verify } from '../support/billing-helpers.ts';
import { bearer, clinicIdOf, signUpClinic } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Issue 22: a cancelled checkout stayed "Pending ₹1,000.00" in Billing History forever. The
// clinic's cancel marks the order, an order left open past the expiry reads 'expired', and a
// payment the gateway still captures completes either.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cancel = (token: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/subscription/cancel-order',
    headers: bearer(token),
    payload: payload as object,
  });
const transactions = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/billing-transactions', headers: bearer(token) })).json() as {
    status: string;
    amount: string;
  }[];
const stored = async (orderId: string) =>
  (await t.handle.db.select().from(billingTransactions).where(eq(billingTransactions.razorpayOrderId, orderId)))[0];

describe('POST /api/subscription/cancel-order', () => {
  it('marks the clinic’s pending order cancelled in Billing History, once', async () => {
    const clinic = await signUpClinic(t.app);
    const order = (await createOrder(t.app, clinic.token, 'professional')).json();
    expect((await transactions(clinic.token))[0]).toMatchObject({ status: 'pending', amount: '1000.00' });

    const res = await cancel(clinic.token, { orderId: order.orderId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ orderId: order.orderId, status: 'cancelled' });
    expect(await transactions(clinic.token)).toEqual([
      expect.objectContaining({ status: 'cancelled', amount: '1000.00' }),
    ]);
    const first = await stored(order.orderId);
    expect(first?.status).toBe('pending');
    expect(first?.cancelledAt).toBeInstanceOf(Date);

    t.clock.advance(1000);
    expect((await cancel(clinic.token, { orderId: order.orderId })).json().status).toBe('cancelled');
    expect((await stored(order.orderId))?.cancelledAt).toEqual(first?.cancelledAt);
  });

  it('still completes the order when the gateway captures the payment after the cancel', async () => {
    const clinic = await signUpClinic(t.app);
    const order = (await createOrder(t.app, clinic.token, 'basic')).json();
    await cancel(clinic.token, { orderId: order.orderId });
    const paid = await verify(t.app, clinic.token, { ...checkoutResult(order.orderId), planId: 'basic' });
    expect(paid.statusCode).toBe(200);
    expect((await transactions(clinic.token))[0]?.status).toBe('completed');
    const again = await cancel(clinic.token, { orderId: order.orderId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order has already been paid');
    expect((await stored(order.orderId))?.status).toBe('completed');
  });

  it('shows an order left open past the expiry as expired', async () => {
    const clinic = await signUpClinic(t.app);
    await createOrder(t.app, clinic.token, 'basic');
    // 59 minutes in steps the 30-minute idle limit of the session allows, then the last one.
    const minute = 60_000;
    for (const step of [20 * minute, 20 * minute, ORDER_EXPIRY_MS - 41 * minute]) {
      t.clock.advance(step);
      expect((await transactions(clinic.token))[0]?.status).toBe('pending');
    }
    t.clock.advance(minute);
    expect((await transactions(clinic.token))[0]?.status).toBe('expired');
  });

  it('answers 404 for another clinic’s order, exactly as for an unknown one, and leaves it untouched', async () => {
    const owner = await signUpClinic(t.app);
    const other = await signUpClinic(t.app);
    const order = (await createOrder(t.app, owner.token, 'basic')).json();
    const foreign = await cancel(other.token, { orderId: order.orderId });
    const unknown = await cancel(other.token, { orderId: 'order_doesnotexist' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    const row = await stored(order.orderId);
    expect(row?.cancelledAt).toBeNull();
    expect(row?.clinicId).toBe(await clinicIdOf(t.app, owner.token));
    expect((await transactions(owner.token))[0]?.status).toBe('pending');
  });

  it('refuses a missing or malformed order id with 400 and needs a session', async () => {
    const clinic = await signUpClinic(t.app);
    for (const payload of [{}, { orderId: '' }, { orderId: 'x'.repeat(101) }, { orderId: 42 }]) {
      const res = await cancel(clinic.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors?.[0]?.field).toBe('orderId');
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/cancel-order',
      payload: { orderId: 'a' },
    });
    expect(anonymous.statusCode).toBe(401);
    const rows = await t.handle.db
      .select()
      .from(billingTransactions)
      .where(and(eq(billingTransactions.clinicId, await clinicIdOf(t.app, clinic.token))));
    expect(rows).toEqual([]);
  });
});
