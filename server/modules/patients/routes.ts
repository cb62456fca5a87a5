import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { patientsApi } from '../../../core/api/patients-api.ts';
import { subtractOneMonth } from '../../../core/subscriptions/periods.ts';
import type { AppDeps } from '../../app-deps.ts';
import { answerOnce } from '../../lib/idempotency.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { presentPatient } from './patient-presenter.ts';
import { countPatientStats, findPatientPage, findRecentPatients } from './patient-queries.ts';
import { getPatient, registerPatient, updatePatient } from './patient-service.ts';

/** The plain (unpaged) list is bounded so it stays cheap for a clinic with 100,000 patients. */
const PLAIN_LIST_LIMIT = 1000;

export function registerPatientRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;
  const config = { feature: 'patients' as const, permission: 'front-desk' as const };

  // Without paging parameters the spec expects a plain array; with them, a page object.
  app.route({
    ...declaredRoute(patientsApi.list),
    onRequest: authenticate,
    config,
    handler: async (request) => {
      const scope = requireScope(request);
      const q = request.query;
      const paged = q.page !== undefined || q.limit !== undefined || q.search || q.gender || q.withoutReports;
      if (!paged)
        return (await findRecentPatients(deps.db, scope, PLAIN_LIST_LIMIT)).map((row) =>
          presentPatient(row, deps.fieldCipher),
        );
      const page = q.page ?? 1;
      const limit = q.limit ?? 20;
      const filter = {
        search: q.search || undefined,
        gender: q.gender && q.gender !== 'all' ? q.gender : undefined,
        withoutReports: q.withoutReports === 'true',
      };
      const { rows, total } = await findPatientPage(deps.db, scope, filter, page, limit);
      return {
        patients: rows.map((row) => presentPatient(row, deps.fieldCipher)),
        total,
        totalPages: Math.max(1, Math.ceil(total / limit)),
        page,
      };
    },
  });

  app.route({
    ...declaredRoute(patientsApi.stats),
    onRequest: authenticate,
    config,
    handler: async (request) => countPatientStats(deps.db, requireScope(request), subtractOneMonth(deps.clock.now())),
  });

  app.route({
    ...declaredRoute(patientsApi.get),
    onRequest: authenticate,
    config,
    handler: async (request) => getPatient(deps, requireScope(request), request.params.id),
  });

  app.route({
    ...declaredRoute(patientsApi.create),
    onRequest: authenticate,
    config,
    handler: async (request, reply) =>
      answerOnce(deps, request, reply, 201, (claim) =>
        registerPatient(deps, requireScope(request), request.body, requestMeta(request), claim),
      ),
  });

  app.route({
    ...declaredRoute(patientsApi.update),
    onRequest: authenticate,
    config,
    handler: async (request) =>
      updatePatient(deps, requireScope(request), request.params.id, request.body, requestMeta(request)),
  });
}
