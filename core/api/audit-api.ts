import {
  ActivityFilterSchema,
  ActivityPageSchema,
  ActivityQuerySchema,
  ActivityUsersSchema,
} from '../audit/activity-schemas.ts';
import { get } from './define-route.ts';

/** The Activity Log (administrators): a page of events, the filters' choices, the CSV export. */
export const auditApi = {
  events: get('/api/audit-events', {
    query: ActivityQuerySchema,
    // The server sends this answer as JSON text built by PostgreSQL (activity-statements.ts), so it
    // registers the route without it; tests/api/activity-log.test.ts holds every page to it.
    responses: { 200: ActivityPageSchema },
  }),
  filters: get('/api/audit-events/filters', { responses: { 200: ActivityUsersSchema } }),
  /** A CSV file: no JSON answer; the web downloads it from urlOf(auditApi.csv, { query }). */
  csv: get('/api/audit-events.csv', { query: ActivityFilterSchema }),
};
