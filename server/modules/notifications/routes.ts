import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notificationsApi } from '../../../core/api/notifications-api.ts';
import { buildNotifications } from '../../../core/notifications/notifications.ts';
import type { AppDeps } from '../../app-deps.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { loadNotificationFacts } from './notification-queries.ts';

/** GET /api/notifications: the header bell's list. Open like the dashboard it sits over. */
export function registerNotificationRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;
  app.route({
    ...declaredRoute(notificationsApi.list),
    onRequest: authenticate,
    config: { feature: 'dashboard' as const, permission: 'signed-in' as const },
    handler: async (request) => {
      const facts = await loadNotificationFacts(deps, requireScope(request));
      return { notifications: buildNotifications(facts, deps.clock.now()) };
    },
  });
}
