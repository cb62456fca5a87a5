import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { billingApi } from '../../../core/api/billing-api.ts';
import { BILLING_MESSAGES, HTTP_MESSAGES } from '../../../core/messages.ts';
import { text } from '../../../core/validation/text-rules.ts';
import { webhookEvents } from '../../../db/schema/billing-support.ts';
import { billingTransactions } from '../../../db/schema/subscriptions.ts';
import type { AppDeps } from '../../app-deps.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { signaturesMatch, signWebhookBody } from '../../payments-gateway/signatures.ts';
import { completeOrderPayment } from './complete-payment.ts';

// Only what we read, under the text rule: an event name or id with a NUL would reach PostgreSQL.
// Unknown keys pass (Razorpay sends many more); a field we read with the wrong type is a 400.
const Id = text().min(1).max(100);
const RazorpayWebhookSchema = z.object({
  event: text()
    .min(1)
    .max(100)
    .regex(/^[a-z_.]+$/),
  payload: z
    .object({
      payment: z
        .object({
          entity: z
            .object({ id: Id.optional(), order_id: Id.optional(), amount: z.number().int().optional() })
            .optional(),
        })
        .optional(),
      order: z.object({ entity: z.object({ id: Id.optional() }).optional() }).optional(),
    })
    .optional(),
});
const EventIdSchema = text().min(1).max(200);

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

    scoped.route({
      ...declaredRoute(billingApi.razorpayWebhook),
      config: { ungated: true, permission: 'public' },
      handler: async (request, reply) => {
        const secret = deps.config.razorpayWebhookSecret;
        if (!secret) return reply.status(404).send({ message: HTTP_MESSAGES.notFound });
        const raw = request.body as Buffer;
        const signature = request.headers['x-razorpay-signature'];
        if (typeof signature !== 'string' || !signaturesMatch(signWebhookBody(raw, secret), signature)) {
          return reply.status(400).send({ message: BILLING_MESSAGES.webhookSignature });
        }
        let json: unknown;
        try {
          json = JSON.parse(raw.toString('utf8'));
        } catch {
          return reply.status(400).send({ message: BILLING_MESSAGES.webhookNotJson });
        }
        const parsed = RazorpayWebhookSchema.safeParse(json);
        if (!parsed.success) return reply.status(400).send({ message: BILLING_MESSAGES.webhookNotAnEvent });
        const body = parsed.data;
        const eventHeader = EventIdSchema.safeParse(request.headers['x-razorpay-event-id']);
        if (!eventHeader.success) return reply.status(400).send({ message: BILLING_MESSAGES.webhookNoEventId });
        const eventId = eventHeader.data;
        const event = body.event;
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
          // Fulfil only what was ordered: the captured amount must be given and be the order's amount.
          if (payment.amount !== Math.round(Number(order.amount) * 100)) return 'amount-mismatch';
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
      },
    });
  });
}
