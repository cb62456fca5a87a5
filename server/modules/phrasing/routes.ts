import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { phraseSuggestionsApi } from '../../../core/api/phrase-suggestions-api.ts';
import type { AppDeps } from '../../app-deps.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { type PreHandler, requireScope, requireSessionUser } from '../../plugins/authenticate.ts';
import { forgetPhrase, rememberPhrase, suggestOwnPhrases } from './phrase-service.ts';

/**
 * A doctor's own phrasing (issue 35 item 2). The phrases are a signing doctor's, so the routes
 * need the permission to finalize reports: a receptionist or an unlinked admin has none of their own.
 */
export function registerPhrasingRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;
  const config = { feature: 'reports' as const, permission: 'reports.finalize' as const };

  app.route({
    ...declaredRoute(phraseSuggestionsApi.list),
    onRequest: authenticate,
    config,
    handler: async (request) =>
      suggestOwnPhrases(deps, requireScope(request), requireSessionUser(request).doctorId, request.query),
  });

  app.route({
    ...declaredRoute(phraseSuggestionsApi.forget),
    onRequest: authenticate,
    config,
    handler: async (request, reply) => {
      await forgetPhrase(deps, requireScope(request), requireSessionUser(request).doctorId, request.body);
      return reply.status(204).send();
    },
  });

  app.route({
    ...declaredRoute(phraseSuggestionsApi.remember),
    onRequest: authenticate,
    config,
    handler: async (request, reply) => {
      await rememberPhrase(deps, requireScope(request), requireSessionUser(request).doctorId, request.body);
      return reply.status(204).send();
    },
  });
}
