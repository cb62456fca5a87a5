import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhookBody } from '../../server/payments-gateway/signatures.ts';
import { createOrder } from '../support/billing-helpers.ts';
import { bearer, signUpClinic } from '../support/factories.ts';
import { createTestApp, TEST_WEBHOOK_SECRET, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let eventCounter = 0;
function capturedEvent(orderId: string, amountPaise: number, paymentId = `pay_wh_${++eventCounter}`) {
  return JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: orderId, amount: amountPaise, status: 'captured' } } },
  });
}

function deliver(body: string, options: { eventId?: string; signature?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/razorpay',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': options.signature ?? signWebhookBody(body, TEST_WEBHOOK_SECRET),
      'x-razorpay-event-id': options.eventId ?? `evt_${++eventCounter}`,
    },
    payload: body,
  });
}

const status = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/subscriptions/active', headers: bearer(token) })).json();

describe('POST /api/webhooks/razorpay', () => {
  it('activates a paid order whose browser closed before verifying', async () => {
    const clinic = await signUpClinic(t.app);
    const order = (await createOrder(t.app, clinic.token, 'basic')).json();
    const res = await deliver(capturedEvent(order.orderId, 60000));
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('activated');
    expect(await status(clinic.token)).toMatchObject({ status: 'active', planId: 'basic' });
  });

  it('processes one event id once, however often it is delivered', async () => {
    const clinic = await signUpClinic(t.app);
    const order = (await createOrder(t.app, clinic.token, 'basic')).json();
    const body = capturedEvent(order.orderId, 60000);
    const outcomes = [];
    for (let i = 0; i < 5; i++) outcomes.push((await deliver(body, { eventId: 'evt_replayed_once' })).json().outcome);
    expect(outcomes).toEqual(['activated', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
  });

  it('does nothing more for an order the browser already verified (order.paid after verify)', async () => {
    const clinic = await signUpClinic(t.app);
    const order = (await createOrder(t.app, clinic.token, 'basic')).json();
    await deliver(capturedEvent(order.orderId, 60000, 'pay_same'));
    const before = await status(clinic.token);
    const paid = JSON.stringify({
      event: 'order.paid',
      payload: {
        order: { entity: { id: order.orderId } },
        payment: { entity: { id: 'pay_same', order_id: order.orderId, amount: 60000 } },
      },
    });
    expect((await deliver(paid)).json().outcome).toBe('already-completed');
    expect((await status(clinic.token)).endDate).toBe(before.endDate);
  });

  it('refuses a bad or missing signature, and a re-serialised body with the original signature', async () => {
    const clinic = await signUpClinic(t.app);
    const order = (await createOrder(t.app, clinic.token, 'basic')).json();
    const body = capturedEvent(order.orderId, 60000);
    const signature = signWebhookBody(body, TEST_WEBHOOK_SECRET);
    expect(
      (await deliver(body, { signature: signature.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')) })).statusCode,
    ).toBe(400);
    expect((await deliver(JSON.stringify(JSON.parse(body), null, 2), { signature })).statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/razorpay',
      headers: { 'content-type': 'application/json', 'x-razorpay-event-id': 'evt_nosig' },
      payload: body,
    });
    expect(missing.statusCode).toBe(400);
    expect((await status(clinic.token)).status).toBe('pending');
  });

  it('will not fulfil a payment whose amount differs from the order', async () => {
    const clinic = await signUpClinic(t.app);
    const order = (await createOrder(t.app, clinic.token, 'enterprise')).json();
    expect((await deliver(capturedEvent(order.orderId, 100))).json().outcome).toBe('amount-mismatch');
    expect((await status(clinic.token)).status).toBe('pending');
  });

  it('will not fulfil a captured payment that gives no amount: the check cannot be skipped', async () => {
    const clinic = await signUpClinic(t.app);
    const order = (await createOrder(t.app, clinic.token, 'basic')).json();
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_no_amount', order_id: order.orderId, status: 'captured' } } },
    });
    const res = await deliver(body);
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('amount-mismatch');
    expect((await status(clinic.token)).status).toBe('pending');
    const orders = await t.app.inject({
      method: 'GET',
      url: '/api/billing-transactions',
      headers: bearer(clinic.token),
    });
    expect(orders.json().map((row: { status: string }) => row.status)).toEqual(['pending']);
  });

  it('answers 400, not 500, to control characters or wrong types in what it reads', async () => {
    const clinic = await signUpClinic(t.app);
    const order = (await createOrder(t.app, clinic.token, 'basic')).json();
    const bodies = [
      JSON.stringify({ event: 'payment.captured\u0000', payload: {} }),
      JSON.stringify({ event: 'payment.\u0000captured', payload: {} }),
      JSON.stringify({
        event: 'payment.captured',
        payload: { payment: { entity: { id: 'pay\u0000x', order_id: order.orderId, amount: 60000 } } },
      }),
      JSON.stringify({
        event: 'payment.captured',
        payload: { payment: { entity: { id: 'pay_x', order_id: `${order.orderId}\u0000`, amount: 60000 } } },
      }),
      JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: { id: 7, order_id: [] } } } }),
      JSON.stringify({ payload: {} }),
      '[]',
      'null',
    ];
    for (const body of bodies) {
      const res = await deliver(body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json().message).toBeTypeOf('string');
    }
    expect((await status(clinic.token)).status).toBe('pending');
  });

  it('acknowledges events it does not act on and unknown orders without changing anything', async () => {
    const ignored = await deliver(JSON.stringify({ event: 'payment.authorized', payload: {} }));
    expect(ignored.json().outcome).toBe('ignored');
    expect((await deliver(capturedEvent('order_unknown', 60000))).json().outcome).toBe('unknown-order');
  });
});

describe('webhook without a configured secret', () => {
  it('is not there', async () => {
    const noSecret = await createTestApp({ webhookSecret: null });
    try {
      const res = await noSecret.app.inject({
        method: 'POST',
        url: '/api/webhooks/razorpay',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await noSecret.close();
    }
  });
});
