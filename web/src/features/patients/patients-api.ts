import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Patient,
  PatientCreate,
  PatientPageSchema,
  PatientStatsSchema,
  PatientUpdate,
} from '../../../../core/patients/patient-schemas.ts';
import { ApiRequestError, apiRequest } from '../../lib/api-client.ts';
import { PATIENT_STATS_KEY, PATIENTS_KEY } from '../../lib/query-keys.ts';

export type PatientPage = z.infer<typeof PatientPageSchema>;
export type PatientStats = z.infer<typeof PatientStatsSchema>;
export type GenderFilter = 'all' | 'male' | 'female' | 'other';

export const PATIENT_PAGE_SIZE = 20;

export async function getJson<T>(url: string): Promise<T> {
  const response = await apiRequest('GET', url);
  return (await response.json()) as T;
}

export interface PatientPageQuery {
  page: number;
  search: string;
  gender: GenderFilter;
}

/** One page of the Patient Records list (clinical spec §7: page size 20, search, gender). */
export function usePatientPage({ page, search, gender }: PatientPageQuery) {
  const params = new URLSearchParams({ page: String(page), limit: String(PATIENT_PAGE_SIZE), search, gender });
  return useQuery({
    queryKey: [...PATIENTS_KEY, 'page', { page, search, gender }],
    queryFn: () => getJson<PatientPage>(`/api/patients?${params}`),
    // The previous page stays on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    refetchOnMount: true,
  });
}

export function usePatientStats() {
  return useQuery({
    queryKey: PATIENT_STATS_KEY,
    queryFn: () => getJson<PatientStats>('/api/patients/stats'),
    staleTime: 30_000,
    refetchOnMount: true,
  });
}

/**
 * One patient, or null when there is none (404, or an id that is not a patient id at all).
 * Other failures raise 'Failed to fetch patient' (clinical spec §7, §8). Cached 5 min, no retry.
 */
export function usePatient(id: string) {
  return useQuery({
    queryKey: [...PATIENTS_KEY, id],
    queryFn: async () => {
      try {
        return await getJson<Patient>(`/api/patients/${encodeURIComponent(id)}`);
      } catch (error) {
        if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return null;
        throw new Error('Failed to fetch patient');
      }
    },
    staleTime: 5 * 60_000,
  });
}

export async function postPatient(patient: PatientCreate): Promise<Patient> {
  const response = await apiRequest('POST', '/api/patients', patient, { idempotent: true });
  return (await response.json()) as Patient;
}

export async function putPatient(id: string, patient: PatientUpdate): Promise<Patient> {
  const response = await apiRequest('PUT', `/api/patients/${encodeURIComponent(id)}`, patient);
  return (await response.json()) as Patient;
}
