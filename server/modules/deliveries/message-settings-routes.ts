import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deliveriesApi } from '../../../core/api/deliveries-api.ts';
import type { MessageSettings } from '../../../core/deliveries/delivery-schemas.ts';
import type { Database } from '../../../db/client.ts';
import { clinicMessageSettings } from '../../../db/schema/report-deliveries.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { recordMemberAction } from '../audit/record-audit.ts';

async function getMessageSettings(db: Database, scope: RequestScope): Promise<MessageSettings> {
  const [row] = await db
    .select({ appointmentReminders: clinicMessageSettings.appointmentReminders })
    .from(clinicMessageSettings)
    .where(eq(clinicMessageSettings.clinicId, scope.clinicId));
  return { appointmentReminders: row?.appointmentReminders ?? false };
}

/** Messages to patients (issue 19 §5): appointment reminders are off until an admin turns them on. */
export function registerMessageSettingsRoutes(
  server: FastifyInstance,
  opts: { deps: AppDeps; authenticate: PreHandler },
) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;

  app.route({
    ...declaredRoute(deliveriesApi.messageSettings),
    onRequest: authenticate,
    config: { feature: 'settings', permission: 'settings' },
    handler: async (request) => getMessageSettings(deps.db, requireScope(request)),
  });

  app.route({
    ...declaredRoute(deliveriesApi.saveMessageSettings),
    onRequest: authenticate,
    config: { feature: 'settings', permission: 'settings' },
    handler: async (request) => {
      const scope = requireScope(request);
      const now = deps.clock.now();
      const values = {
        appointmentReminders: request.body.appointmentReminders,
        updatedBy: scope.userId,
        updatedAt: now,
      };
      await deps.db.transaction(async (tx) => {
        await tx
          .insert(clinicMessageSettings)
          .values({ clinicId: scope.clinicId, ...values })
          .onConflictDoUpdate({ target: clinicMessageSettings.clinicId, set: values });
        await recordMemberAction(
          tx,
          scope,
          {
            action: 'clinic.message_settings.update',
            details: { appointmentReminders: request.body.appointmentReminders },
          },
          requestMeta(request),
          now,
        );
      });
      return getMessageSettings(deps.db, scope);
    },
  });
}
