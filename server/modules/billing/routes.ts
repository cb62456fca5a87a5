import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BillingTransactionSchema,
  CancelOrderResponseSchema,
  CancelOrderSchema,
  CreateOrderSchema,
  InvoiceSchema,
  OrderResponseSchema,
  SimulatedPayResponseSchema,
  SimulatedPaySchema,
  VerifyPaymentSchema,
} from '../../../core/billing/billing-schemas.ts';
import { ActiveSubscriptionSchema } from '../../../core/subscriptions/subscription-schemas.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import type { PreHandler } from '../../plugins/authenticate.ts';
import { requireOrganisationScope } from '../centres/organisation-scope.ts';
import { getInvoice, listBillingTransactions } from './billing-queries.ts';
import { cancelOrder } from './order-cancel.ts';
import { createOrder, simulatePayment, verifyPayment } from './order-service.ts';

/** Billing stays reachable in every subscription state, or a lapsed clinic could never pay. */
export function registerBillingRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;
  const billing = { feature: 'billing' as const, permission: 'billing' as const };

  app.post(
    '/api/subscription/create-order',
    {
      schema: { body: CreateOrderSchema, response: { 200: OrderResponseSchema } },
      onRequest: authenticate,
      config: billing,
    },
    async (request) => createOrder(deps, requireOrganisationScope(request), request.body.planId, requestMeta(request)),
  );

  app.post(
    '/api/subscription/verify-payment',
    {
      schema: { body: VerifyPaymentSchema, response: { 200: ActiveSubscriptionSchema } },
      onRequest: authenticate,
      config: billing,
    },
    async (request) => verifyPayment(deps, requireOrganisationScope(request), request.body, requestMeta(request)),
  );

  app.post(
    '/api/subscription/cancel-order',
    {
      schema: { body: CancelOrderSchema, response: { 200: CancelOrderResponseSchema } },
      onRequest: authenticate,
      config: billing,
    },
    async (request) => cancelOrder(deps, requireOrganisationScope(request), request.body.orderId, requestMeta(request)),
  );

  app.post(
    '/api/subscription/simulated-checkout/pay',
    {
      schema: { body: SimulatedPaySchema, response: { 200: SimulatedPayResponseSchema } },
      onRequest: authenticate,
      config: billing,
    },
    async (request) => simulatePayment(deps, requireOrganisationScope(request), request.body.orderId),
  );

  app.get(
    '/api/billing-transactions',
    { schema: { response: { 200: z.array(BillingTransactionSchema) } }, onRequest: authenticate, config: billing },
    async (request) => listBillingTransactions(deps, requireOrganisationScope(request)),
  );

  app.get(
    '/api/billing/invoices/:id',
    {
      schema: { params: z.object({ id: z.union([z.literal('latest'), z.uuid()]) }), response: { 200: InvoiceSchema } },
      onRequest: authenticate,
      config: billing,
    },
    async (request) => getInvoice(deps, requireOrganisationScope(request), request.params.id),
  );
}
