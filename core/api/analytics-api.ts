import { AnalyticsQuerySchema, AnalyticsSchema } from '../analytics/analytics-schemas.ts';
import { defineRoute } from './define-route.ts';

export const analyticsApi = {
  get: defineRoute({
    method: 'GET',
    path: '/api/analytics',
    query: AnalyticsQuerySchema,
    responses: { 200: AnalyticsSchema },
  }),
};
