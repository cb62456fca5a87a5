import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { systemApi } from '../../../core/api/system-api.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { describeBackups, startBackupNow } from './backup-service.ts';

interface BackupRouteOptions {
  deps: AppDeps;
  authenticate: PreHandler;
}

// A backup holds every clinic of the deployment: its operators' alone, whatever a clinic's plan or
// role (README: Configuration, OPERATOR_EMAILS). Ungated, so an operator's own trial lapsing
// does not stop backups.
const config = { ungated: true, permission: 'operator' } as const;

export function registerBackupRoutes(server: FastifyInstance, { deps, authenticate }: BackupRouteOptions) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...declaredRoute(systemApi.backups),
    onRequest: authenticate,
    config,
    handler: async () => describeBackups(deps),
  });

  app.route({
    ...declaredRoute(systemApi.startBackup),
    onRequest: authenticate,
    config,
    handler: async (request, reply) => {
      await startBackupNow(deps, requireScope(request), requestMeta(request));
      return reply.code(202).send({ started: true });
    },
  });
}
