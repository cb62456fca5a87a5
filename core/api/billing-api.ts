import { z } from 'zod';
import {
  BillingTransactionSchema,
  CancelOrderResponseSchema,
  CancelOrderSchema,
  CreateOrderSchema,
  InvoiceSchema,
  OrderResponseSchema,
  SimulatedPayResponseSchema,
  SimulatedPaySchema,
  VerifyPaymentSchema,
} from '../billing/billing-schemas.ts';
import { ActiveSubscriptionSchema } from '../subscriptions/subscription-schemas.ts';
import { get, post } from './define-route.ts';

/** Paying for the subscription: orders, payments and the organisation's invoices. */
export const billingApi = {
  createOrder: post('/api/subscription/create-order', {
    body: CreateOrderSchema,
    responses: { 200: OrderResponseSchema },
  }),
  verifyPayment: post('/api/subscription/verify-payment', {
    body: VerifyPaymentSchema,
    responses: { 200: ActiveSubscriptionSchema },
  }),
  cancelOrder: post('/api/subscription/cancel-order', {
    body: CancelOrderSchema,
    responses: { 200: CancelOrderResponseSchema },
  }),
  simulatedPay: post('/api/subscription/simulated-checkout/pay', {
    body: SimulatedPaySchema,
    responses: { 200: SimulatedPayResponseSchema },
  }),
  transactions: get('/api/billing-transactions', { responses: { 200: z.array(BillingTransactionSchema) } }),
  invoice: get('/api/billing/invoices/:id', {
    params: z.object({ id: z.union([z.literal('latest'), z.uuid()]) }),
    responses: { 200: InvoiceSchema },
  }),
  /** Razorpay's server-to-server notice; the signature is over the raw body, so no schema here. */
  razorpayWebhook: post('/api/webhooks/razorpay'),
  /** Our invoice to the clinic as a PDF file. */
  invoicePdf: get('/api/billing/invoices/:id/pdf', {
    params: z.object({ id: z.union([z.literal('latest'), z.uuid()]) }),
  }),
};
