import { AnalyticsQuerySchema, AnalyticsSchema } from '../analytics/analytics-schemas.ts';
import { get } from './define-route.ts';

export const analyticsApi = {
  get: get('/api/analytics', { query: AnalyticsQuerySchema, responses: { 200: AnalyticsSchema } }),
};
