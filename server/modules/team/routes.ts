import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  InvitationAcceptResponseSchema,
  InvitationAcceptSchema,
  InvitationCreateSchema,
  InvitationSchema,
  TEAM_MESSAGES as M,
  MemberUpdateSchema,
  TeamSchema,
} from '../../../core/team/team-schemas.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { acceptInvitation } from './accept-service.ts';
import { createInvitation, resendInvitation, revokeInvitation } from './invitation-service.ts';
import { updateMember } from './member-service.ts';
import { loadTeam } from './team-queries.ts';

const InvitationParams = z.object({ id: z.uuid({ error: M.invitationNotFound }) });
const MemberParams = z.object({ userId: z.uuid({ error: M.memberNotFound }) });

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

  app.get(
    '/api/team',
    { schema: { response: { 200: TeamSchema } }, onRequest: authenticate, config },
    async (request) => loadTeam(deps.db, requireScope(request), deps.clock.now()),
  );

  app.post(
    '/api/team/invitations',
    { schema: { body: InvitationCreateSchema, response: { 201: InvitationSchema } }, onRequest: authenticate, config },
    async (request, reply) => {
      const invitation = await createInvitation(
        deps,
        requireScope(request),
        request.body,
        requestMeta(request),
        logMailError(request),
      );
      return reply.status(201).send(invitation);
    },
  );

  app.post(
    '/api/team/invitations/:id/resend',
    { schema: { params: InvitationParams, response: { 200: InvitationSchema } }, onRequest: authenticate, config },
    async (request) =>
      resendInvitation(deps, requireScope(request), request.params.id, requestMeta(request), logMailError(request)),
  );

  app.delete(
    '/api/team/invitations/:id',
    { schema: { params: InvitationParams }, onRequest: authenticate, config },
    async (request, reply) => {
      await revokeInvitation(deps, requireScope(request), request.params.id, requestMeta(request));
      return reply.status(204).send();
    },
  );

  app.patch(
    '/api/team/members/:userId',
    {
      schema: { params: MemberParams, body: MemberUpdateSchema, response: { 200: TeamSchema } },
      onRequest: authenticate,
      config,
    },
    async (request) => {
      const scope = requireScope(request);
      await updateMember(deps, scope, request.params.userId, request.body, requestMeta(request));
      return loadTeam(deps.db, scope, deps.clock.now());
    },
  );

  // The link's token is the authority here: no session yet, no subscription check.
  app.post(
    '/api/team/invitations/accept',
    {
      schema: { body: InvitationAcceptSchema, response: { 200: InvitationAcceptResponseSchema } },
      onRequest: opts.ipRateLimit,
      config: { ungated: true, permission: 'public' },
    },
    async (request) => acceptInvitation(deps, request.body, requestMeta(request)),
  );
}
