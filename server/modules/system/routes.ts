import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SystemJobsSchema } from '../../../core/system/system-jobs.ts';
import type { AppDeps } from '../../app-deps.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { loadSystemJobs } from './system-queries.ts';

/** GET /api/system/jobs: recent background job runs and failures (Settings → System, administrators). */
export function registerSystemRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;
  app.get(
    '/api/system/jobs',
    {
      schema: { response: { 200: SystemJobsSchema } },
      onRequest: authenticate,
      config: { feature: 'settings' as const, permission: 'system' as const },
    },
    async (request) => loadSystemJobs(deps, requireScope(request)),
  );
}
