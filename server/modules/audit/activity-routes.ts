import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { buildActivityCsv } from '../../../core/audit/activity-csv.ts';
import {
  ACTIVITY_CSV_MAX_ROWS,
  ActivityFilterSchema,
  ActivityPageSchema,
  ActivityQuerySchema,
  ActivityUsersSchema,
} from '../../../core/audit/activity-schemas.ts';
import { clinicDayOf } from '../../../core/format/dates.ts';
import type { AppDeps } from '../../app-deps.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { activityFilterChoices, findActivityEvents, findActivityPage } from './activity-service.ts';

interface ActivityRouteOptions {
  deps: AppDeps;
  authenticate: PreHandler;
}

// The activity log belongs to the clinic's settings (gated like them) and is for administrators;
// the check runs before the query is validated, so others learn nothing from their parameters.
const config = { feature: 'settings', permission: 'activity' } as const;

export function registerActivityRoutes(server: FastifyInstance, { deps, authenticate }: ActivityRouteOptions) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/audit-events',
    {
      schema: { querystring: ActivityQuerySchema, response: { 200: ActivityPageSchema } },
      onRequest: authenticate,
      config,
    },
    async (request) => {
      const { page, limit, ...filter } = request.query;
      return findActivityPage(deps, requireScope(request), filter, page, limit);
    },
  );

  app.get(
    '/api/audit-events/filters',
    { schema: { response: { 200: ActivityUsersSchema } }, onRequest: authenticate, config },
    async (request) => activityFilterChoices(deps, requireScope(request)),
  );

  app.get(
    '/api/audit-events.csv',
    { schema: { querystring: ActivityFilterSchema }, onRequest: authenticate, config },
    async (request, reply) => {
      const events = await findActivityEvents(deps, requireScope(request), request.query, ACTIVITY_CSV_MAX_ROWS, 0);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="activity-${clinicDayOf(deps.clock.now())}.csv"`)
        .header('cache-control', 'no-store')
        .send(buildActivityCsv(events));
    },
  );
}
