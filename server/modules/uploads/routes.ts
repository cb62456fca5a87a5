import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clinicApi } from '../../../core/api/clinic-api.ts';
import { HTTP_MESSAGES } from '../../../core/messages.ts';
import { LOGO_IMAGE_TYPES } from '../../../core/uploads/image-sniff.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { LOCAL_LOGO_FILE, readLocalLogo } from '../../storage/local-logo-storage.ts';
import { createLogoUploadGrant, receiveLogoUpload } from './logo-upload-service.ts';

const CONTENT_TYPES: Record<string, string> = Object.fromEntries(
  Object.values(LOGO_IMAGE_TYPES).map((t) => [t.extension, t.contentType]),
);

export function registerUploadRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;

  // Same gating as editing the clinic: a logo is part of the settings feature.
  app.route({
    ...declaredRoute(clinicApi.logoUploadGrant),
    onRequest: authenticate,
    config: { feature: 'settings', permission: 'settings' },
    handler: async (request) => createLogoUploadGrant(deps, requireScope(request)),
  });

  if (deps.logoStorage.kind !== 'local') return;

  // The raw image body needs its own parser, so this route lives in its own encapsulated context:
  // every other route keeps JSON only and the 1 MB body limit.
  app.register(async (child) => {
    child.removeAllContentTypeParsers();
    child.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    child.withTypeProvider<ZodTypeProvider>().route({
      ...declaredRoute(clinicApi.uploadLogo),
      // No session: the browser sends no Authorization header here; the signed URL is the authority.
      config: { ungated: true, permission: 'public' },
      handler: async (request) => {
        const length = request.headers['content-length'];
        return receiveLogoUpload(
          deps,
          {
            grantId: request.params.grantId,
            expires: request.query.expires,
            signature: request.query.signature,
            contentLength: length ? Number(length) : undefined,
            body: (request.body as Readable | undefined) ?? request.raw,
          },
          requestMeta(request),
        );
      },
    });
  });

  // Public, because <img> cannot send the bearer token; 128-bit random keys make names unguessable.
  app.get(
    '/uploads/logos/:file',
    {
      schema: { params: z.object({ file: z.string().regex(LOCAL_LOGO_FILE) }) },
      config: { ungated: true, permission: 'public' },
    },
    async (request, reply) => {
      const bytes = await readLocalLogo(deps.config.dataDir, request.params.file);
      if (!bytes) return reply.status(404).send({ message: HTTP_MESSAGES.notFound, reason: 'not_found' });
      const extension = request.params.file.split('.').pop() ?? '';
      return (
        reply
          .type(CONTENT_TYPES[extension] ?? 'application/octet-stream')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          // Shown, never run: inline with a fixed name, so a browser never treats it as a page.
          .header('content-disposition', `inline; filename="logo.${extension}"`)
          .send(bytes)
      );
    },
  );
}
