import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { StudyCreateSchema, StudySchema, StudyStatusUpdateSchema } from '../../../core/studies/study-schemas.ts';
import type { AppDeps } from '../../app-deps.ts';
import { answerOnce } from '../../lib/idempotency.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { listTodaysStudies, scheduleStudy, setStudyStatus } from './study-service.ts';

const IdParams = z.object({ id: z.uuid({ error: 'Not found' }) });

export function registerStudyRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;

  app.post(
    '/api/studies',
    {
      schema: { body: StudyCreateSchema, response: { 201: StudySchema } },
      onRequest: authenticate,
      config: { feature: 'patients', permission: 'front-desk' },
    },
    async (request, reply) =>
      answerOnce(deps, request, reply, 201, (claim) =>
        scheduleStudy(deps, requireScope(request), request.body, requestMeta(request), claim),
      ),
  );

  app.patch(
    '/api/studies/:id',
    {
      schema: { params: IdParams, body: StudyStatusUpdateSchema, response: { 200: StudySchema } },
      onRequest: authenticate,
      config: { feature: 'patients', permission: 'front-desk' },
    },
    async (request) =>
      setStudyStatus(deps, requireScope(request), request.params.id, request.body.status, requestMeta(request)),
  );

  app.get(
    '/api/studies/today',
    {
      schema: { response: { 200: z.array(StudySchema) } },
      onRequest: authenticate,
      config: { feature: 'dashboard', permission: 'front-desk' },
    },
    async (request) => listTodaysStudies(deps, requireScope(request)),
  );
}
