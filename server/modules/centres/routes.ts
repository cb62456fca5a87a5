import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CentreCreateSchema,
  CentreMemberAddSchema,
  CentreMemberSchema,
  type CentreOverview,
  CentreSchema,
  CentreSummarySchema,
  CentresOverviewSchema,
  CentreUpdateSchema,
  CENTRE_MESSAGES as M,
  OrganisationPersonSchema,
  SwitchCentreResponseSchema,
  SwitchCentreSchema,
} from '../../../core/centres/centre-schemas.ts';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/http-errors.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { type PreHandler, requireSessionUser as session } from '../../plugins/authenticate.ts';
import { createDashboardStatsCache } from '../dashboard/dashboard-stats-cache.ts';
import { addCentreMember } from './centre-members.ts';
import { loadCentresOverview } from './centre-overview.ts';
import { findOrganisationCentre, listEnterableCentres, listOrganisationPeople } from './centre-queries.ts';
import { createCentre, updateCentre } from './centre-service.ts';
import { switchCentre } from './centre-switch.ts';

const CentreParams = z.object({ id: z.uuid({ error: M.notFound }) });

/** Centres of the caller's organisation (issue 18): list and switch for everyone, manage for organisation admins. */
export function registerCentreRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;
  // Managing centres is part of settings for gating, like the team: a lapsed organisation renews first.
  const manage = { feature: 'settings' as const, permission: 'organisation' as const };

  // The switcher shows in every subscription state, so a lapsed organisation still reaches its records.
  app.get(
    '/api/centres',
    {
      schema: { response: { 200: z.array(CentreSummarySchema) } },
      onRequest: authenticate,
      config: { ungated: true, permission: 'signed-in' },
    },
    async (request) => listEnterableCentres(deps.db, session(request)),
  );

  // The organisation admin's table of centres (issue 18 §4), read like the dashboard and kept as
  // briefly (2 s per organisation); a write through this server in any of its centres clears it.
  const overviewCache = createDashboardStatsCache<CentreOverview[]>();
  server.addHook('onSend', async (request, reply, payload) => {
    const organisationId = request.sessionUser?.organisationId;
    if (organisationId && request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400)
      overviewCache.invalidate(organisationId);
    return payload;
  });
  app.get(
    '/api/centres/overview',
    {
      schema: { response: { 200: CentresOverviewSchema } },
      onRequest: authenticate,
      config: { feature: 'dashboard' as const, permission: 'organisation' as const },
    },
    async (request) => {
      const user = session(request);
      const now = deps.clock.now();
      return {
        centres: await overviewCache.load(user.organisationId, now, () => loadCentresOverview(deps.db, user, now)),
      };
    },
  );

  app.get(
    '/api/centres/people',
    {
      schema: { response: { 200: z.array(OrganisationPersonSchema) } },
      onRequest: authenticate,
      config: { feature: 'settings' as const, permission: 'organisation' as const },
    },
    async (request) => listOrganisationPeople(deps.db, session(request).organisationId),
  );

  app.post(
    '/api/centres',
    { schema: { body: CentreCreateSchema, response: { 201: CentreSchema } }, onRequest: authenticate, config: manage },
    async (request, reply) =>
      reply.status(201).send(await createCentre(deps, session(request), request.body, requestMeta(request))),
  );

  app.get(
    '/api/centres/:id',
    {
      schema: { params: CentreParams, response: { 200: CentreSchema } },
      onRequest: authenticate,
      config: { feature: 'settings' as const, permission: 'organisation' as const },
    },
    async (request) => {
      const centre = await findOrganisationCentre(deps.db, session(request).organisationId, request.params.id);
      if (!centre) throw notFound(M.notFound);
      return centre;
    },
  );

  app.put(
    '/api/centres/:id',
    {
      schema: { params: CentreParams, body: CentreUpdateSchema, response: { 200: CentreSchema } },
      onRequest: authenticate,
      config: manage,
    },
    async (request) => updateCentre(deps, session(request), request.params.id, request.body, requestMeta(request)),
  );

  app.post(
    '/api/centres/:id/members',
    {
      schema: { params: CentreParams, body: CentreMemberAddSchema, response: { 201: CentreMemberSchema } },
      onRequest: authenticate,
      config: manage,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addCentreMember(deps, session(request), request.params.id, request.body, requestMeta(request))),
  );

  app.post(
    '/api/auth/switch-centre',
    {
      schema: { body: SwitchCentreSchema, response: { 200: SwitchCentreResponseSchema } },
      onRequest: authenticate,
      config: { ungated: true, permission: 'signed-in' },
    },
    async (request) => switchCentre(deps, session(request), request.body.centreId, requestMeta(request)),
  );
}
