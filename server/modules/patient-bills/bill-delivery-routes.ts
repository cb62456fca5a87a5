import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { billDeliveriesApi } from '../../../core/api/bill-deliveries-api.ts';
import type { AppDeps } from '../../app-deps.ts';
import { answerOnce } from '../../lib/idempotency.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { listBillDeliveries, revokeBillLink, sendBill } from '../deliveries/bill-delivery-service.ts';

/** Whoever may print the bill and receipt may send them (decision 030), like a report's Send. */
const config = { feature: 'payments', permission: 'front-desk' } as const;

/** A bill's deliveries: the sending, the link and its public page live in deliveries/. */
export function registerBillDeliveryRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;

  app.route({
    ...declaredRoute(billDeliveriesApi.send),
    onRequest: authenticate,
    config,
    // A double click or a retry with one Idempotency-Key sends one message.
    handler: async (r, reply) =>
      answerOnce(deps, r, reply, 201, (claim) =>
        sendBill(deps, requireScope(r), r.params.id, r.body, requestMeta(r), claim),
      ),
  });
  app.route({
    ...declaredRoute(billDeliveriesApi.list),
    onRequest: authenticate,
    config,
    handler: async (r) => listBillDeliveries(deps, requireScope(r), r.params.id),
  });
  app.route({
    ...declaredRoute(billDeliveriesApi.revokeLink),
    onRequest: authenticate,
    config,
    handler: async (r) => revokeBillLink(deps, requireScope(r), r.params.id, r.params.deliveryId, requestMeta(r)),
  });
}
