import { useQuery } from '@tanstack/react-query';
import { centresApi } from '../../../core/api/centres-api.ts';
import { callApi } from './call-api.ts';

export const CENTRES_KEY = [centresApi.list.path] as const;

/** The centres the signed-in user may enter (organisation admins: every centre of the organisation). */
export function useCentres() {
  return useQuery({
    queryKey: CENTRES_KEY,
    queryFn: () => callApi(centresApi.list),
    staleTime: 60_000,
  });
}
