import type { RouteInput } from '../../../core/api/define-route.ts';
import { patientsApi } from '../../../core/api/patients-api.ts';
import type { Patient } from '../../../core/patients/patient-schemas.ts';
import { callApi } from './call-api.ts';

type PatientListQuery = NonNullable<RouteInput<typeof patientsApi.list>['query']>;

/**
 * GET /api/patients answers a page when paging parameters are sent and a plain array (the most
 * recent patients) when none are: these two say which one the caller asked for. Shared by the
 * screens that list patients (patients, appointments, payments, reports, Form F, header search).
 */
export async function fetchPatientPage(query: PatientListQuery & { page: number }) {
  const answer = await callApi(patientsApi.list, { query });
  if (Array.isArray(answer)) return { patients: answer, total: answer.length, totalPages: 1, page: 1 };
  return answer;
}

export async function fetchRecentPatients(): Promise<Patient[]> {
  const answer = await callApi(patientsApi.list);
  return Array.isArray(answer) ? answer : answer.patients;
}
