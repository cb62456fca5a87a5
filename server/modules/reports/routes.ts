import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REPORT_MESSAGES } from '../../../core/messages.ts';
import {
  ReportDraftSchema,
  ReportListQuerySchema,
  ReportPageSchema,
  ReportSaveSchema,
  ReportSchema,
  ReportVersionSchema,
} from '../../../core/reports/report-schemas.ts';
import type { AppDeps } from '../../app-deps.ts';
import { answerOnce } from '../../lib/idempotency.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { createReport } from './report-create.ts';
import { presentReportSummary } from './report-presenter.ts';
import { findReportPage } from './report-queries.ts';
import { getReport, listReportVersions, saveDraft, updateReport } from './report-service.ts';

const IdParams = z.object({ id: z.uuid({ error: REPORT_MESSAGES.notFound }) });

export function registerReportRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;
  const config = { feature: 'reports' as const, permission: 'front-desk' as const };

  app.get(
    '/api/reports',
    {
      schema: { querystring: ReportListQuerySchema, response: { 200: ReportPageSchema } },
      onRequest: authenticate,
      config,
    },
    async (request) => {
      const q = request.query;
      const page = q.page ?? 1;
      const limit = q.limit ?? 20;
      const filter = {
        search: q.search || undefined,
        status: q.status && q.status !== 'all' ? q.status : undefined,
        reportType: q.reportType && q.reportType !== 'all' ? q.reportType : undefined,
        patientId: q.patientId,
      };
      const { rows, total } = await findReportPage(deps.db, requireScope(request), filter, page, limit);
      return {
        reports: rows.map(presentReportSummary),
        total,
        totalPages: Math.max(1, Math.ceil(total / limit)),
        page,
      };
    },
  );

  app.get(
    '/api/reports/:id',
    { schema: { params: IdParams, response: { 200: ReportSchema } }, onRequest: authenticate, config },
    async (request) => getReport(deps, requireScope(request), request.params.id),
  );

  app.get(
    '/api/reports/:id/versions',
    { schema: { params: IdParams, response: { 200: z.array(ReportVersionSchema) } }, onRequest: authenticate, config },
    async (request) => listReportVersions(deps, requireScope(request), request.params.id),
  );

  app.post(
    '/api/reports',
    { schema: { body: ReportSaveSchema, response: { 201: ReportSchema } }, onRequest: authenticate, config },
    async (request, reply) => {
      const status = request.body.status === 'draft' ? 'draft' : 'finalized';
      return answerOnce(deps, request, reply, 201, (claim) =>
        createReport(
          deps,
          requireScope(request),
          request.body,
          status,
          requestMeta(request),
          request.sessionUser!,
          claim,
        ),
      );
    },
  );

  app.post(
    '/api/reports/draft',
    { schema: { body: ReportDraftSchema, response: { 200: ReportSchema } }, onRequest: authenticate, config },
    async (request) => saveDraft(deps, requireScope(request), request.body, requestMeta(request), request.sessionUser!),
  );

  // PUT (report dialog) and PATCH (wizard) take the same payload (spec §7); both keep a version.
  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/api/reports/:id',
      schema: { params: IdParams, body: ReportSaveSchema, response: { 200: ReportSchema } },
      onRequest: authenticate,
      config,
      handler: async (request) => {
        const status = request.body.status ?? 'keep';
        return updateReport(
          deps,
          requireScope(request),
          request.params.id,
          request.body,
          status,
          requestMeta(request),
          request.sessionUser!,
        );
      },
    });
  }
}
