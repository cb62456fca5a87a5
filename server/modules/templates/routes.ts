import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CustomTemplateInputSchema,
  TemplateDetailSchema,
  TemplateIdParamsSchema,
  TemplateSummarySchema,
  TemplateVersionQuerySchema,
} from '../../../core/reports/templates/template-schemas.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requestMeta } from '../../lib/request-meta.ts';
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

  app.get(
    '/api/templates',
    { schema: { response: { 200: z.array(TemplateSummarySchema) } }, onRequest: authenticate, config: read },
    async (request) => listTemplates(deps, requireScope(request)),
  );

  app.get(
    '/api/templates/:id',
    {
      schema: {
        params: TemplateIdParamsSchema,
        querystring: TemplateVersionQuerySchema,
        response: { 200: TemplateDetailSchema },
      },
      onRequest: authenticate,
      config: read,
    },
    async (request) => getTemplate(deps, requireScope(request), request.params.id, request.query.version),
  );

  app.post(
    '/api/templates',
    {
      schema: { body: CustomTemplateInputSchema, response: { 201: TemplateDetailSchema } },
      onRequest: authenticate,
      config: build,
    },
    async (request, reply) =>
      reply.status(201).send(await createTemplate(deps, requireScope(request), request.body, requestMeta(request))),
  );

  app.put(
    '/api/templates/:id',
    {
      schema: {
        params: TemplateIdParamsSchema,
        body: CustomTemplateInputSchema,
        response: { 200: TemplateDetailSchema },
      },
      onRequest: authenticate,
      config: build,
    },
    async (request) =>
      publishTemplateVersion(deps, requireScope(request), request.params.id, request.body, requestMeta(request)),
  );
}
