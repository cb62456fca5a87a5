import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MonthParamsSchema,
  PendingFilingSchema,
  RegisterFilingInputSchema,
  RegisterFilingStateSchema,
} from '../../../core/formf/register-filing.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { findPendingFiling, getFiling, recordFiling } from './filing-service.ts';

/** The record that a month's report (Rule 9(8)) was filed with the Appropriate Authority. */
export function registerFilingRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;
  const config = { feature: 'pcpndt' as const, permission: 'front-desk' as const };

  app.get(
    '/api/pcpndt-filings/pending',
    { schema: { response: { 200: PendingFilingSchema } }, onRequest: authenticate, config },
    async (request) => findPendingFiling(deps, requireScope(request)),
  );

  app.get(
    '/api/pcpndt-filings/:month',
    {
      schema: { params: MonthParamsSchema, response: { 200: RegisterFilingStateSchema } },
      onRequest: authenticate,
      config,
    },
    async (request) => getFiling(deps.db, requireScope(request), request.params.month),
  );

  app.put(
    '/api/pcpndt-filings/:month',
    {
      schema: {
        params: MonthParamsSchema,
        body: RegisterFilingInputSchema,
        response: { 200: RegisterFilingStateSchema },
      },
      onRequest: authenticate,
      // Filing the month's report with the Appropriate Authority is a signing role's act (issue 15).
      config: { ...config, permission: 'formf.submit' as const },
    },
    async (request) =>
      recordFiling(deps, requireScope(request), request.params.month, request.body, requestMeta(request)),
  );
}
