import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pcpndtFilingsApi } from '../../../core/api/pcpndt-filings-api.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { findPendingFiling, getFiling, recordFiling } from './filing-service.ts';

/** The record that a month's report (Rule 9(8)) was filed with the Appropriate Authority. */
export function registerFilingRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;
  const config = { feature: 'pcpndt' as const, permission: 'front-desk' as const };

  app.route({
    ...declaredRoute(pcpndtFilingsApi.pending),
    onRequest: authenticate,
    config,
    handler: async (request) => findPendingFiling(deps, requireScope(request)),
  });

  app.route({
    ...declaredRoute(pcpndtFilingsApi.get),
    onRequest: authenticate,
    config,
    handler: async (request) => getFiling(deps.db, requireScope(request), request.params.month),
  });

  app.route({
    ...declaredRoute(pcpndtFilingsApi.record),
    onRequest: authenticate,
    // Filing the month's report with the Appropriate Authority is a signing role's act (issue 15).
    config: { ...config, permission: 'formf.submit' as const },
    handler: async (request) =>
      recordFiling(deps, requireScope(request), request.params.month, request.body, requestMeta(request)),
  });
}
