import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportsApi } from '../../../core/api/exports-api.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { getClinicExport, listClinicExports, openExportDownload, requestClinicExport } from './export-service.ts';
import { exportPatient } from './patient-export.ts';

interface ExportRouteOptions {
  deps: AppDeps;
  authenticate: PreHandler;
}

// Taking the data out only reads it: allowed after the subscription lapses too, like the
// records the clinic must keep (gating 'read'), and for administrators only.
const config = { feature: 'settings', permission: 'data-export', access: 'read' } as const;

export function registerDataExportRoutes(server: FastifyInstance, { deps, authenticate }: ExportRouteOptions) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...declaredRoute(exportsApi.request),
    onRequest: authenticate,
    config,
    handler: async (request, reply) =>
      reply.code(202).send(await requestClinicExport(deps, requireScope(request), requestMeta(request))),
  });

  app.route({
    ...declaredRoute(exportsApi.list),
    onRequest: authenticate,
    config,
    handler: async (request) => ({ exports: await listClinicExports(deps, requireScope(request)) }),
  });

  app.route({
    ...declaredRoute(exportsApi.get),
    onRequest: authenticate,
    config,
    handler: async (request) => getClinicExport(deps, requireScope(request), request.params.id),
  });

  app.route({
    ...declaredRoute(exportsApi.download),
    onRequest: authenticate,
    config,
    handler: async (request, reply) => {
      const file = await openExportDownload(deps, requireScope(request), request.params.id, requestMeta(request));
      return reply
        .type('application/zip')
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  });

  app.route({
    ...declaredRoute(exportsApi.patient),
    onRequest: authenticate,
    config: { feature: 'patients', permission: 'data-export', access: 'read' },
    handler: async (request, reply) => {
      const file = await exportPatient(deps, requireScope(request), request.params.id, requestMeta(request));
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  });
}
