import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { webhookEvents } from '../../../db/schema/billing-support.ts';
import { billingTransactions } from '../../../db/schema/subscriptions.ts';
import type { AppDeps } from '../../app-deps.ts';
import { signaturesMatch, signWebhookBody } from '../../payments-gateway/signatures.ts';
import { completeOrderPayment } from './complete-payment.ts';

interface RazorpayWebhook {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; amount?: number; status?: string } };
    order?: { entity?: { id?: string; amount_paid?: number } };
  };
}

const HANDLED_EVENTS = new Set(['payment.captured', 'order.paid']);

/**
 * Razorpay's server-to-server notice that an order was paid, for the clinic whose browser closed
 * before it could verify. The signature is over the raw body, so this route keeps its own
 * buffer parser; each event id is processed once however often it is delivered.
 */
export function registerRazorpayWebhook(app: FastifyInstance, deps: AppDeps): void {
  app.register(async (scoped) => {
    scoped.removeContentTypeParser('application/json');
    scoped.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scoped.post('/api/webhooks/razorpay', { config: { ungated: true } }, async (request, reply) => {
      const secret = deps.config.razorpayWebhookSecret;
      if (!secret) return reply.status(404).send({ message: 'Not found' });
      const raw = request.body as Buffer;
      const signature = request.headers['x-razorpay-signature'];
      if (typeof signature !== 'string' || !signaturesMatch(signWebhookBody(raw, secret), signature)) {
        return reply.status(400).send({ message: 'Invalid webhook signature' });
      }
      let body: RazorpayWebhook;
      try {
        body = JSON.parse(raw.toString('utf8')) as RazorpayWebhook;
      } catch {
        return reply.status(400).send({ message: 'Request body is not valid JSON' });
      }
      const eventHeader = request.headers['x-razorpay-event-id'];
      const eventId = typeof eventHeader === 'string' && eventHeader ? eventHeader : null;
      if (!eventId) return reply.status(400).send({ message: 'Missing event id' });
      const event = body.event ?? 'unknown';
      const now = deps.clock.now();

      const outcome = await deps.db.transaction(async (tx) => {
        const [fresh] = await tx
          .insert(webhookEvents)
          .values({ eventId, event, receivedAt: now })
          .onConflictDoNothing()
          .returning();
        if (!fresh) return 'duplicate';
        if (!HANDLED_EVENTS.has(event)) return 'ignored';
        const payment = body.payload?.payment?.entity;
        const orderId = payment?.order_id ?? body.payload?.order?.entity?.id;
        if (!orderId || !payment?.id) return 'incomplete';
        const [order] = await tx
          .select()
          .from(billingTransactions)
          .where(eq(billingTransactions.razorpayOrderId, orderId));
        if (!order) return 'unknown-order';
        // Fulfil only what was ordered: the captured amount must be the order's amount.
        if (payment.amount !== undefined && payment.amount !== Math.round(Number(order.amount) * 100))
          return 'amount-mismatch';
        const result = await completeOrderPayment(tx, {
          clinicId: order.clinicId,
          orderId,
          paymentId: payment.id,
          signature: null,
          method: 'razorpay-webhook',
          now,
        });
        await tx.update(webhookEvents).set({ outcome: result }).where(eq(webhookEvents.eventId, eventId));
        return result;
      });
      return { status: 'ok', outcome };
    });
  });
}
