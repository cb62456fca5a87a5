import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRazorpayGateway } from '../../server/payments-gateway/gateway.ts';
import { signPayment } from '../../server/payments-gateway/signatures.ts';
import { verify } from '../support/billing-helpers.ts';
import { bearer, signUpClinic } from '../support/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const KEY_ID = 'rzp_test_portal123';
const KEY_SECRET = 'razorpay-test-secret';

/**
 * A stand-in for Razorpay's Orders API on loopback, so the real `razorpay` SDK code path runs:
 * HTTP, basic auth, JSON. It records what it was asked and can be told to fail.
 */
interface OrdersApiDouble {
  server: Server;
  url: string;
  requests: { auth: string | undefined; body: Record<string, unknown> }[];
  failNext: boolean;
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
}

async function startOrdersApi(): Promise<OrdersApiDouble> {
  const double: OrdersApiDouble = { server: createServer(), url: '', requests: [], failNext: false };
  let sequence = 0;
  double.server.on('request', async (request, response) => {
    const body = await readJson(request);
    double.requests.push({ auth: request.headers.authorization, body });
    response.setHeader('content-type', 'application/json');
    if (request.method !== 'POST' || request.url !== '/v1/orders') {
      response.statusCode = 404;
      response.end('{}');
      return;
    }
    if (double.failNext) {
      double.failNext = false;
      response.statusCode = 500;
      response.end(JSON.stringify({ error: { code: 'SERVER_ERROR', description: 'down' } }));
      return;
    }
    response.end(
      JSON.stringify({
        id: `order_Live${++sequence}`,
        entity: 'order',
        amount: body.amount,
        currency: body.currency,
        receipt: body.receipt,
        status: 'created',
      }),
    );
  });
  await new Promise<void>((resolve) => double.server.listen(0, '127.0.0.1', resolve));
  double.url = `http://127.0.0.1:${(double.server.address() as AddressInfo).port}`;
  return double;
}

let api: OrdersApiDouble;
let t: TestApp;
beforeAll(async () => {
  api = await startOrdersApi();
  t = await createTestApp({
    gateway: createRazorpayGateway({ keyId: KEY_ID, keySecret: KEY_SECRET, apiBaseUrl: api.url }),
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => api.server.close(resolve));
});

describe('Razorpay mode (the real SDK against an Orders API double)', () => {
  it('creates the order through the SDK with the server’s amount, basic auth and our receipt', async () => {
    const clinic = await signUpClinic(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/create-order',
      headers: bearer(clinic.token),
      payload: { planId: 'professional', amount: 100 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ mode: 'razorpay', keyId: KEY_ID, amount: 100000, currency: 'INR' });
    expect(res.json().orderId).toMatch(/^order_Live\d+$/);
    const sent = api.requests.at(-1)!;
    expect(sent.body).toMatchObject({ amount: 100000, currency: 'INR' });
    expect(String(sent.body.receipt)).toMatch(/^TXN-/);
    expect(sent.auth).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
  });

  it('verifies a checkout signature made with the key secret and activates the plan', async () => {
    const clinic = await signUpClinic(t.app);
    const order = (
      await t.app.inject({
        method: 'POST',
        url: '/api/subscription/create-order',
        headers: bearer(clinic.token),
        payload: { planId: 'basic' },
      })
    ).json();
    const paymentId = 'pay_Live0001';
    const ok = await verify(t.app, clinic.token, {
      orderId: order.orderId,
      paymentId,
      signature: signPayment(order.orderId, paymentId, KEY_SECRET),
      planId: 'basic',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().status).toBe('active');
  });

  it('refuses a signature made with any other secret', async () => {
    const clinic = await signUpClinic(t.app);
    const order = (
      await t.app.inject({
        method: 'POST',
        url: '/api/subscription/create-order',
        headers: bearer(clinic.token),
        payload: { planId: 'basic' },
      })
    ).json();
    const res = await verify(t.app, clinic.token, {
      orderId: order.orderId,
      paymentId: 'pay_x',
      signature: signPayment(order.orderId, 'pay_x', 'not-the-secret'),
      planId: 'basic',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Payment signature is invalid',
      errors: [{ field: 'signature', message: 'Payment signature is invalid' }],
      reason: 'validation',
    });
    // Nothing changed: the order is still pending and the clinic still has no plan.
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/billing-transactions',
      headers: bearer(clinic.token),
    });
    expect(history.json().map((row: { status: string }) => row.status)).toEqual(['pending']);
    const active = await t.app.inject({
      method: 'GET',
      url: '/api/subscriptions/active',
      headers: bearer(clinic.token),
    });
    expect(active.json().status).toBe('pending');
  });

  it('answers 502 with the spec’s message when Razorpay fails, and records no order', async () => {
    const clinic = await signUpClinic(t.app);
    api.failNext = true;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/create-order',
      headers: bearer(clinic.token),
      payload: { planId: 'basic' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ message: 'Failed to create payment order' });
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/billing-transactions', headers: bearer(clinic.token) })
    ).json();
    expect(list).toHaveLength(0);
  });

  it('offers no simulated checkout in Razorpay mode', async () => {
    const clinic = await signUpClinic(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/simulated-checkout/pay',
      headers: bearer(clinic.token),
      payload: { orderId: 'order_Live1' },
    });
    expect(res.statusCode).toBe(404);
  });
});
