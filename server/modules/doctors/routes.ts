import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { doctorsApi } from '../../../core/api/doctors-api.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { addDoctor, listDoctors, searchDoctors } from './doctor-service.ts';

export function registerDoctorRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;
  const config = { feature: 'patients' as const, permission: 'front-desk' as const };

  app.route({
    ...declaredRoute(doctorsApi.list),
    onRequest: authenticate,
    config,
    handler: async (request) => listDoctors(deps, requireScope(request)),
  });

  app.route({
    ...declaredRoute(doctorsApi.search),
    onRequest: authenticate,
    config,
    handler: async (request) => searchDoctors(deps, requireScope(request), request.params.term),
  });

  app.route({
    ...declaredRoute(doctorsApi.create),
    onRequest: authenticate,
    config,
    handler: async (request, reply) =>
      reply.status(201).send(await addDoctor(deps, requireScope(request), request.body, requestMeta(request))),
  });
}
