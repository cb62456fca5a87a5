import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { subscriptionsApi } from '../../../core/api/subscriptions-api.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import type { PreHandler } from '../../plugins/authenticate.ts';
import { requireOrganisationScope } from '../centres/organisation-scope.ts';
import { activateTrial, getActiveSubscription, listPlans } from './subscription-service.ts';

export function registerSubscriptionRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;

  // Public: the landing and plan pages show prices before anyone signs in.
  app.route({
    ...declaredRoute(subscriptionsApi.plans),
    config: { permission: 'public' },
    handler: async () => listPlans(deps),
  });

  app.route({
    ...declaredRoute(subscriptionsApi.active),
    onRequest: authenticate,
    config: { feature: 'subscription', permission: 'signed-in' },
    handler: async (request) => getActiveSubscription(deps, requireOrganisationScope(request)),
  });

  app.route({
    ...declaredRoute(subscriptionsApi.activateTrial),
    onRequest: authenticate,
    config: { feature: 'subscription', permission: 'billing' },
    handler: async (request) => activateTrial(deps, requireOrganisationScope(request), requestMeta(request)),
  });
}
