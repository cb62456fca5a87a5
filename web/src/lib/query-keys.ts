import { doctorsApi } from '../../../core/api/doctors-api.ts';
import { queryClient } from './query-client.ts';

/**
 * Query keys shared by more than one screen. Lists and counts that these keys invalidate set
 * refetchOnMount, so a screen opened after a change shows it (the app default skips mount fetches).
 * Everything about patients sits under one prefix, so one invalidation refreshes the list
 * pages, the stats, the pickers and open records.
 */
export const PATIENTS_KEY = ['/api/patients'] as const;
export const PATIENT_STATS_KEY = ['/api/patients', 'stats'] as const;
export const DASHBOARD_KEY = ['/api/dashboard'] as const;
export const DASHBOARD_STATS_KEY = ['/api/dashboard', 'stats'] as const;
export const TODAYS_STUDIES_KEY = ['/api/studies', 'today'] as const;
export const DOCTORS_KEY = [doctorsApi.list.path] as const;

/** After a patient is registered or edited (clinical spec §7: the list and dashboard stats refresh). */
export function refreshPatientData(): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: PATIENTS_KEY }),
    queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
  ]).then(() => undefined);
}
