import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ANALYTICS_MESSAGES } from '../../../core/analytics/analytics-range.ts';
import { dashboardApi } from '../../../core/api/dashboard-api.ts';
import { can } from '../../../core/team/permissions.ts';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { loadDashboardStats, loadPatientListReport } from './dashboard-queries.ts';
import { createDashboardStatsCache } from './dashboard-stats-cache.ts';

export function registerDashboardRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;
  const config = { feature: 'dashboard' as const, permission: 'front-desk' as const };
  const statsCache = createDashboardStatsCache();

  // Any successful write of a clinic may move its figures (patients, reports, Form F, payments):
  // its cached stats go before the answer is sent, so the screen that refreshes next sees it.
  server.addHook('onSend', async (request, reply, payload) => {
    if (request.scope && request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      statsCache.invalidate(request.scope.clinicId);
    }
    return payload;
  });

  app.route({
    ...declaredRoute(dashboardApi.stats),
    onRequest: authenticate,
    config,
    handler: async (request) => {
      const scope = requireScope(request);
      const now = deps.clock.now();
      const stats = await statsCache.load(scope.clinicId, now, () => loadDashboardStats(deps.db, scope, now));
      // The revenue card belongs to insights (issue 15): a receptionist's dashboard has none.
      return can(request.sessionUser!, 'insights') ? stats : { ...stats, revenue: null };
    },
  });

  app.route({
    ...declaredRoute(dashboardApi.patientListReport),
    onRequest: authenticate,
    config: { ...config, permission: 'insights' },
    handler: async (request) => {
      const { from, to } = request.query;
      if (from > to) throw badRequest(ANALYTICS_MESSAGES.fromAfterTo, 'from');
      return loadPatientListReport(deps.db, requireScope(request), from, to);
    },
  });
}
