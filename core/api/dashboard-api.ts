import {
  DashboardStatsSchema,
  PatientListReportQuerySchema,
  PatientListReportSchema,
} from '../dashboard/dashboard-schemas.ts';
import { defineRoute } from './define-route.ts';

export const dashboardApi = {
  stats: defineRoute({ method: 'GET', path: '/api/dashboard/stats', responses: { 200: DashboardStatsSchema } }),
  patientListReport: defineRoute({
    method: 'GET',
    path: '/api/dashboard/patient-list-report',
    query: PatientListReportQuerySchema,
    responses: { 200: PatientListReportSchema },
  }),
};
