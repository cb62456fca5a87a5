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
import { defineRoute } from './define-route.ts';

/** Paying for the subscription: orders, payments and the organisation's invoices. */
export const billingApi = {
  createOrder: defineRoute({
    method: 'POST',
    path: '/api/subscription/create-order',
    body: CreateOrderSchema,
    responses: { 200: OrderResponseSchema },
  }),
  verifyPayment: defineRoute({
    method: 'POST',
    path: '/api/subscription/verify-payment',
    body: VerifyPaymentSchema,
    responses: { 200: ActiveSubscriptionSchema },
  }),
  cancelOrder: defineRoute({
    method: 'POST',
    path: '/api/subscription/cancel-order',
    body: CancelOrderSchema,
    responses: { 200: CancelOrderResponseSchema },
  }),
  simulatedPay: defineRoute({
    method: 'POST',
    path: '/api/subscription/simulated-checkout/pay',
    body: SimulatedPaySchema,
    responses: { 200: SimulatedPayResponseSchema },
  }),
  transactions: defineRoute({
    method: 'GET',
    path: '/api/billing-transactions',
    responses: { 200: z.array(BillingTransactionSchema) },
  }),
  invoice: defineRoute({
    method: 'GET',
    path: '/api/billing/invoices/:id',
    params: z.object({ id: z.union([z.literal('latest'), z.uuid()]) }),
    responses: { 200: InvoiceSchema },
  }),
  /** Razorpay's server-to-server notice; the signature is over the raw body, so no schema here. */
  razorpayWebhook: defineRoute({ method: 'POST', path: '/api/webhooks/razorpay' }),
};
