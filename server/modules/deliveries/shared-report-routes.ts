import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DELIVERY_MESSAGES,
  SharedCodeResponseSchema,
  SharedReportSchema,
  SharedTokenParamsSchema,
  SharedUnlockResponseSchema,
  SharedUnlockSchema,
} from '../../../core/deliveries/delivery-schemas.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requestMeta } from '../../lib/request-meta.ts';
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

const DownloadQuery = z.object({
  download: z.string().regex(/^[A-Za-z0-9_-]{43}$/, DELIVERY_MESSAGES.downloadExpired),
});

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

  app.get(
    '/api/shared-reports/:token',
    {
      schema: { params: SharedTokenParamsSchema, response: { 200: SharedReportSchema } },
      onRequest: [noIndex, lookupLimit],
      config,
    },
    async (request) => getSharedReport(deps, request.params.token),
  );

  app.post(
    '/api/shared-reports/:token/code',
    {
      schema: { params: SharedTokenParamsSchema, response: { 200: SharedCodeResponseSchema } },
      onRequest: [noIndex, codeLimit],
      config,
    },
    async (request) => sendSharedReportCode(deps, request.params.token, requestMeta(request)),
  );

  app.post(
    '/api/shared-reports/:token/unlock',
    {
      schema: {
        params: SharedTokenParamsSchema,
        body: SharedUnlockSchema,
        response: { 200: SharedUnlockResponseSchema },
      },
      onRequest: [noIndex, unlockLimit],
      config,
    },
    async (request) => unlockSharedReport(deps, request.params.token, request.body, requestMeta(request)),
  );

  app.get(
    '/api/shared-reports/:token/pdf',
    {
      schema: { params: SharedTokenParamsSchema, querystring: DownloadQuery },
      onRequest: [noIndex, lookupLimit],
      config,
    },
    async (request, reply) => {
      const { pdf, fileName } = await downloadSharedReport(
        deps,
        request.params.token,
        request.query.download,
        requestMeta(request),
      );
      return sendPdf(reply, pdf, fileName);
    },
  );
}
