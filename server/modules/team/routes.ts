import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { teamApi } from '../../../core/api/team-api.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { acceptInvitation } from './accept-service.ts';
import { createInvitation, resendInvitation, revokeInvitation } from './invitation-service.ts';
import { updateMember } from './member-service.ts';
import { loadTeam } from './team-queries.ts';

/** Team members and invitations (issue 15 §3–5); administrators only, except accepting a link. */
export function registerTeamRoutes(
  server: FastifyInstance,
  opts: { deps: AppDeps; authenticate: PreHandler; ipRateLimit: PreHandler },
) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;
  // Team management is part of clinic settings for gating: a lapsed clinic renews first.
  const config = { feature: 'settings' as const, permission: 'team' as const };
  const logMailError = (request: { log: { error: (o: object, m: string) => void } }) => (error: unknown) =>
    request.log.error({ err: error }, 'invitation e-mail failed');

  app.route({
    ...declaredRoute(teamApi.team),
    onRequest: authenticate,
    config,
    handler: async (request) => loadTeam(deps.db, requireScope(request), deps.clock.now()),
  });

  app.route({
    ...declaredRoute(teamApi.invite),
    onRequest: authenticate,
    config,
    handler: async (request, reply) => {
      const invitation = await createInvitation(
        deps,
        requireScope(request),
        request.body,
        requestMeta(request),
        logMailError(request),
      );
      return reply.status(201).send(invitation);
    },
  });

  app.route({
    ...declaredRoute(teamApi.resendInvitation),
    onRequest: authenticate,
    config,
    handler: async (request) =>
      resendInvitation(deps, requireScope(request), request.params.id, requestMeta(request), logMailError(request)),
  });

  app.route({
    ...declaredRoute(teamApi.revokeInvitation),
    onRequest: authenticate,
    config,
    handler: async (request, reply) => {
      await revokeInvitation(deps, requireScope(request), request.params.id, requestMeta(request));
      return reply.status(204).send();
    },
  });

  app.route({
    ...declaredRoute(teamApi.updateMember),
    onRequest: authenticate,
    config,
    handler: async (request) => {
      const scope = requireScope(request);
      await updateMember(deps, scope, request.params.userId, request.body, requestMeta(request));
      return loadTeam(deps.db, scope, deps.clock.now());
    },
  });

  // The link's token is the authority here: no session yet, no subscription check.
  app.route({
    ...declaredRoute(teamApi.acceptInvitation),
    onRequest: opts.ipRateLimit,
    config: { ungated: true, permission: 'public' },
    handler: async (request) => acceptInvitation(deps, request.body, requestMeta(request)),
  });
}
