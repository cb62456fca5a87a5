import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clinicApi } from '../../../core/api/clinic-api.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { getPrintSettings, savePrintSettings } from './print-settings-service.ts';

/** Plain paper or letterhead (issue 19 §4): every member's prints read it, admins change it. */
export function registerPrintSettingsRoutes(
  server: FastifyInstance,
  opts: { deps: AppDeps; authenticate: PreHandler },
) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;

  app.route({
    ...declaredRoute(clinicApi.printSettings),
    onRequest: authenticate,
    // Like the clinic record it completes: every print page of every member reads it.
    config: { ungated: true, permission: 'signed-in' },
    handler: async (request) => getPrintSettings(deps.db, requireScope(request)),
  });

  app.route({
    ...declaredRoute(clinicApi.updatePrintSettings),
    onRequest: authenticate,
    config: { feature: 'settings', permission: 'settings' },
    handler: async (request) => savePrintSettings(deps, requireScope(request), request.body, requestMeta(request)),
  });
}
