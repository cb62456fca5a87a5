import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { studyImagesApi } from '../../../core/api/study-images-api.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { getKeyImages, saveKeyImages } from './key-image-service.ts';
import { listStudyImages, readRendition } from './study-image-service.ts';

/** A patient's image: never kept by the browser or a proxy (the browser keeps it as a blob while shown). */
const sendJpeg = (reply: FastifyReply, bytes: Buffer) =>
  reply.type('image/jpeg').header('cache-control', 'no-store').send(bytes);

/**
 * Images from the scanner (issue 32 §5). Every member of the clinic who fills reports sees them,
 * through the session only: the public verification page and patients' links have no route here.
 */
export function registerStudyImageRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;
  const config = { feature: 'reports' as const, permission: 'front-desk' as const };

  app.route({
    ...declaredRoute(studyImagesApi.list),
    onRequest: authenticate,
    config,
    handler: async (request) => listStudyImages(deps, requireScope(request), request.params.id),
  });
  app.route({
    ...declaredRoute(studyImagesApi.thumbnail),
    onRequest: authenticate,
    config,
    handler: async (request, reply) =>
      sendJpeg(reply, await readRendition(deps, requireScope(request), request.params.id, 'thumbnail')),
  });
  app.route({
    ...declaredRoute(studyImagesApi.print),
    onRequest: authenticate,
    config,
    handler: async (request, reply) =>
      sendJpeg(reply, await readRendition(deps, requireScope(request), request.params.id, 'print')),
  });
  app.route({
    ...declaredRoute(studyImagesApi.keyImages),
    onRequest: authenticate,
    config,
    handler: async (request) => getKeyImages(deps, requireScope(request), request.params.id),
  });
  // Drafts are the front desk's; the confirmation in the body is checked as a doctor's in the service.
  app.route({
    ...declaredRoute(studyImagesApi.saveKeyImages),
    onRequest: authenticate,
    config,
    handler: async (request) =>
      saveKeyImages(
        deps,
        requireScope(request),
        request.sessionUser!,
        request.params.id,
        request.body,
        requestMeta(request),
      ),
  });
}
