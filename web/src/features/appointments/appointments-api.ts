import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PatientPageSchema } from '../../../../core/patients/patient-schemas.ts';
import type { Study, StudyCreate } from '../../../../core/studies/study-schemas.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { PATIENTS_KEY, TODAYS_STUDIES_KEY } from '../../lib/query-keys.ts';

export type { Study };

type PatientPage = z.infer<typeof PatientPageSchema>;

async function getJson<T>(url: string): Promise<T> {
  const response = await apiRequest('GET', url);
  return (await response.json()) as T;
}

/** Today's studies in the clinic's calendar, earliest first. Kept fresh while the dashboard is open. */
export function useTodaysStudies() {
  return useQuery({
    queryKey: TODAYS_STUDIES_KEY,
    queryFn: () => getJson<Study[]>('/api/studies/today'),
    staleTime: 30_000,
    refetchInterval: 60_000,
    refetchOnMount: true,
  });
}

/** Patients for the appointment picker: the first 20 matches of name, patient id or phone. */
export function usePatientMatches(search: string, enabled: boolean) {
  const params = new URLSearchParams({ page: '1', limit: '20', search });
  return useQuery({
    queryKey: [...PATIENTS_KEY, 'picker', search],
    queryFn: () => getJson<PatientPage>(`/api/patients?${params}`),
    enabled,
    staleTime: 30_000,
    refetchOnMount: true,
  });
}

export async function postStudy(study: StudyCreate): Promise<Study> {
  const response = await apiRequest('POST', '/api/studies', study, { idempotent: true });
  return (await response.json()) as Study;
}

export type StudyStatusChange = 'in-progress' | 'completed' | 'cancelled' | 'scheduled';

export async function patchStudyStatus(id: string, status: StudyStatusChange): Promise<Study> {
  const response = await apiRequest('PATCH', `/api/studies/${encodeURIComponent(id)}`, { status });
  return (await response.json()) as Study;
}
