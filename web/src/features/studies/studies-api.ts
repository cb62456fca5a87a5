import { useQuery } from '@tanstack/react-query';
import type { RouteInput } from '../../../../core/api/define-route.ts';
import { studiesApi } from '../../../../core/api/studies-api.ts';
import type { Study, StudyCreate } from '../../../../core/studies/study-schemas.ts';
import { callApi } from '../../lib/call-api.ts';
import { fetchPatientPage } from '../../lib/patient-list.ts';
import { PATIENTS_KEY, TODAYS_STUDIES_KEY } from '../../lib/query-keys.ts';

export type { Study };

/** Today's studies in the clinic's calendar, earliest first. Kept fresh while the dashboard is open. */
export function useTodaysStudies() {
  return useQuery({
    queryKey: TODAYS_STUDIES_KEY,
    queryFn: () => callApi(studiesApi.today),
    staleTime: 30_000,
    refetchInterval: 60_000,
    refetchOnMount: true,
  });
}

/** Patients for the study's patient picker: the first 20 matches of name, patient id or phone. */
export function usePatientMatches(search: string, enabled: boolean) {
  return useQuery({
    queryKey: [...PATIENTS_KEY, 'picker', search],
    queryFn: () => fetchPatientPage({ page: 1, limit: 20, search }),
    enabled,
    staleTime: 30_000,
    refetchOnMount: true,
  });
}

export function postStudy(study: StudyCreate): Promise<Study> {
  return callApi(studiesApi.schedule, { body: study }, { idempotent: true });
}

export type StudyStatusChange = RouteInput<typeof studiesApi.setStatus>['body']['status'];

/** A cancel or a no-show carries its reason: the scan's draft Form F is voided with it (issue 29 §3). */
export function patchStudyStatus(id: string, status: StudyStatusChange, reason?: string): Promise<Study> {
  return callApi(studiesApi.setStatus, { params: { id }, body: reason ? { status, reason } : { status } });
}
