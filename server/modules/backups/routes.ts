import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BackupListSchema, BackupStartedSchema } from '../../../core/system/backup-schemas.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requestMeta } from '../../lib/request-meta.ts';
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

  app.get(
    '/api/system/backups',
    { schema: { response: { 200: BackupListSchema } }, onRequest: authenticate, config },
    async () => describeBackups(deps),
  );

  app.post(
    '/api/system/backups',
    { schema: { response: { 202: BackupStartedSchema } }, onRequest: authenticate, config },
    async (request, reply) => {
      await startBackupNow(deps, requireScope(request), requestMeta(request));
      return reply.code(202).send({ started: true });
    },
  );
}
