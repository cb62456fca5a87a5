import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assistApi } from '../../../core/api/assist-api.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import {
  getAssistantSettings,
  getAssistantStatus,
  saveAssistantSettings,
  testAssistantConnection,
} from './assistant-settings-service.ts';
import { askAboutReport } from './report-assist-service.ts';

/**
 * The clinic's optional language model (issue 35 item 4, decision 026). Administrators configure
 * and test it; whoever may finalize reports asks it about one (a suggestion for their impression).
 * Gated with reports: a clinic whose reports are closed has nothing to ask about.
 */
export function registerAssistRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;
  const settings = { feature: 'reports' as const, permission: 'settings' as const };

  app.route({
    ...declaredRoute(assistApi.settings),
    onRequest: authenticate,
    config: settings,
    handler: async (request) => getAssistantSettings(deps, requireScope(request)),
  });

  app.route({
    ...declaredRoute(assistApi.updateSettings),
    onRequest: authenticate,
    config: settings,
    handler: async (request) => saveAssistantSettings(deps, requireScope(request), request.body, requestMeta(request)),
  });

  app.route({
    ...declaredRoute(assistApi.testConnection),
    onRequest: authenticate,
    config: settings,
    handler: async (request) => testAssistantConnection(deps, requireScope(request), requestMeta(request)),
  });

  app.route({
    ...declaredRoute(assistApi.status),
    onRequest: authenticate,
    config: { feature: 'reports', permission: 'reports.finalize' },
    handler: async (request) => getAssistantStatus(deps, requireScope(request)),
  });

  app.route({
    ...declaredRoute(assistApi.ask),
    onRequest: authenticate,
    config: { feature: 'reports', permission: 'reports.finalize' },
    handler: async (request) => askAboutReport(deps, requireScope(request), request.params.id, requestMeta(request)),
  });
}
