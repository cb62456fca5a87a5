import { z } from 'zod';
import {
  DELIVERY_MESSAGES,
  MessageSettingsSchema,
  SharedCodeResponseSchema,
  SharedReportSchema,
  SharedTokenParamsSchema,
  SharedUnlockResponseSchema,
  SharedUnlockSchema,
} from '../deliveries/delivery-schemas.ts';
import { get, post, put } from './define-route.ts';

/**
 * The public side of a sent report (the link's token is the key; issue 19 §3) and the clinic's
 * message settings. Sending a report and its delivery log are the report's (reportsApi).
 */
export const deliveriesApi = {
  sharedReport: get('/api/shared-reports/:token', {
    params: SharedTokenParamsSchema,
    responses: { 200: SharedReportSchema },
  }),
  sendSharedCode: post('/api/shared-reports/:token/code', {
    params: SharedTokenParamsSchema,
    responses: { 200: SharedCodeResponseSchema },
  }),
  unlockShared: post('/api/shared-reports/:token/unlock', {
    params: SharedTokenParamsSchema,
    body: SharedUnlockSchema,
    responses: { 200: SharedUnlockResponseSchema },
  }),
  /** The PDF (no JSON answer); the unlock's downloadUrl points here with its one-time download key. */
  sharedPdf: get('/api/shared-reports/:token/pdf', {
    params: SharedTokenParamsSchema,
    query: z.object({ download: z.string().regex(/^[A-Za-z0-9_-]{43}$/, DELIVERY_MESSAGES.downloadExpired) }),
  }),
  messageSettings: get('/api/clinic/message-settings', { responses: { 200: MessageSettingsSchema } }),
  saveMessageSettings: put('/api/clinic/message-settings', {
    body: MessageSettingsSchema,
    responses: { 200: MessageSettingsSchema },
  }),
};
