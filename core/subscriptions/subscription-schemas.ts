import { z } from 'zod';
import { UsageSchema } from '../billing/billing-schemas.ts';

export const PlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Rupees per month; 0 is the free trial. */
  price: z.number(),
  currency: z.string(),
  billingCycle: z.string(),
  features: z.array(z.string()),
  maxUsers: z.number().nullable(),
  maxPatients: z.number().nullable(),
  maxReports: z.number().nullable(),
  storageLimit: z.number(),
  mostPopular: z.boolean(),
});
export type Plan = z.infer<typeof PlanSchema>;

export const ActiveSubscriptionSchema = z.object({
  id: z.string(),
  status: z.string(),
  planId: z.string(),
  planName: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  trialEndDate: z.string().nullable(),
  usage: UsageSchema,
});
export type ActiveSubscription = z.infer<typeof ActiveSubscriptionSchema>;
