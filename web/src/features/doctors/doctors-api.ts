import { useQuery } from '@tanstack/react-query';
import type { Doctor } from '../../../../core/doctors/doctor-schemas.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { DOCTORS_KEY } from '../../lib/query-keys.ts';

export type { Doctor };

async function getJson<T>(url: string): Promise<T> {
  const response = await apiRequest('GET', url);
  return (await response.json()) as T;
}

/** The clinic's doctors (clinical spec §7, §9: cached 5 min). */
export function useDoctors() {
  return useQuery({
    queryKey: DOCTORS_KEY,
    queryFn: () => getJson<Doctor[]>('/api/doctors'),
    staleTime: 5 * 60_000,
    refetchOnMount: true,
  });
}

/** Up to five doctors matching a term; asked only for terms longer than one character (cached 30 s). */
export function useDoctorSearch(term: string) {
  return useQuery({
    queryKey: [...DOCTORS_KEY, 'search', term],
    queryFn: () => getJson<Doctor[]>(`/api/doctors/search/${encodeURIComponent(term)}`),
    enabled: term.length > 1,
    staleTime: 30_000,
    refetchOnMount: true,
  });
}

export interface NewDoctor {
  name: string;
  registrationNumber: string;
  qualification?: string;
  specialization?: string;
}

export async function postDoctor(doctor: NewDoctor): Promise<Doctor> {
  const response = await apiRequest('POST', '/api/doctors', doctor);
  return (await response.json()) as Doctor;
}
