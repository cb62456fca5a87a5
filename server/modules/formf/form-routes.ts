import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formfApi } from '../../../core/api/formf-api.ts';
import type { AppDeps } from '../../app-deps.ts';
import { answerOnce } from '../../lib/idempotency.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { registerPdfById } from '../../pdf/pdf-route.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { renderFormGPdf } from './form-g-pdf.ts';
import { renderFormFPdf } from './formf-pdf.ts';
import { presentFormF } from './formf-presenter.ts';
import { findFormFPage } from './formf-queries.ts';
import {
  getFormF,
  listFormFAmendments,
  listFormFEdits,
  recordFormFPrint,
  submitFormF,
  updateFormF,
} from './formf-service.ts';
import { signFormF } from './formf-signing.ts';

/** One Form F: the list, reading, editing, printing and submitting. Never a DELETE (Rule 9). */
export function registerFormRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;
  const config = { feature: 'pcpndt' as const, permission: 'front-desk' as const };

  app.route({
    ...declaredRoute(formfApi.list),
    onRequest: authenticate,
    config,
    handler: async (request) => {
      const page = request.query.page ?? 1;
      const limit = request.query.limit ?? 50;
      const filter = { patientId: request.query.patientId, reportId: request.query.reportId };
      const { rows, total, stats } = await findFormFPage(deps.db, requireScope(request), filter, page, limit);
      return { forms: rows.map(presentFormF), total, page, totalPages: Math.max(1, Math.ceil(total / limit)), stats };
    },
  });

  app.route({
    ...declaredRoute(formfApi.get),
    onRequest: authenticate,
    config,
    handler: async (request) => getFormF(deps, requireScope(request), request.params.id),
  });

  app.route({
    ...declaredRoute(formfApi.amendments),
    onRequest: authenticate,
    config,
    handler: async (request) => listFormFAmendments(deps, requireScope(request), request.params.id),
  });

  app.route({
    ...declaredRoute(formfApi.edits),
    onRequest: authenticate,
    config,
    handler: async (request) => listFormFEdits(deps, requireScope(request), request.params.id),
  });

  app.route({
    ...declaredRoute(formfApi.update),
    onRequest: authenticate,
    config,
    handler: async (request) =>
      updateFormF(
        deps,
        requireScope(request),
        request.params.id,
        request.body,
        requestMeta(request),
        request.sessionUser!,
      ),
  });

  // The declaration's doctor and date are the signer's and the server's (issue 29 §2).
  app.route({
    ...declaredRoute(formfApi.sign),
    onRequest: authenticate,
    config: { ...config, permission: 'formf.sign' },
    handler: async (request, reply) =>
      answerOnce(deps, request, reply, 200, (claim) =>
        signFormF(
          deps,
          requireScope(request),
          request.params.id,
          request.body,
          requestMeta(request),
          request.sessionUser!,
          claim,
        ),
      ),
  });

  app.route({
    ...declaredRoute(formfApi.printed),
    onRequest: authenticate,
    config: { ...config, access: 'read' },
    handler: async (request, reply) => {
      await recordFormFPrint(deps, requireScope(request), request.params.id, requestMeta(request));
      return reply.code(204).send();
    },
  });

  app.route({
    ...declaredRoute(formfApi.submit),
    onRequest: authenticate,
    config: { ...config, permission: 'formf.submit' },
    handler: async (request, reply) =>
      answerOnce(deps, request, reply, 200, (claim) =>
        submitFormF(deps, requireScope(request), request.params.id, requestMeta(request), claim),
      ),
  });

  // Form F is only printed and exported, never sent (issue 19 §6). A PDF is a print of the
  // record, so it is audited as one (Rule 9(7)), with the version that went on paper.
  registerPdfById(
    app,
    formfApi.pdf,
    { authenticate, config: { feature: 'pcpndt', permission: 'front-desk' } },
    (scope, id) => renderFormFPdf(deps, scope, id),
    (scope, id, request) => recordFormFPrint(deps, scope, id, requestMeta(request)),
  );

  // Form G prints beside its Form F, audited the same way as a print of the record.
  registerPdfById(
    app,
    formfApi.formGPdf,
    { authenticate, config: { feature: 'pcpndt', permission: 'front-desk' } },
    (scope, id) => renderFormGPdf(deps, scope, id),
    (scope, id, request) => recordFormFPrint(deps, scope, id, requestMeta(request)),
  );
}
