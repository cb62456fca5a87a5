import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reportsApi } from '../../../core/api/reports-api.ts';
import type { AppDeps } from '../../app-deps.ts';
import { answerOnce } from '../../lib/idempotency.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { listDeliveries, revokeDeliveryLink, sendReport } from '../deliveries/delivery-service.ts';

/** Whoever may print a finalized report may send it (issue 19 §3); Form F is never sent. */
const config = { feature: 'reports', permission: 'front-desk' } as const;

/** A report's deliveries (SMS, WhatsApp, e-mail links): the sending lives in deliveries/. */
export function registerReportDeliveryRoutes(
  server: FastifyInstance,
  opts: { deps: AppDeps; authenticate: PreHandler },
) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;

  app.route({
    ...declaredRoute(reportsApi.sendDelivery),
    onRequest: authenticate,
    config,
    // A double click or a retry with one Idempotency-Key sends one message.
    handler: async (request, reply) =>
      answerOnce(deps, request, reply, 201, (claim) =>
        sendReport(deps, requireScope(request), request.params.id, request.body, requestMeta(request), claim),
      ),
  });

  app.route({
    ...declaredRoute(reportsApi.deliveries),
    onRequest: authenticate,
    config,
    handler: async (request) => listDeliveries(deps, requireScope(request), request.params.id),
  });

  app.route({
    ...declaredRoute(reportsApi.revokeDeliveryLink),
    onRequest: authenticate,
    config,
    handler: async (request) =>
      revokeDeliveryLink(
        deps,
        requireScope(request),
        { kind: 'report', id: request.params.id },
        request.params.deliveryId,
        requestMeta(request),
      ),
  });
}
