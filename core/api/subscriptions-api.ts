import { z } from 'zod';
import { ActiveSubscriptionSchema, PlanSchema } from '../subscriptions/subscription-schemas.ts';
import { get, post } from './define-route.ts';

/** The plans and the organisation's subscription (accounts spec §4). */
export const subscriptionsApi = {
  /** Public: the landing and plan pages show prices before anyone signs in. */
  plans: get('/api/subscription/plans', { responses: { 200: z.array(PlanSchema) } }),
  active: get('/api/subscriptions/active', { responses: { 200: ActiveSubscriptionSchema } }),
  activateTrial: post('/api/subscription/activate-trial', { responses: { 200: ActiveSubscriptionSchema } }),
};
