import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formfApi } from '../../../core/api/formf-api.ts';
import { buildFormsCsv } from '../../../core/formf/formf-export.ts';
import { users } from '../../../db/schema/users.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { recordMemberAction } from '../audit/record-audit.ts';
import { getFiling } from '../pcpndt-records/filing-service.ts';
import { inspectionPackStream } from '../pcpndt-records/inspection-pack.ts';
import { evidenceContent, exportClinic, findMonthForms } from '../pcpndt-records/month-records.ts';
import { findRegisterRows } from './formf-queries.ts';

/**
 * Exports for filing and inspection (Rule 9(8), s.29(2)): the month's forms as CSV and the
 * one-click inspection pack. Reads: they stay available after the subscription lapses. The
 * month's records are gathered by pcpndt-records; the routes are the Form F aggregate's.
 */
export function registerMonthExportRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;
  const config = { feature: 'pcpndt' as const, permission: 'front-desk' as const };

  app.route({
    ...declaredRoute(formfApi.formsCsv),
    onRequest: authenticate,
    config,
    handler: async (request, reply) => {
      const scope = requireScope(request);
      const { month } = request.query;
      const [clinic, forms] = await Promise.all([exportClinic(deps.db, scope), findMonthForms(deps.db, scope, month)]);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="form-f-${month}.csv"`)
        .send(buildFormsCsv(forms, clinic));
    },
  });

  app.route({
    ...declaredRoute(formfApi.inspectionPack),
    onRequest: authenticate,
    config,
    handler: async (request, reply) => {
      const scope = requireScope(request);
      const { month } = request.query;
      const now = deps.clock.now();
      const [clinic, forms, registerRows, filing, [user]] = await Promise.all([
        exportClinic(deps.db, scope),
        findMonthForms(deps.db, scope, month),
        findRegisterRows(deps.db, scope, month),
        getFiling(deps.db, scope, month),
        deps.db
          .select({ firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(and(eq(users.clinicId, scope.clinicId), eq(users.id, scope.userId))),
      ]);
      // Who took the clinic's records out, and which month: the pack holds every patient's data.
      await recordMemberAction(
        deps.db,
        scope,
        {
          action: 'pcpndt.pack.download',
          entityType: 'pcpndt_register',
          entityId: month,
          details: { forms: forms.length },
        },
        requestMeta(request),
        now,
      );
      const stream = inspectionPackStream({
        month,
        clinic,
        registerRows,
        forms,
        filing,
        generatedAt: now,
        generatedBy: user ? `${user.firstName} ${user.lastName}` : 'Unknown user',
        readEvidence: (id) => evidenceContent(deps.db, scope, id),
      });
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="inspection-pack-${month}.zip"`)
        .send(stream);
    },
  });
}
