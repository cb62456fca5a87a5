import { useQuery } from '@tanstack/react-query';
import { clinicApi } from '../../../core/api/clinic-api.ts';
import { queryFnOf } from './call-api.ts';

/** One key for the clinic record, so a saved name or logo shows in the shell and on prints at once. */
export const CLINIC_KEY = [clinicApi.get.path] as const;

/**
 * The clinic record (spec §7: GET /api/clinic): the shell, settings and every print page read it,
 * each with its own freshness. Null when the session is gone (the app's default query behaviour).
 */
export function useClinicRecord(options: { staleTime?: number; retry?: number; refetchOnMount?: 'always' } = {}) {
  return useQuery({ queryKey: CLINIC_KEY, queryFn: queryFnOf(clinicApi.get), ...options });
}
