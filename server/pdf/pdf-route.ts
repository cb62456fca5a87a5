import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteDeclaration } from '../../core/api/define-route.ts';
import type { RequestScope } from '../app-deps.ts';
import { declaredRoute } from '../lib/route-schema.ts';
import { type PreHandler, requireScope } from '../plugins/authenticate.ts';
import { sendPdf } from './pdf-reply.ts';

type Rendered = { pdf: Buffer; fileName: string };

/**
 * GET <record>/:id/pdf, registered with its record's routes: the record's PDF in the caller's
 * clinic (another clinic's id is not found, as for its JSON), then `after` when printing that
 * record is audited. The route's config (feature, permission) is its record's.
 */
export function registerPdfById(
  server: FastifyInstance,
  route: RouteDeclaration,
  options: { authenticate: PreHandler; config: FastifyContextConfig },
  render: (scope: RequestScope, id: string) => Promise<Rendered>,
  after?: (scope: RequestScope, id: string, request: FastifyRequest) => Promise<void>,
): void {
  server.withTypeProvider<ZodTypeProvider>().route({
    ...declaredRoute(route),
    onRequest: options.authenticate,
    config: options.config,
    handler: async (request, reply) => {
      const scope = requireScope(request);
      const { id } = request.params as { id: string };
      const { pdf, fileName } = await render(scope, id);
      await after?.(scope, id, request);
      return sendPdf(reply, pdf, fileName);
    },
  });
}
