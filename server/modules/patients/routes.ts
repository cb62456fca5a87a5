import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PATIENT_MESSAGES } from '../../../core/messages.ts';
import {
  PatientCreateSchema,
  PatientListQuerySchema,
  PatientPageSchema,
  PatientSchema,
  PatientStatsSchema,
  PatientUpdateSchema,
} from '../../../core/patients/patient-schemas.ts';
import { subtractOneMonth } from '../../../core/subscriptions/periods.ts';
import type { AppDeps } from '../../app-deps.ts';
import { answerOnce } from '../../lib/idempotency.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { presentPatient } from './patient-presenter.ts';
import { countPatientStats, findPatientPage, findRecentPatients } from './patient-queries.ts';
import { getPatient, registerPatient, updatePatient } from './patient-service.ts';

const IdParams = z.object({ id: z.uuid({ error: PATIENT_MESSAGES.notFound }) });
/** The plain (unpaged) list is bounded so it stays cheap for a clinic with 100,000 patients. */
const PLAIN_LIST_LIMIT = 1000;

export function registerPatientRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;
  const config = { feature: 'patients' as const, permission: 'front-desk' as const };

  // Without paging parameters the spec expects a plain array; with them, a page object.
  app.get(
    '/api/patients',
    {
      schema: {
        querystring: PatientListQuerySchema,
        response: { 200: z.union([PatientPageSchema, z.array(PatientSchema)]) },
      },
      onRequest: authenticate,
      config,
    },
    async (request) => {
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
  );

  app.get(
    '/api/patients/stats',
    { schema: { response: { 200: PatientStatsSchema } }, onRequest: authenticate, config },
    async (request) => countPatientStats(deps.db, requireScope(request), subtractOneMonth(deps.clock.now())),
  );

  app.get(
    '/api/patients/:id',
    { schema: { params: IdParams, response: { 200: PatientSchema } }, onRequest: authenticate, config },
    async (request) => getPatient(deps, requireScope(request), request.params.id),
  );

  app.post(
    '/api/patients',
    { schema: { body: PatientCreateSchema, response: { 201: PatientSchema } }, onRequest: authenticate, config },
    async (request, reply) =>
      answerOnce(deps, request, reply, 201, (claim) =>
        registerPatient(deps, requireScope(request), request.body, requestMeta(request), claim),
      ),
  );

  app.put(
    '/api/patients/:id',
    {
      schema: { params: IdParams, body: PatientUpdateSchema, response: { 200: PatientSchema } },
      onRequest: authenticate,
      config,
    },
    async (request) =>
      updatePatient(deps, requireScope(request), request.params.id, request.body, requestMeta(request)),
  );
}
