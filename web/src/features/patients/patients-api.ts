import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RouteAnswer, RouteInput } from '../../../../core/api/define-route.ts';
import { patientsApi } from '../../../../core/api/patients-api.ts';
import type { Patient, PatientCreate, PatientUpdate } from '../../../../core/patients/patient-schemas.ts';
import { ApiRequestError, apiRequest } from '../../lib/api-client.ts';
import { callApi } from '../../lib/call-api.ts';
import { fetchPatientPage } from '../../lib/patient-list.ts';
import { PATIENT_STATS_KEY, PATIENTS_KEY } from '../../lib/query-keys.ts';

export type PatientPage = Awaited<ReturnType<typeof fetchPatientPage>>;
export type PatientStats = RouteAnswer<typeof patientsApi.stats>;
export type GenderFilter = NonNullable<NonNullable<RouteInput<typeof patientsApi.list>['query']>['gender']>;

export const PATIENT_PAGE_SIZE = 20;

/** GET of a route of another module not yet declared in core/api (the patient's reports). */
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
  return useQuery({
    queryKey: [...PATIENTS_KEY, 'page', { page, search, gender }],
    queryFn: () => fetchPatientPage({ page, limit: PATIENT_PAGE_SIZE, search, gender }),
    // The previous page stays on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    refetchOnMount: true,
  });
}

export function usePatientStats() {
  return useQuery({
    queryKey: PATIENT_STATS_KEY,
    queryFn: () => callApi(patientsApi.stats),
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
        return await callApi(patientsApi.get, { params: { id } });
      } catch (error) {
        if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) return null;
        throw new Error('Failed to fetch patient');
      }
    },
    staleTime: 5 * 60_000,
  });
}

export function postPatient(patient: PatientCreate): Promise<Patient> {
  return callApi(patientsApi.create, { body: patient }, { idempotent: true });
}

export function putPatient(id: string, patient: PatientUpdate): Promise<Patient> {
  return callApi(patientsApi.update, { params: { id }, body: patient });
}
