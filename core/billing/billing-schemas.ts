import { z } from 'zod';
import { text } from '../validation/text-rules.ts';

export const CreateOrderSchema = z.object({
  planId: text({ error: 'Please choose a plan' }).min(1, 'Please choose a plan').max(40),
});

/** What the browser needs to open the checkout; the key id comes from the server's config. */
export const OrderResponseSchema = z.object({
  orderId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  planId: z.string(),
  planName: z.string(),
  keyId: z.string(),
  mode: z.enum(['razorpay', 'simulated']),
});
export type OrderResponse = z.infer<typeof OrderResponseSchema>;

export const VerifyPaymentSchema = z.object({
  orderId: text().min(1).max(100),
  paymentId: text().min(1).max(100),
  signature: text().min(1).max(200),
  planId: text().min(1).max(40),
});
export type VerifyPayment = z.infer<typeof VerifyPaymentSchema>;

/** The checkout closed without paying (Razorpay's dismiss, the simulated checkout's Cancel). */
export const CancelOrderSchema = z.object({ orderId: z.string().min(1).max(100) });
export const CancelOrderResponseSchema = z.object({ orderId: z.string(), status: z.string() });

/** The simulated checkout's Pay button: the server signs, exactly as Razorpay would. */
export const SimulatedPaySchema = z.object({ orderId: text().min(1).max(100) });
export const SimulatedPayResponseSchema = z.object({
  orderId: z.string(),
  paymentId: z.string(),
  signature: z.string(),
});

export const BillingTransactionSchema = z.object({
  id: z.string(),
  transactionId: z.string(),
  type: z.string(),
  description: z.string().nullable(),
  planId: z.string().nullable(),
  /** Decimal rupees as text ("600.00"), never a float. */
  amount: z.string(),
  currency: z.string(),
  status: z.string(),
  invoiceNumber: z.string().nullable(),
  paymentDate: z.string().nullable(),
  billingPeriodStart: z.string().nullable(),
  billingPeriodEnd: z.string().nullable(),
  createdAt: z.string(),
});
export type BillingTransaction = z.infer<typeof BillingTransactionSchema>;

export const UsageSchema = z.object({
  patientsThisMonth: z.number(),
  reportsThisMonth: z.number(),
  users: z.number(),
  storageMb: z.number(),
  limits: z.object({
    patientsPerMonth: z.number().nullable(),
    reportsPerMonth: z.number().nullable(),
    users: z.number().nullable(),
    storageMb: z.number(),
  }),
});
export type Usage = z.infer<typeof UsageSchema>;

export const InvoiceSchema = z.object({
  invoiceNumber: z.string(),
  issuedAt: z.string(),
  seller: z.object({
    name: z.string(),
    address: z.string(),
    state: z.string(),
    gstin: z.string().nullable(),
    sac: z.string(),
    email: z.string(),
  }),
  buyer: z.object({ name: z.string(), address: z.string().nullable(), email: z.string().nullable() }),
  description: z.string(),
  planName: z.string(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  totalPaise: z.number().int(),
  gst: z
    .object({
      taxablePaise: z.number().int(),
      cgstPaise: z.number().int(),
      sgstPaise: z.number().int(),
      igstPaise: z.number().int(),
      interState: z.boolean(),
    })
    .nullable(),
  paymentId: z.string().nullable(),
  transactionId: z.string(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;
