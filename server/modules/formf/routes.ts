import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FORM_F_MESSAGES as M } from '../../../core/formf/formf-messages.ts';
import { buildRegisterCsv, registerDueDate } from '../../../core/formf/formf-register.ts';
import {
  FormFAmendmentSchema,
  FormFEditSchema,
  FormFListQuerySchema,
  FormFPageSchema,
  FormFSchema,
  FormFUpdateSchema,
  MonthQuerySchema,
  RegisterSchema,
} from '../../../core/formf/formf-schemas.ts';
import type { AppDeps } from '../../app-deps.ts';
import { answerOnce } from '../../lib/idempotency.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { presentFormF } from './formf-presenter.ts';
import { clinicTimeZoneOf, findFormFPage, findRegisterRows } from './formf-queries.ts';
import {
  getFormF,
  listFormFAmendments,
  listFormFEdits,
  recordFormFPrint,
  submitFormF,
  updateFormF,
} from './formf-service.ts';

const IdParams = z.object({ id: z.uuid({ error: M.notFound }) });

/** Form F records (PC-PNDT Rule 9). There is deliberately no DELETE: records are never removed. */
export function registerFormFRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;
  const config = { feature: 'pcpndt' as const, permission: 'front-desk' as const };

  app.get(
    '/api/pcpndt-forms',
    {
      schema: { querystring: FormFListQuerySchema, response: { 200: FormFPageSchema } },
      onRequest: authenticate,
      config,
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const limit = request.query.limit ?? 50;
      const filter = { patientId: request.query.patientId, reportId: request.query.reportId };
      const { rows, total, stats } = await findFormFPage(deps.db, requireScope(request), filter, page, limit);
      return { forms: rows.map(presentFormF), total, page, totalPages: Math.max(1, Math.ceil(total / limit)), stats };
    },
  );

  app.get(
    '/api/pcpndt-forms/register',
    { schema: { querystring: MonthQuerySchema, response: { 200: RegisterSchema } }, onRequest: authenticate, config },
    async (request) => {
      const { month } = request.query;
      const rows = await findRegisterRows(deps.db, requireScope(request), month);
      return { month, dueDate: registerDueDate(month), allComplete: rows.every((r) => r.isCompliant), rows };
    },
  );

  app.get(
    '/api/pcpndt-forms/register.csv',
    { schema: { querystring: MonthQuerySchema }, onRequest: authenticate, config },
    async (request, reply) => {
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
  );

  app.get(
    '/api/pcpndt-forms/:id',
    { schema: { params: IdParams, response: { 200: FormFSchema } }, onRequest: authenticate, config },
    async (request) => getFormF(deps, requireScope(request), request.params.id),
  );

  app.get(
    '/api/pcpndt-forms/:id/amendments',
    { schema: { params: IdParams, response: { 200: z.array(FormFAmendmentSchema) } }, onRequest: authenticate, config },
    async (request) => listFormFAmendments(deps, requireScope(request), request.params.id),
  );

  app.get(
    '/api/pcpndt-forms/:id/edits',
    { schema: { params: IdParams, response: { 200: z.array(FormFEditSchema) } }, onRequest: authenticate, config },
    async (request) => listFormFEdits(deps, requireScope(request), request.params.id),
  );

  app.put(
    '/api/pcpndt-forms/:id',
    {
      schema: { params: IdParams, body: FormFUpdateSchema, response: { 200: FormFSchema } },
      onRequest: authenticate,
      config,
    },
    async (request) =>
      updateFormF(
        deps,
        requireScope(request),
        request.params.id,
        request.body,
        requestMeta(request),
        request.sessionUser!,
      ),
  );

  app.post(
    '/api/pcpndt-forms/:id/printed',
    { schema: { params: IdParams }, onRequest: authenticate, config: { ...config, access: 'read' } },
    async (request, reply) => {
      await recordFormFPrint(deps, requireScope(request), request.params.id, requestMeta(request));
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/pcpndt-forms/:id/submit',
    {
      schema: { params: IdParams, response: { 200: FormFSchema } },
      onRequest: authenticate,
      config: { ...config, permission: 'formf.submit' },
    },
    async (request, reply) =>
      answerOnce(deps, request, reply, 200, (claim) =>
        submitFormF(deps, requireScope(request), request.params.id, requestMeta(request), claim),
      ),
  );
}
