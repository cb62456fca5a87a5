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
import { defineRoute } from './define-route.ts';

/**
 * The public side of a sent report (the link's token is the key; issue 19 §3) and the clinic's
 * message settings. Sending a report and its delivery log are the report's (reportsApi).
 */
export const deliveriesApi = {
  sharedReport: defineRoute({
    method: 'GET',
    path: '/api/shared-reports/:token',
    params: SharedTokenParamsSchema,
    responses: { 200: SharedReportSchema },
  }),
  sendSharedCode: defineRoute({
    method: 'POST',
    path: '/api/shared-reports/:token/code',
    params: SharedTokenParamsSchema,
    responses: { 200: SharedCodeResponseSchema },
  }),
  unlockShared: defineRoute({
    method: 'POST',
    path: '/api/shared-reports/:token/unlock',
    params: SharedTokenParamsSchema,
    body: SharedUnlockSchema,
    responses: { 200: SharedUnlockResponseSchema },
  }),
  /** The PDF (no JSON answer); the unlock's downloadUrl points here with its one-time download key. */
  sharedPdf: defineRoute({
    method: 'GET',
    path: '/api/shared-reports/:token/pdf',
    params: SharedTokenParamsSchema,
    query: z.object({ download: z.string().regex(/^[A-Za-z0-9_-]{43}$/, DELIVERY_MESSAGES.downloadExpired) }),
  }),
  messageSettings: defineRoute({
    method: 'GET',
    path: '/api/clinic/message-settings',
    responses: { 200: MessageSettingsSchema },
  }),
  saveMessageSettings: defineRoute({
    method: 'PUT',
    path: '/api/clinic/message-settings',
    body: MessageSettingsSchema,
    responses: { 200: MessageSettingsSchema },
  }),
};
