import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditApi } from '../../../core/api/audit-api.ts';
import { buildActivityCsv } from '../../../core/audit/activity-csv.ts';
import { ACTIVITY_CSV_MAX_ROWS } from '../../../core/audit/activity-schemas.ts';
import { clinicDayOf } from '../../../core/format/dates.ts';
import type { AppDeps } from '../../app-deps.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { getClinic } from '../clinics/clinic-service.ts';
import { activityFilterChoices, findActivityEvents, findActivityPageJson } from './activity-service.ts';

interface ActivityRouteOptions {
  deps: AppDeps;
  authenticate: PreHandler;
}

// The activity log belongs to the clinic's settings (gated like them) and is for administrators;
// the check runs before the query is validated, so others learn nothing from their parameters.
const config = { feature: 'settings', permission: 'activity' } as const;

export function registerActivityRoutes(server: FastifyInstance, { deps, authenticate }: ActivityRouteOptions) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...declaredRoute(auditApi.events),
    // Without the declared response schema: the answer is JSON text from the database (core's
    // ActivityPageSchema is its shape; tests/api/activity-log.test.ts holds every page to it).
    schema: { querystring: auditApi.events.query },
    onRequest: authenticate,
    config,
    handler: async (request, reply) => {
      const { page, limit, ...filter } = request.query;
      const json = await findActivityPageJson(deps, requireScope(request), filter, page, limit);
      // Fastify sends a string whose content type is JSON as it is.
      return reply.type('application/json; charset=utf-8').send(json);
    },
  });

  app.route({
    ...declaredRoute(auditApi.filters),
    onRequest: authenticate,
    config,
    handler: async (request) => activityFilterChoices(deps, requireScope(request)),
  });

  app.route({
    ...declaredRoute(auditApi.csv),
    onRequest: authenticate,
    config,
    handler: async (request, reply) => {
      const scope = requireScope(request);
      const [events, clinic] = await Promise.all([
        findActivityEvents(deps, scope, request.query, ACTIVITY_CSV_MAX_ROWS, 0),
        getClinic(deps, scope),
      ]);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="activity-${clinicDayOf(deps.clock.now())}.csv"`)
        .header('cache-control', 'no-store')
        .send(buildActivityCsv(events, clinic));
    },
  });
}
