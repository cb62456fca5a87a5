import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { measurementPhotosApi } from '../../../core/api/measurement-photos-api.ts';
import { MEASUREMENT_PHOTO_MAX_BYTES } from '../../../core/ocr/measurement-photo-schemas.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { stopOcr } from '../../ocr/ocr-engine.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { readCappedBody } from '../uploads/read-capped-body.ts';
import { loadMeasurementPhoto, photoTooLarge, readMeasurementPhoto } from './measurement-photo-service.ts';

/**
 * Photos of a scanner's measurement page (issue 35 item 3). Patient data: never public; the web
 * app fetches the bytes with its bearer token. Whoever fills report drafts may read a photo.
 */
export function registerMeasurementPhotoRoutes(
  server: FastifyInstance,
  opts: { deps: AppDeps; authenticate: PreHandler },
) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;
  const config = { feature: 'reports' as const, permission: 'front-desk' as const };
  app.addHook('onClose', () => stopOcr());

  app.route({
    ...declaredRoute(measurementPhotosApi.photo),
    onRequest: authenticate,
    config,
    handler: async (request, reply) => {
      const { id, photoId } = request.params;
      const photo = await loadMeasurementPhoto(deps, requireScope(request), id, photoId);
      return reply
        .type(photo.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `inline; filename="measurement-photo.${photo.contentType === 'image/png' ? 'png' : 'jpg'}"`,
        )
        .send(photo.bytes);
    },
  });

  // The raw image body needs its own parser, so the upload lives in its own encapsulated context:
  // every other route keeps JSON only and the 1 MB body limit.
  app.register(async (child) => {
    child.removeAllContentTypeParsers();
    child.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    child.withTypeProvider<ZodTypeProvider>().route({
      ...declaredRoute(measurementPhotosApi.upload),
      onRequest: authenticate,
      config,
      handler: async (request, reply) => {
        const length = request.headers['content-length'];
        if (length && Number(length) > MEASUREMENT_PHOTO_MAX_BYTES) throw photoTooLarge();
        const bytes = await readCappedBody(
          (request.body as Readable | undefined) ?? request.raw,
          MEASUREMENT_PHOTO_MAX_BYTES,
        );
        if (bytes === 'too-large') throw photoTooLarge();
        const photo = await readMeasurementPhoto(
          deps,
          requireScope(request),
          request.params.id,
          bytes,
          requestMeta(request),
        );
        return reply.code(201).send(photo);
      },
    });
  });
}
