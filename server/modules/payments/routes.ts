import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paymentsApi } from '../../../core/api/payments-api.ts';
import type { AppDeps } from '../../app-deps.ts';
import { answerOnce } from '../../lib/idempotency.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { registerPdfById } from '../../pdf/pdf-route.ts';
import { type PreHandler, requireScope, requireSessionUser } from '../../plugins/authenticate.ts';
import { getPayment, listPayments, recordPayment, summarisePayments } from './payment-service.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';

export function registerPaymentRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;
  const config = { feature: 'payments' as const, permission: 'front-desk' as const };

  app.route({
    ...declaredRoute(paymentsApi.list),
    onRequest: authenticate,
    config,
    handler: async (request) => listPayments(deps, requireScope(request), requireSessionUser(request), request.query),
  });

  app.route({
    ...declaredRoute(paymentsApi.summary),
    onRequest: authenticate,
    config: { ...config, permission: 'insights' },
    handler: async (request) => summarisePayments(deps, requireScope(request)),
  });

  app.route({
    ...declaredRoute(paymentsApi.get),
    onRequest: authenticate,
    config,
    handler: async (request) => getPayment(deps, requireScope(request), request.params.id),
  });

  app.route({
    ...declaredRoute(paymentsApi.record),
    onRequest: authenticate,
    config,
    handler: async (request, reply) =>
      answerOnce(deps, request, reply, 201, (claim) =>
        recordPayment(deps, requireScope(request), request.body, requestMeta(request), claim),
      ),
  });

  // The receipt the front desk prints: the payments feature and role, like GET /api/payments/:id.
  registerPdfById(
    app,
    paymentsApi.pdf,
    { authenticate, config: { feature: 'payments', permission: 'front-desk' } },
    (scope, id) => renderReceiptPdf(deps, scope, id),
  );
}
