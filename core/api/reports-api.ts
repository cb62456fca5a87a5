import { z } from 'zod';
import {
  DeliveryCreateSchema,
  DeliveryLogSchema,
  DeliveryParamsSchema,
  DeliverySchema,
} from '../deliveries/delivery-schemas.ts';
import { REPORT_MESSAGES } from '../messages.ts';
import {
  MarkPregnantResultSchema,
  MarkPregnantSchema,
  ReportDraftSchema,
  ReportListQuerySchema,
  ReportPageSchema,
  ReportSaveSchema,
  ReportSchema,
  ReportVersionSchema,
} from '../reports/report-schemas.ts';
import { ReportVerificationResponseSchema } from '../verification/verification-schemas.ts';
import { del, get, patch, post, put } from './define-route.ts';

const IdParams = z.object({ id: z.uuid({ error: REPORT_MESSAGES.notFound }) });

/**
 * Every /api/reports route (issue 31): the records, their lifecycle (core/reports/report-lifecycle.ts),
 * their PDF, verification code and deliveries. The server registers them all under
 * server/modules/reports/.
 */
export const reportsApi = {
  list: get('/api/reports', { query: ReportListQuerySchema, responses: { 200: ReportPageSchema } }),
  get: get('/api/reports/:id', { params: IdParams, responses: { 200: ReportSchema } }),
  versions: get('/api/reports/:id/versions', { params: IdParams, responses: { 200: z.array(ReportVersionSchema) } }),
  /** Creates a report: finalized (signed by its creator) unless the body says 'draft'. */
  create: post('/api/reports', { body: ReportSaveSchema, responses: { 201: ReportSchema } }),
  /** Auto-save: the first call creates the draft, later calls (with its id) overwrite it. */
  saveDraft: post('/api/reports/draft', { body: ReportDraftSchema, responses: { 200: ReportSchema } }),
  /** The dialog's save (spec §7): a draft stays one unless finalized; a finalized report is amended. */
  update: put('/api/reports/:id', { params: IdParams, body: ReportSaveSchema, responses: { 200: ReportSchema } }),
  /** The wizard's save: the same as PUT. */
  patch: patch('/api/reports/:id', { params: IdParams, body: ReportSaveSchema, responses: { 200: ReportSchema } }),
  /** A draft saved with this content and signed by the caller's doctor; its status in the body is ignored. */
  finalize: post('/api/reports/:id/finalize', {
    params: IdParams,
    body: ReportSaveSchema,
    responses: { 200: ReportSchema },
  }),
  /** A finalized report's new content: a new version, amended, signed anew by the caller's doctor. */
  amend: post('/api/reports/:id/amend', { params: IdParams, body: ReportSaveSchema, responses: { 200: ReportSchema } }),
  /**
   * Marks the report's patient pregnant and opens the report's Form F (the answer to a save's
   * 'mark-pregnant' hint, issue 29 §3). Idempotent. Her husband's / father's name goes in the body
   * when her record lacks it (400 naming spouseName without it).
   */
  markPregnant: post('/api/reports/:id/mark-pregnant', {
    params: IdParams,
    body: MarkPregnantSchema.nullish(),
    responses: { 200: MarkPregnantResultSchema },
  }),
  /** The report as a PDF file (no JSON answer: the web links to urlOf(reportsApi.pdf)). */
  pdf: get('/api/reports/:id/pdf', { params: IdParams }),
  verification: get('/api/reports/:id/verification', {
    params: IdParams,
    responses: { 200: ReportVerificationResponseSchema },
  }),
  sendDelivery: post('/api/reports/:id/deliveries', {
    params: IdParams,
    body: DeliveryCreateSchema,
    responses: { 201: DeliverySchema },
  }),
  deliveries: get('/api/reports/:id/deliveries', { params: IdParams, responses: { 200: DeliveryLogSchema } }),
  revokeDeliveryLink: del('/api/reports/:id/deliveries/:deliveryId/link', {
    params: DeliveryParamsSchema,
    responses: { 200: DeliverySchema },
  }),
};
