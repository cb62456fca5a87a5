import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DoctorCreateSchema, DoctorSchema } from '../../../core/doctors/doctor-schemas.ts';
import { text } from '../../../core/validation/text-rules.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { addDoctor, listDoctors, searchDoctors } from './doctor-service.ts';

export function registerDoctorRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;
  const config = { feature: 'patients' as const, permission: 'front-desk' as const };

  app.get(
    '/api/doctors',
    { schema: { response: { 200: z.array(DoctorSchema) } }, onRequest: authenticate, config },
    async (request) => listDoctors(deps, requireScope(request)),
  );

  app.get(
    '/api/doctors/search/:term',
    {
      schema: {
        params: z.object({ term: text().trim().min(2, 'Search term must be longer than 1 character').max(50) }),
        response: { 200: z.array(DoctorSchema) },
      },
      onRequest: authenticate,
      config,
    },
    async (request) => searchDoctors(deps, requireScope(request), request.params.term),
  );

  app.post(
    '/api/doctors',
    { schema: { body: DoctorCreateSchema, response: { 201: DoctorSchema } }, onRequest: authenticate, config },
    async (request, reply) =>
      reply.status(201).send(await addDoctor(deps, requireScope(request), request.body, requestMeta(request))),
  );
}
