import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ActiveSubscriptionSchema, PlanSchema } from '../../../core/subscriptions/subscription-schemas.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import type { PreHandler } from '../../plugins/authenticate.ts';
import { requireOrganisationScope } from '../centres/organisation-scope.ts';
import { activateTrial, getActiveSubscription, listPlans } from './subscription-service.ts';

export function registerSubscriptionRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;

  // Public: the landing and plan pages show prices before anyone signs in.
  app.get(
    '/api/subscription/plans',
    { schema: { response: { 200: z.array(PlanSchema) } }, config: { permission: 'public' } },
    async () => listPlans(deps),
  );

  app.get(
    '/api/subscriptions/active',
    {
      schema: { response: { 200: ActiveSubscriptionSchema } },
      onRequest: authenticate,
      config: { feature: 'subscription', permission: 'signed-in' },
    },
    async (request) => getActiveSubscription(deps, requireOrganisationScope(request)),
  );

  app.post(
    '/api/subscription/activate-trial',
    {
      schema: { response: { 200: ActiveSubscriptionSchema } },
      onRequest: authenticate,
      config: { feature: 'subscription', permission: 'billing' },
    },
    async (request) => activateTrial(deps, requireOrganisationScope(request), requestMeta(request)),
  );
}
