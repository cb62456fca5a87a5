import { useQuery } from '@tanstack/react-query';
import type { CentreSummary } from '../../../core/centres/centre-schemas.ts';
import { apiRequest } from './api-client.ts';

export const CENTRES_KEY = ['/api/centres'] as const;

/** The centres the signed-in user may enter (organisation admins: every centre of the organisation). */
export function useCentres() {
  return useQuery({
    queryKey: CENTRES_KEY,
    queryFn: async () => (await (await apiRequest('GET', '/api/centres')).json()) as CentreSummary[],
    staleTime: 60_000,
  });
}
