import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formfApi } from '../../../core/api/formf-api.ts';
import { buildRegisterCsv, registerAllComplete, registerDueDate } from '../../../core/formf/formf-register.ts';
import type { AppDeps } from '../../app-deps.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { sendPdf } from '../../pdf/pdf-reply.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { renderRegisterPdf } from '../pcpndt-records/register-pdf.ts';
import { clinicTimeZoneOf, findRegisterRows } from './formf-queries.ts';

/** The month's register of Form F records (Rule 9(4)): on screen and as CSV. */
export function registerRegisterRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;
  const config = { feature: 'pcpndt' as const, permission: 'front-desk' as const };

  app.route({
    ...declaredRoute(formfApi.register),
    onRequest: authenticate,
    config,
    handler: async (request) => {
      const { month } = request.query;
      const rows = await findRegisterRows(deps.db, requireScope(request), month);
      return { month, dueDate: registerDueDate(month), allComplete: registerAllComplete(rows), rows };
    },
  });

  app.route({
    ...declaredRoute(formfApi.registerCsv),
    onRequest: authenticate,
    config,
    handler: async (request, reply) => {
      const { month } = request.query;
      const scope = requireScope(request);
      const [rows, timeZone] = await Promise.all([
        findRegisterRows(deps.db, scope, month),
        clinicTimeZoneOf(deps.db, scope),
      ]);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="form-f-register-${month}.csv"`)
        .header('cache-control', 'no-store')
        .send(buildRegisterCsv(rows, timeZone));
    },
  });

  // The month's register, beside its JSON and CSV (/api/pcpndt-forms/register, register.csv).
  app.route({
    ...declaredRoute(formfApi.registerPdf),
    onRequest: authenticate,
    config: { feature: 'pcpndt', permission: 'front-desk' },
    handler: async (request, reply) => {
      const { pdf, fileName } = await renderRegisterPdf(deps, requireScope(request), request.query.month);
      return sendPdf(reply, pdf, fileName);
    },
  });
}
