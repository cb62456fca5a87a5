import { useQuery } from '@tanstack/react-query';
import { dashboardApi } from '../../../../core/api/dashboard-api.ts';
import type { DashboardStats, PatientListReport } from '../../../../core/dashboard/dashboard-schemas.ts';
import { callApi } from '../../lib/call-api.ts';
import { DASHBOARD_KEY, DASHBOARD_STATS_KEY } from '../../lib/query-keys.ts';

export type { DashboardStats, PatientListReport };

export function useDashboardStats() {
  return useQuery({
    queryKey: DASHBOARD_STATS_KEY,
    queryFn: () => callApi(dashboardApi.stats),
    staleTime: 60_000,
    refetchOnMount: true,
  });
}

/** Patients registered from `from` to `to` (both yyyy-mm-dd, the end day included). */
export function usePatientListReport(from: string, to: string, enabled: boolean) {
  return useQuery({
    queryKey: [...DASHBOARD_KEY, 'patient-list-report', from, to],
    queryFn: () => callApi(dashboardApi.patientListReport, { query: { from, to } }),
    enabled,
    staleTime: 30_000,
    refetchOnMount: true,
  });
}
