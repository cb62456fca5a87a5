import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deskBookingApi } from '../../../core/api/desk-booking-api.ts';
import type { AppDeps } from '../../app-deps.ts';
import { answerOnce } from '../../lib/idempotency.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { type PreHandler, requireScope, requireSessionUser } from '../../plugins/authenticate.ts';
import { bookAndBill } from './desk-booking-service.ts';

/** The front desk's "book and bill" (decision 024's companion: bill lines carry their studies). */
export function registerDeskBookingRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;
  app.route({
    ...declaredRoute(deskBookingApi.book),
    onRequest: authenticate,
    // As POST /api/bills: the desk's permission under the payments feature.
    config: { feature: 'payments' as const, permission: 'front-desk' as const },
    handler: async (r, reply) =>
      answerOnce(deps, r, reply, 201, (claim) =>
        bookAndBill(deps, requireScope(r), requireSessionUser(r), r.body, requestMeta(r), claim),
      ),
  });
}
