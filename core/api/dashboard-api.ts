import {
  DashboardStatsSchema,
  PatientListReportQuerySchema,
  PatientListReportSchema,
} from '../dashboard/dashboard-schemas.ts';
import { get } from './define-route.ts';

export const dashboardApi = {
  stats: get('/api/dashboard/stats', { responses: { 200: DashboardStatsSchema } }),
  patientListReport: get('/api/dashboard/patient-list-report', {
    query: PatientListReportQuerySchema,
    responses: { 200: PatientListReportSchema },
  }),
};
