import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { systemApi } from '../../../core/api/system-api.ts';
import type { AppDeps } from '../../app-deps.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { loadSystemJobs } from './system-queries.ts';

/** GET /api/system/jobs: recent background job runs and failures (Settings → System, administrators). */
export function registerSystemRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;
  app.route({
    ...declaredRoute(systemApi.jobs),
    onRequest: authenticate,
    config: { feature: 'settings' as const, permission: 'system' as const },
    handler: async (request) => loadSystemJobs(deps, requireScope(request)),
  });
}
