import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ANALYTICS_MESSAGES, checkRange } from '../../../core/analytics/analytics-range.ts';
import { analyticsApi } from '../../../core/api/analytics-api.ts';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest, paymentRequired } from '../../lib/http-errors.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { type PreHandler, requireSessionUser } from '../../plugins/authenticate.ts';
import { createAnalyticsCache } from './analytics-cache.ts';
import { analyticsCentres } from './analytics-centres.ts';
import { computeAnalytics, findAnalyticsClinic } from './analytics-service.ts';

export function registerAnalyticsRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;
  const cache = createAnalyticsCache();

  // As for the dashboard: a clinic's successful write clears its figures before the answer.
  server.addHook('onSend', async (request, reply, payload) => {
    if (request.scope && request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      cache.invalidate(request.scope.clinicId);
      // The organisation's all-centres total is kept with its primary centre.
      const primary = request.sessionUser?.primaryClinicId;
      if (primary && primary !== request.scope.clinicId) cache.invalidate(primary);
    }
    return payload;
  });

  app.route({
    ...declaredRoute(analyticsApi.get),
    onRequest: authenticate,
    config: { feature: 'analytics' as const, permission: 'insights' as const },
    handler: async (request) => {
      const session = requireSessionUser(request);
      const query = request.query;
      const problem = checkRange(query.from, query.to);
      if (problem) throw badRequest(problem.message, problem.field);
      const clinic = await findAnalyticsClinic(deps.db, session.clinicId);
      if (!clinic.entitled)
        throw paymentRequired(ANALYTICS_MESSAGES.plan, { reason: 'feature_locked', redirectTo: '/billing?tab=plans' });
      const centres = await analyticsCentres(deps.db, session, query.centre);
      const now = deps.clock.now();
      const key = `${centres.cacheKey}${query.from}|${query.to}|${query.granularity}`;
      return cache.load(centres.cacheClinicId, key, now, () =>
        computeAnalytics(deps.db, centres.clinicIds, clinic.timeZone, query, now),
      );
    },
  });
}
