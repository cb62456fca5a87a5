import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { verificationApi } from '../../../core/api/verification-api.ts';
import { VERIFY_MESSAGES } from '../../../core/verification/verification-schemas.ts';
import type { AppDeps } from '../../app-deps.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { createIpRateLimit } from '../../plugins/rate-limit.ts';
import { lookupVerification } from './verification-service.ts';

/** Lookups per client address per minute: enough for a pharmacist's counter, too few to scan. */
export const VERIFY_LOOKUPS_PER_MINUTE = 20;

async function noIndex(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-store');
}

/** The public lookup; a report's own code (GET /api/reports/:id/verification) is with the reports. */
export function registerVerificationRoutes(server: FastifyInstance, opts: { deps: AppDeps }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = opts;
  const lookupLimit = createIpRateLimit(VERIFY_LOOKUPS_PER_MINUTE, 60_000, VERIFY_MESSAGES.tooManyLookups, deps.clock);

  // Public: whoever holds the paper (a patient, a pharmacist, another hospital) can check it.
  app.route({
    ...declaredRoute(verificationApi.lookup),
    // Set first, so the 404 and 429 answers carry it too.
    onRequest: [noIndex, lookupLimit],
    config: { ungated: true, permission: 'public' },
    handler: async (request) => lookupVerification(deps, request.params.code),
  });
}
