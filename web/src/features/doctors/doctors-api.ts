import { useQuery } from '@tanstack/react-query';
import type { RouteInput } from '../../../../core/api/define-route.ts';
import { doctorsApi } from '../../../../core/api/doctors-api.ts';
import type { Doctor } from '../../../../core/doctors/doctor-schemas.ts';
import { callApi } from '../../lib/call-api.ts';
import { DOCTORS_KEY } from '../../lib/query-keys.ts';

export type { Doctor };

/** The clinic's doctors (clinical spec §7, §9: cached 5 min). */
export function useDoctors() {
  return useQuery({
    queryKey: DOCTORS_KEY,
    queryFn: () => callApi(doctorsApi.list),
    staleTime: 5 * 60_000,
    refetchOnMount: true,
  });
}

/** Up to five doctors matching a term; asked only for terms longer than one character (cached 30 s). */
export function useDoctorSearch(term: string) {
  return useQuery({
    queryKey: [...DOCTORS_KEY, 'search', term],
    queryFn: () => callApi(doctorsApi.search, { params: { term } }),
    enabled: term.length > 1,
    staleTime: 30_000,
    refetchOnMount: true,
  });
}

export type NewDoctor = RouteInput<typeof doctorsApi.create>['body'];

export function postDoctor(doctor: NewDoctor): Promise<Doctor> {
  return callApi(doctorsApi.create, { body: doctor });
}
