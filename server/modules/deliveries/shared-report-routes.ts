import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deliveriesApi } from '../../../core/api/deliveries-api.ts';
import { DELIVERY_MESSAGES } from '../../../core/deliveries/delivery-schemas.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { declaredRoute } from '../../lib/route-schema.ts';
import { sendPdf } from '../../pdf/pdf-reply.ts';
import { createIpRateLimit } from '../../plugins/rate-limit.ts';
import {
  downloadSharedReport,
  getSharedReport,
  sendSharedReportCode,
  unlockSharedReport,
} from './shared-report-service.ts';

/** Per client address per minute: a family on one phone is fine, guessing years is not. */
export const SHARED_LOOKUPS_PER_MINUTE = 30;
export const SHARED_UNLOCKS_PER_MINUTE = 10;
/** Codes are limited per link too (shared-link-code.ts); this bounds one address across links. */
export const SHARED_CODES_PER_MINUTE = 5;

async function noIndex(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-store');
}

/** The public side of a sent report: no session, the link's token is the key (issue 19 §3). */
export function registerSharedReportRoutes(server: FastifyInstance, opts: { deps: AppDeps }) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const { deps } = opts;
  const lookupLimit = createIpRateLimit(
    SHARED_LOOKUPS_PER_MINUTE,
    60_000,
    DELIVERY_MESSAGES.tooManyAttempts,
    deps.clock,
  );
  const unlockLimit = createIpRateLimit(
    SHARED_UNLOCKS_PER_MINUTE,
    60_000,
    DELIVERY_MESSAGES.tooManyAttempts,
    deps.clock,
  );
  const codeLimit = createIpRateLimit(SHARED_CODES_PER_MINUTE, 60_000, DELIVERY_MESSAGES.tooManyAttempts, deps.clock);
  const config = { ungated: true, permission: 'public' } as const;

  app.route({
    ...declaredRoute(deliveriesApi.sharedReport),
    onRequest: [noIndex, lookupLimit],
    config,
    handler: async (request) => getSharedReport(deps, request.params.token),
  });

  app.route({
    ...declaredRoute(deliveriesApi.sendSharedCode),
    onRequest: [noIndex, codeLimit],
    config,
    handler: async (request) => sendSharedReportCode(deps, request.params.token, requestMeta(request)),
  });

  app.route({
    ...declaredRoute(deliveriesApi.unlockShared),
    onRequest: [noIndex, unlockLimit],
    config,
    handler: async (request) => unlockSharedReport(deps, request.params.token, request.body, requestMeta(request)),
  });

  app.route({
    ...declaredRoute(deliveriesApi.sharedPdf),
    onRequest: [noIndex, lookupLimit],
    config,
    handler: async (request, reply) => {
      const { pdf, fileName } = await downloadSharedReport(
        deps,
        request.params.token,
        request.query.download,
        requestMeta(request),
      );
      return sendPdf(reply, pdf, fileName);
    },
  });
}
