import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYMENT_MESSAGES } from '../../../core/messages.ts';
import {
  PaymentCreateSchema,
  PaymentListQuerySchema,
  PaymentPageSchema,
  PaymentSchema,
  PaymentSummarySchema,
} from '../../../core/payments/payment-schemas.ts';
import type { AppDeps } from '../../app-deps.ts';
import { answerOnce } from '../../lib/idempotency.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { type PreHandler, requireScope, requireSessionUser } from '../../plugins/authenticate.ts';
import { getPayment, listPayments, recordPayment, summarisePayments } from './payment-service.ts';

export function registerPaymentRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;
  const config = { feature: 'payments' as const, permission: 'front-desk' as const };

  app.get(
    '/api/payments',
    {
      schema: { querystring: PaymentListQuerySchema, response: { 200: PaymentPageSchema } },
      onRequest: authenticate,
      config,
    },
    async (request) => listPayments(deps, requireScope(request), requireSessionUser(request), request.query),
  );

  app.get(
    '/api/payments/summary',
    {
      schema: { response: { 200: PaymentSummarySchema } },
      onRequest: authenticate,
      config: { ...config, permission: 'insights' },
    },
    async (request) => summarisePayments(deps, requireScope(request)),
  );

  app.get(
    '/api/payments/:id',
    {
      schema: {
        params: z.object({ id: z.uuid({ error: PAYMENT_MESSAGES.notFound }) }),
        response: { 200: PaymentSchema },
      },
      onRequest: authenticate,
      config,
    },
    async (request) => getPayment(deps, requireScope(request), request.params.id),
  );

  app.post(
    '/api/payments',
    { schema: { body: PaymentCreateSchema, response: { 201: PaymentSchema } }, onRequest: authenticate, config },
    async (request, reply) =>
      answerOnce(deps, request, reply, 201, (claim) =>
        recordPayment(deps, requireScope(request), request.body, requestMeta(request), claim),
      ),
  );
}
