import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reportsApi } from '../../../core/api/reports-api.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { sendPdf } from '../../pdf/pdf-reply.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { recordMemberAction } from '../audit/record-audit.ts';
import { ensureReportVerification } from '../verification/verification-service.ts';
import { renderReportPdf } from './report-pdf.ts';

/** What a report's print carries: its PDF file (issue 19 §1) and the verification code of its QR mark. */
export function registerReportFileRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;
  const config = { feature: 'reports' as const, permission: 'front-desk' as const };

  // A PDF is a print of the record, so it is audited as one.
  app.route({
    ...declaredRoute(reportsApi.pdf),
    onRequest: authenticate,
    config,
    handler: async (request, reply) => {
      const scope = requireScope(request);
      const { id } = request.params;
      const { pdf, fileName } = await renderReportPdf(deps, scope, id);
      await recordMemberAction(
        deps.db,
        scope,
        { action: 'report.pdf', entityType: 'report', entityId: id },
        requestMeta(request),
        deps.clock.now(),
      );
      return sendPdf(reply, pdf, fileName);
    },
  });

  app.route({
    ...declaredRoute(reportsApi.verification),
    onRequest: authenticate,
    config,
    handler: async (request) => ({
      verification: await ensureReportVerification(deps, requireScope(request), request.params.id),
    }),
  });
}
