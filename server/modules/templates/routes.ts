import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { templatesApi } from '../../../core/api/templates-api.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { createTemplate, getTemplate, listTemplates, publishTemplateVersion } from './template-service.ts';

/**
 * Report templates by plan (issue 17). Reading belongs to reports (readable after a lapse, so old
 * reports still print); building one needs the Enterprise plan (402) and an admin or doctor (403).
 */
export function registerTemplateRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;
  const read = { feature: 'reports' as const, permission: 'front-desk' as const };
  const build = { feature: 'reports' as const, permission: 'templates' as const };

  app.route({
    ...declaredRoute(templatesApi.list),
    onRequest: authenticate,
    config: read,
    handler: async (request) => listTemplates(deps, requireScope(request)),
  });

  app.route({
    ...declaredRoute(templatesApi.get),
    onRequest: authenticate,
    config: read,
    handler: async (request) => getTemplate(deps, requireScope(request), request.params.id, request.query.version),
  });

  app.route({
    ...declaredRoute(templatesApi.create),
    onRequest: authenticate,
    config: build,
    handler: async (request, reply) =>
      reply.status(201).send(await createTemplate(deps, requireScope(request), request.body, requestMeta(request))),
  });

  app.route({
    ...declaredRoute(templatesApi.publish),
    onRequest: authenticate,
    config: build,
    handler: async (request) =>
      publishTemplateVersion(deps, requireScope(request), request.params.id, request.body, requestMeta(request)),
  });
}
