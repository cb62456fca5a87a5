import { z } from 'zod';
import { PAYMENT_MESSAGES } from '../messages.ts';
import {
  PaymentCreateSchema,
  PaymentListQuerySchema,
  PaymentPageSchema,
  PaymentSchema,
  PaymentSummarySchema,
} from '../payments/payment-schemas.ts';
import { get, post } from './define-route.ts';

export const paymentsApi = {
  list: get('/api/payments', { query: PaymentListQuerySchema, responses: { 200: PaymentPageSchema } }),
  summary: get('/api/payments/summary', { responses: { 200: PaymentSummarySchema } }),
  get: get('/api/payments/:id', {
    params: z.object({ id: z.uuid({ error: PAYMENT_MESSAGES.notFound }) }),
    responses: { 200: PaymentSchema },
  }),
  record: post('/api/payments', { body: PaymentCreateSchema, responses: { 201: PaymentSchema } }),
  /** The receipt as a PDF file (no JSON answer; the web links to urlOf). */
  pdf: get('/api/payments/:id/pdf', { params: z.object({ id: z.uuid({ error: PAYMENT_MESSAGES.notFound }) }) }),
};
