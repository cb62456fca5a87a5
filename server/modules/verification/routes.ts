import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REPORT_MESSAGES } from '../../../core/messages.ts';
import {
  PublicVerificationSchema,
  ReportVerificationResponseSchema,
  VERIFY_MESSAGES,
  VerifyCodeParamsSchema,
} from '../../../core/verification/verification-schemas.ts';
import type { AppDeps } from '../../app-deps.ts';
import { type PreHandler, requireScope } from '../../plugins/authenticate.ts';
import { createIpRateLimit } from '../../plugins/rate-limit.ts';
import { ensureReportVerification, lookupVerification } from './verification-service.ts';

const IdParams = z.object({ id: z.uuid({ error: REPORT_MESSAGES.notFound }) });

/** Lookups per client address per minute: enough for a pharmacist's counter, too few to scan. */
export const VERIFY_LOOKUPS_PER_MINUTE = 20;

async function noIndex(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-store');
}

export function registerVerificationRoutes(server: FastifyInstance, opts: { deps: AppDeps; authenticate: PreHandler }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps, authenticate } = opts;
  const lookupLimit = createIpRateLimit(VERIFY_LOOKUPS_PER_MINUTE, 60_000, VERIFY_MESSAGES.tooManyLookups, deps.clock);

  app.get(
    '/api/reports/:id/verification',
    {
      schema: { params: IdParams, response: { 200: ReportVerificationResponseSchema } },
      onRequest: authenticate,
      config: { feature: 'reports', permission: 'front-desk' },
    },
    async (request) => ({
      verification: await ensureReportVerification(deps, requireScope(request), request.params.id),
    }),
  );

  // Public: whoever holds the paper (a patient, a pharmacist, another hospital) can check it.
  app.get(
    '/api/verify/:code',
    {
      schema: { params: VerifyCodeParamsSchema, response: { 200: PublicVerificationSchema } },
      // Set first, so the 404 and 429 answers carry it too.
      onRequest: [noIndex, lookupLimit],
      config: { ungated: true, permission: 'public' },
    },
    async (request) => lookupVerification(deps, request.params.code),
  );
}
