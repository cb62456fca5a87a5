import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reportsApi } from '../../../core/api/reports-api.ts';
import { permissionFor, storedStatusForFilter } from '../../../core/reports/report-lifecycle.ts';
import type { AppDeps } from '../../app-deps.ts';
import { answerOnce } from '../../lib/idempotency.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { createReport } from './report-create.ts';
import { registerReportDeliveryRoutes } from './report-delivery-routes.ts';
import { registerReportFileRoutes } from './report-file-routes.ts';
import { markPregnantForReport } from './report-mark-pregnant.ts';
import { presentReportSummary } from './report-presenter.ts';
import { findReportPage } from './report-queries.ts';
import { getReport, listReportVersions, saveDraft, updateReport } from './report-service.ts';

/**
 * The reports aggregate's routes (core/api/reports-api.ts). Saves that may finalize or amend
 * declare 'front-desk' because a draft is theirs too; the lifecycle refuses the signing steps to
 * roles that may not sign (403). The explicit finalize and amend routes declare what they need.
 */
export function registerReportRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;
  const config = { feature: 'reports' as const, permission: 'front-desk' as const };

  app.route({
    ...declaredRoute(reportsApi.list),
    onRequest: authenticate,
    config,
    handler: async (request) => {
      const q = request.query;
      const page = q.page ?? 1;
      const limit = q.limit ?? 20;
      const filter = {
        search: q.search || undefined,
        status: q.status && q.status !== 'all' ? storedStatusForFilter(q.status) : undefined,
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
  });

  app.route({
    ...declaredRoute(reportsApi.get),
    onRequest: authenticate,
    config,
    handler: async (request) => getReport(deps, requireScope(request), request.params.id),
  });

  app.route({
    ...declaredRoute(reportsApi.versions),
    onRequest: authenticate,
    config,
    handler: async (request) => listReportVersions(deps, requireScope(request), request.params.id),
  });

  app.route({
    ...declaredRoute(reportsApi.create),
    onRequest: authenticate,
    config,
    handler: async (request, reply) =>
      answerOnce(deps, request, reply, 201, (claim) =>
        createReport(
          deps,
          requireScope(request),
          request.body,
          { status: request.body.status },
          requestMeta(request),
          request.sessionUser!,
          claim,
        ),
      ),
  });

  app.route({
    ...declaredRoute(reportsApi.saveDraft),
    onRequest: authenticate,
    config,
    handler: async (request) =>
      saveDraft(deps, requireScope(request), request.body, requestMeta(request), request.sessionUser!),
  });

  // PUT (report dialog) and PATCH (wizard) take the same payload (spec §7); both keep a version.
  for (const route of [reportsApi.update, reportsApi.patch]) {
    app.route({
      ...declaredRoute(route),
      onRequest: authenticate,
      config,
      handler: async (request) =>
        updateReport(
          deps,
          requireScope(request),
          request.params.id,
          request.body,
          { status: request.body.status },
          requestMeta(request),
          request.sessionUser!,
        ),
    });
  }

  // The lifecycle's signing steps, each declaring the permission it needs (issue 31).
  for (const [route, action] of [
    [reportsApi.finalize, 'finalize'],
    [reportsApi.amend, 'amend'],
  ] as const) {
    app.route({
      ...declaredRoute(route),
      onRequest: authenticate,
      config: { feature: 'reports', permission: permissionFor(action) },
      // A signature retried after a lost answer replays the first answer, not 409 "already final".
      handler: async (request, reply) =>
        answerOnce(deps, request, reply, 200, (claim) =>
          updateReport(
            deps,
            requireScope(request),
            request.params.id,
            request.body,
            { action },
            requestMeta(request),
            request.sessionUser!,
            claim,
          ),
        ),
    });
  }

  // Marking a patient pregnant is the front desk's, as when she is registered (issue 29 §3).
  app.route({
    ...declaredRoute(reportsApi.markPregnant),
    onRequest: authenticate,
    config,
    handler: async (request) =>
      markPregnantForReport(deps, requireScope(request), request.params.id, request.body ?? {}, requestMeta(request)),
  });

  registerReportFileRoutes(app, { deps, authenticate });
  registerReportDeliveryRoutes(app, { deps, authenticate });
}
