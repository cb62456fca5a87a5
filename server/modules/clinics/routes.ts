import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clinicApi } from '../../../core/api/clinic-api.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { getClinic, setClinicLogo, updateClinic } from './clinic-service.ts';

export function registerClinicRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;

  // The shell shows the clinic name in every state, so reading it is never gated.
  app.route({
    ...declaredRoute(clinicApi.get),
    onRequest: authenticate,
    config: { ungated: true, permission: 'signed-in' },
    handler: async (request) => getClinic(deps, requireScope(request)),
  });

  app.route({
    ...declaredRoute(clinicApi.update),
    onRequest: authenticate,
    config: { feature: 'settings', permission: 'settings' },
    handler: async (request) => updateClinic(deps, requireScope(request), request.body, requestMeta(request)),
  });

  app.route({
    ...declaredRoute(clinicApi.setLogo),
    onRequest: authenticate,
    config: { feature: 'settings', permission: 'settings' },
    handler: async (request) => setClinicLogo(deps, requireScope(request), request.body.logoUrl, requestMeta(request)),
  });
}
