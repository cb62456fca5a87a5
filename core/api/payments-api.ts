import { z } from 'zod';
import { PAYMENT_MESSAGES } from '../messages.ts';
import {
  PaymentCreateSchema,
  PaymentListQuerySchema,
  PaymentPageSchema,
  PaymentSchema,
  PaymentSummarySchema,
} from '../payments/payment-schemas.ts';
import { defineRoute } from './define-route.ts';

export const paymentsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/payments',
    query: PaymentListQuerySchema,
    responses: { 200: PaymentPageSchema },
  }),
  summary: defineRoute({ method: 'GET', path: '/api/payments/summary', responses: { 200: PaymentSummarySchema } }),
  get: defineRoute({
    method: 'GET',
    path: '/api/payments/:id',
    params: z.object({ id: z.uuid({ error: PAYMENT_MESSAGES.notFound }) }),
    responses: { 200: PaymentSchema },
  }),
  record: defineRoute({
    method: 'POST',
    path: '/api/payments',
    body: PaymentCreateSchema,
    responses: { 201: PaymentSchema },
  }),
};
