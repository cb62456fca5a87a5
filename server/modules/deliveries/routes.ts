import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DeliveryCreateSchema,
  DeliveryLogSchema,
  DeliveryParamsSchema,
  DeliverySchema,
} from '../../../core/deliveries/delivery-schemas.ts';
import { REPORT_MESSAGES } from '../../../core/messages.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { listDeliveries, revokeDeliveryLink, sendReport } from './delivery-service.ts';

const ReportParams = z.object({ id: z.uuid({ error: REPORT_MESSAGES.notFound }) });

/** Whoever may print a finalized report may send it (issue 19 §3); Form F is never sent. */
const config = { feature: 'reports', permission: 'front-desk' } as const;

export function registerDeliveryRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;

  app.post(
    '/api/reports/:id/deliveries',
    {
      schema: { params: ReportParams, body: DeliveryCreateSchema, response: { 201: DeliverySchema } },
      onRequest: authenticate,
      config,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await sendReport(deps, requireScope(request), request.params.id, request.body, requestMeta(request))),
  );

  app.get(
    '/api/reports/:id/deliveries',
    { schema: { params: ReportParams, response: { 200: DeliveryLogSchema } }, onRequest: authenticate, config },
    async (request) => listDeliveries(deps, requireScope(request), request.params.id),
  );

  app.delete(
    '/api/reports/:id/deliveries/:deliveryId/link',
    { schema: { params: DeliveryParamsSchema, response: { 200: DeliverySchema } }, onRequest: authenticate, config },
    async (request) =>
      revokeDeliveryLink(
        deps,
        requireScope(request),
        request.params.id,
        request.params.deliveryId,
        requestMeta(request),
      ),
  );
}
