import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PrintSettingsSchema } from '../../../core/print/print-settings.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { getPrintSettings, savePrintSettings } from './print-settings-service.ts';

/** Plain paper or letterhead (issue 19 §4): every member's prints read it, admins change it. */
export function registerPrintSettingsRoutes(
  server: FastifyInstance,
  opts: { deps: AppDeps; authenticate: PreHandler },
) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;

  app.get(
    '/api/clinic/print-settings',
    {
      schema: { response: { 200: PrintSettingsSchema } },
      onRequest: authenticate,
      // Like the clinic record it completes: every print page of every member reads it.
      config: { ungated: true, permission: 'signed-in' },
    },
    async (request) => getPrintSettings(deps.db, requireScope(request)),
  );

  app.put(
    '/api/clinic/print-settings',
    {
      schema: { body: PrintSettingsSchema, response: { 200: PrintSettingsSchema } },
      onRequest: authenticate,
      config: { feature: 'settings', permission: 'settings' },
    },
    async (request) => savePrintSettings(deps, requireScope(request), request.body, requestMeta(request)),
  );
}
