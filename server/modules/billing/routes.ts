import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { billingApi } from '../../../core/api/billing-api.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { registerPdfById } from '../../pdf/pdf-route.ts';
import type { PreHandler } from '../../plugins/authenticate.ts';
import { requireOrganisationScope } from '../centres/organisation-scope.ts';
import { getInvoice, listBillingTransactions } from './billing-queries.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { cancelOrder } from './order-cancel.ts';
import { createOrder, simulatePayment, verifyPayment } from './order-service.ts';

/** Billing stays reachable in every subscription state, or a lapsed clinic could never pay. */
export function registerBillingRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;
  const billing = { feature: 'billing' as const, permission: 'billing' as const };

  app.route({
    ...declaredRoute(billingApi.createOrder),
    onRequest: authenticate,
    config: billing,
    handler: async (request) =>
      createOrder(deps, requireOrganisationScope(request), request.body.planId, requestMeta(request)),
  });

  app.route({
    ...declaredRoute(billingApi.verifyPayment),
    onRequest: authenticate,
    config: billing,
    handler: async (request) =>
      verifyPayment(deps, requireOrganisationScope(request), request.body, requestMeta(request)),
  });

  app.route({
    ...declaredRoute(billingApi.cancelOrder),
    onRequest: authenticate,
    config: billing,
    handler: async (request) =>
      cancelOrder(deps, requireOrganisationScope(request), request.body.orderId, requestMeta(request)),
  });

  app.route({
    ...declaredRoute(billingApi.simulatedPay),
    onRequest: authenticate,
    config: billing,
    handler: async (request) => simulatePayment(deps, requireOrganisationScope(request), request.body.orderId),
  });

  app.route({
    ...declaredRoute(billingApi.transactions),
    onRequest: authenticate,
    config: billing,
    handler: async (request) => listBillingTransactions(deps, requireOrganisationScope(request)),
  });

  app.route({
    ...declaredRoute(billingApi.invoice),
    onRequest: authenticate,
    config: billing,
    handler: async (request) => getInvoice(deps, requireOrganisationScope(request), request.params.id),
  });

  // Our invoice to the clinic: billing is for admins only and open in every subscription state.
  registerPdfById(
    app,
    billingApi.invoicePdf,
    { authenticate, config: { feature: 'billing', permission: 'billing' } },
    (scope, id) => renderInvoicePdf(deps, scope, id),
  );
}
