import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ClinicExportCreatedSchema,
  ClinicExportListSchema,
  ClinicExportSchema,
} from '../../../core/exports/export-schemas.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { getClinicExport, listClinicExports, openExportDownload, requestClinicExport } from './export-service.ts';
import { exportPatient } from './patient-export.ts';

interface ExportRouteOptions {
  deps: AppDeps;
  authenticate: PreHandler;
}

const IdParams = z.object({ id: z.uuid({ error: 'Export not found' }) });
const PatientParams = z.object({ id: z.uuid({ error: 'Patient not found' }) });

// Taking the data out only reads it: allowed after the subscription lapses too, like the
// records the clinic must keep (gating 'read'), and for administrators only.
const config = { feature: 'settings', permission: 'data-export', access: 'read' } as const;

export function registerDataExportRoutes(server: FastifyInstance, { deps, authenticate }: ExportRouteOptions) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/exports',
    { schema: { response: { 202: ClinicExportCreatedSchema } }, onRequest: authenticate, config },
    async (request, reply) =>
      reply.code(202).send(await requestClinicExport(deps, requireScope(request), requestMeta(request))),
  );

  app.get(
    '/api/exports',
    { schema: { response: { 200: ClinicExportListSchema } }, onRequest: authenticate, config },
    async (request) => ({ exports: await listClinicExports(deps, requireScope(request)) }),
  );

  app.get(
    '/api/exports/:id',
    { schema: { params: IdParams, response: { 200: ClinicExportSchema } }, onRequest: authenticate, config },
    async (request) => getClinicExport(deps, requireScope(request), request.params.id),
  );

  app.get(
    '/api/exports/:id/download',
    { schema: { params: IdParams }, onRequest: authenticate, config },
    async (request, reply) => {
      const file = await openExportDownload(deps, requireScope(request), request.params.id, requestMeta(request));
      return reply
        .type('application/zip')
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );

  app.get(
    '/api/patients/:id/export',
    {
      schema: { params: PatientParams },
      onRequest: authenticate,
      config: { feature: 'patients', permission: 'data-export', access: 'read' },
    },
    async (request, reply) => {
      const file = await exportPatient(deps, requireScope(request), request.params.id, requestMeta(request));
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );
}
