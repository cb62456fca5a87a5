import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formfApi } from '../../../core/api/formf-api.ts';
import { EVIDENCE_MAX_BYTES } from '../../../core/formf/referral-evidence.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import {
  attachEvidence,
  listEvidence,
  readEvidence,
  removeEvidence,
  tooLarge,
} from '../pcpndt-records/evidence-service.ts';
import { readCappedBody } from '../uploads/read-capped-body.ts';

/**
 * Referral evidence of a Form F (item 7). Patient data: unlike logos, never public; every read
 * goes through the session and the clinic's own form, and the web app fetches the bytes with
 * its bearer token. The files are kept by pcpndt-records (its own table), the routes live here
 * with the form they belong to.
 */
export function registerEvidenceRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;
  const config = { feature: 'pcpndt' as const, permission: 'front-desk' as const };

  app.route({
    ...declaredRoute(formfApi.attachments),
    onRequest: authenticate,
    config,
    handler: async (request) => listEvidence(deps.db, requireScope(request), request.params.id),
  });

  app.route({
    ...declaredRoute(formfApi.attachment),
    onRequest: authenticate,
    config,
    handler: async (request, reply) => {
      const row = await readEvidence(deps.db, requireScope(request), request.params.id, request.params.attachmentId);
      return (
        reply
          .type(row.contentType)
          // Downloaded, never opened in the portal's origin by following the link (issue 28: a PDF
          // viewer in the tab would run in our origin's context); the web app fetches the bytes
          // itself for its previews. Under the name it was listed with, already safe ASCII.
          .header('content-disposition', `attachment; filename="${row.fileName}"`)
          .header('x-content-type-options', 'nosniff')
          .send(row.content)
      );
    },
  });

  app.route({
    ...declaredRoute(formfApi.removeAttachment),
    onRequest: authenticate,
    config,
    handler: async (request, reply) => {
      const { id, attachmentId } = request.params;
      await removeEvidence(deps, requireScope(request), id, attachmentId, requestMeta(request));
      return reply.code(204).send();
    },
  });

  // The raw file body needs its own parser, so the upload lives in its own encapsulated context:
  // every other route keeps JSON only and the 1 MB body limit.
  app.register(async (child) => {
    child.removeAllContentTypeParsers();
    child.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    child.withTypeProvider<ZodTypeProvider>().route({
      ...declaredRoute(formfApi.attach),
      onRequest: authenticate,
      config,
      handler: async (request, reply) => {
        const length = request.headers['content-length'];
        if (length && Number(length) > EVIDENCE_MAX_BYTES) throw tooLarge();
        const bytes = await readCappedBody((request.body as Readable | undefined) ?? request.raw, EVIDENCE_MAX_BYTES);
        if (bytes === 'too-large') throw tooLarge();
        const evidence = await attachEvidence(
          deps,
          requireScope(request),
          request.params.id,
          { kind: request.query.kind, fileName: request.query.fileName, bytes },
          requestMeta(request),
        );
        return reply.code(201).send(evidence);
      },
    });
  });
}
