import { useQuery } from '@tanstack/react-query';
import type { DashboardStats, PatientListReport } from '../../../../core/dashboard/dashboard-schemas.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { DASHBOARD_KEY, DASHBOARD_STATS_KEY } from '../../lib/query-keys.ts';

export type { DashboardStats, PatientListReport };

async function getJson<T>(url: string): Promise<T> {
  const response = await apiRequest('GET', url);
  return (await response.json()) as T;
}

export function useDashboardStats() {
  return useQuery({
    queryKey: DASHBOARD_STATS_KEY,
    queryFn: () => getJson<DashboardStats>('/api/dashboard/stats'),
    staleTime: 60_000,
    refetchOnMount: true,
  });
}

/** Patients registered from `from` to `to` (both yyyy-mm-dd, the end day included). */
export function usePatientListReport(from: string, to: string, enabled: boolean) {
  const params = new URLSearchParams({ from, to });
  return useQuery({
    queryKey: [...DASHBOARD_KEY, 'patient-list-report', from, to],
    queryFn: () => getJson<PatientListReport>(`/api/dashboard/patient-list-report?${params}`),
    enabled,
    staleTime: 30_000,
    refetchOnMount: true,
  });
}
