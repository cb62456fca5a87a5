import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { centresApi } from '../../../core/api/centres-api.ts';
import { type CentreOverview, CENTRE_MESSAGES as M } from '../../../core/centres/centre-schemas.ts';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/http-errors.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { type PreHandler, requireSessionUser as session } from '../../plugins/authenticate.ts';
import { createDashboardStatsCache } from '../dashboard/dashboard-stats-cache.ts';
import { addCentreMember } from './centre-members.ts';
import { loadCentresOverview } from './centre-overview.ts';
import { findOrganisationCentre, listEnterableCentres, listOrganisationPeople } from './centre-queries.ts';
import { createCentre, updateCentre } from './centre-service.ts';
import { switchCentre } from './centre-switch.ts';

/** Centres of the caller's organisation (issue 18): list and switch for everyone, manage for organisation admins. */
export function registerCentreRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;
  // Managing centres is part of settings for gating, like the team: a lapsed organisation renews first.
  const manage = { feature: 'settings' as const, permission: 'organisation' as const };

  // The switcher shows in every subscription state, so a lapsed organisation still reaches its records.
  app.route({
    ...declaredRoute(centresApi.list),
    onRequest: authenticate,
    config: { ungated: true, permission: 'signed-in' },
    handler: async (request) => listEnterableCentres(deps.db, session(request)),
  });

  // The organisation admin's table of centres (issue 18 §4), read like the dashboard and kept as
  // briefly (2 s per organisation); a write through this server in any of its centres clears it.
  const overviewCache = createDashboardStatsCache<CentreOverview[]>();
  server.addHook('onSend', async (request, reply, payload) => {
    const organisationId = request.sessionUser?.organisationId;
    if (organisationId && request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400)
      overviewCache.invalidate(organisationId);
    return payload;
  });
  app.route({
    ...declaredRoute(centresApi.overview),
    onRequest: authenticate,
    config: { feature: 'dashboard' as const, permission: 'organisation' as const },
    handler: async (request) => {
      const user = session(request);
      const now = deps.clock.now();
      return {
        centres: await overviewCache.load(user.organisationId, now, () => loadCentresOverview(deps.db, user, now)),
      };
    },
  });

  app.route({
    ...declaredRoute(centresApi.people),
    onRequest: authenticate,
    config: { feature: 'settings' as const, permission: 'organisation' as const },
    handler: async (request) => listOrganisationPeople(deps.db, session(request).organisationId),
  });

  app.route({
    ...declaredRoute(centresApi.create),
    onRequest: authenticate,
    config: manage,
    handler: async (request, reply) =>
      reply.status(201).send(await createCentre(deps, session(request), request.body, requestMeta(request))),
  });

  app.route({
    ...declaredRoute(centresApi.get),
    onRequest: authenticate,
    config: { feature: 'settings' as const, permission: 'organisation' as const },
    handler: async (request) => {
      const centre = await findOrganisationCentre(deps.db, session(request).organisationId, request.params.id);
      if (!centre) throw notFound(M.notFound);
      return centre;
    },
  });

  app.route({
    ...declaredRoute(centresApi.update),
    onRequest: authenticate,
    config: manage,
    handler: async (request) =>
      updateCentre(deps, session(request), request.params.id, request.body, requestMeta(request)),
  });

  app.route({
    ...declaredRoute(centresApi.addMember),
    onRequest: authenticate,
    config: manage,
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await addCentreMember(deps, session(request), request.params.id, request.body, requestMeta(request))),
  });

  app.route({
    ...declaredRoute(centresApi.switchCentre),
    onRequest: authenticate,
    config: { ungated: true, permission: 'signed-in' },
    handler: async (request) => switchCentre(deps, session(request), request.body.centreId, requestMeta(request)),
  });
}
