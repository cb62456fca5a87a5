import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ClinicSchema, ClinicUpdateSchema } from '../../../core/clinic/clinic-schema.ts';
import { LogoUpdateSchema } from '../../../core/uploads/logo-upload-schema.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { getClinic, setClinicLogo, updateClinic } from './clinic-service.ts';

export function registerClinicRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;

  // The shell shows the clinic name in every state, so reading it is never gated.
  app.get(
    '/api/clinic',
    {
      schema: { response: { 200: ClinicSchema } },
      onRequest: authenticate,
      config: { ungated: true, permission: 'signed-in' },
    },
    async (request) => getClinic(deps, requireScope(request)),
  );

  app.put(
    '/api/clinic',
    {
      schema: { body: ClinicUpdateSchema, response: { 200: ClinicSchema } },
      onRequest: authenticate,
      config: { feature: 'settings', permission: 'settings' },
    },
    async (request) => updateClinic(deps, requireScope(request), request.body, requestMeta(request)),
  );

  app.put(
    '/api/clinic/logo',
    {
      schema: { body: LogoUpdateSchema, response: { 200: ClinicSchema } },
      onRequest: authenticate,
      config: { feature: 'settings', permission: 'settings' },
    },
    async (request) => setClinicLogo(deps, requireScope(request), request.body.logoUrl, requestMeta(request)),
  );
}
