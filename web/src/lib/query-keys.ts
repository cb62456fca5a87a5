import { dashboardApi } from '../../../core/api/dashboard-api.ts';
import { doctorsApi } from '../../../core/api/doctors-api.ts';
import { formfApi } from '../../../core/api/formf-api.ts';
import { patientsApi } from '../../../core/api/patients-api.ts';
import { studiesApi } from '../../../core/api/studies-api.ts';
import { queryClient } from './query-client.ts';

/**
 * Query keys shared by more than one screen. Lists and counts that these keys invalidate set
 * refetchOnMount, so a screen opened after a change shows it (the app default skips mount fetches).
 * Everything about patients sits under one prefix, so one invalidation refreshes the list
 * pages, the stats, the pickers and open records.
 */
export const PATIENTS_KEY = [patientsApi.list.path] as const;
export const PATIENT_STATS_KEY = [...PATIENTS_KEY, 'stats'] as const;
/** The dashboard's figures (stats, patient list report): a prefix, not an address. */
export const DASHBOARD_KEY = ['dashboard'] as const;
export const DASHBOARD_STATS_KEY = [...DASHBOARD_KEY, dashboardApi.stats.path] as const;
export const TODAYS_STUDIES_KEY = [studiesApi.today.path] as const;
export const DOCTORS_KEY = [doctorsApi.list.path] as const;
/** Form F records and the register: a cancelled scan voids its form (issue 29 §3). */
export const FORMF_KEY = [formfApi.list.path] as const;

/** After a patient is registered or edited (clinical spec §7: the list and dashboard stats refresh). */
export function refreshPatientData(): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: PATIENTS_KEY }),
    queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
  ]).then(() => undefined);
}
