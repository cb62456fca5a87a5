import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { studiesApi } from '../../../core/api/studies-api.ts';
import type { AppDeps } from '../../app-deps.ts';
import { answerOnce } from '../../lib/idempotency.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { listTodaysStudies, scheduleStudy, setStudyStatus } from './study-service.ts';

export function registerStudyRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;

  app.route({
    ...declaredRoute(studiesApi.schedule),
    onRequest: authenticate,
    config: { feature: 'patients', permission: 'front-desk' },
    handler: async (request, reply) =>
      answerOnce(deps, request, reply, 201, (claim) =>
        scheduleStudy(deps, requireScope(request), request.body, requestMeta(request), claim),
      ),
  });

  app.route({
    ...declaredRoute(studiesApi.setStatus),
    onRequest: authenticate,
    config: { feature: 'patients', permission: 'front-desk' },
    handler: async (request) =>
      setStudyStatus(deps, requireScope(request), request.params.id, request.body, requestMeta(request)),
  });

  app.route({
    ...declaredRoute(studiesApi.today),
    onRequest: authenticate,
    config: { feature: 'dashboard', permission: 'front-desk' },
    handler: async (request) => listTodaysStudies(deps, requireScope(request)),
  });
}
