import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Centre,
  CentreCreateInput,
  CentreOverview,
  CentreSummary,
  CentreUpdate,
} from '../../../../core/centres/centre-schemas.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { CENTRES_KEY } from '../../lib/use-centres.ts';

const OVERVIEW_KEY = ['/api/centres', 'overview'] as const;

export function useCentresOverview() {
  return useQuery({
    queryKey: OVERVIEW_KEY,
    queryFn: async () =>
      ((await (await apiRequest('GET', '/api/centres/overview')).json()) as { centres: CentreOverview[] }).centres,
    refetchOnMount: 'always',
  });
}

/**
 * Moves the session to another centre on the server (the token stays). Every cached answer and
 * every open screen belonged to the old centre, so the query cache is dropped and the app loads
 * afresh at the dashboard: nothing of the old centre can show under the new one's name.
 */
export function useSwitchCentre() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (centreId: string) =>
      (await (await apiRequest('POST', '/api/auth/switch-centre', { centreId })).json()) as { centre: CentreSummary },
    onSuccess: () => {
      client.clear();
      window.location.assign('/');
    },
  });
}

function useCentreMutation<T>(run: (input: T) => Promise<Centre>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: CENTRES_KEY }),
        client.invalidateQueries({ queryKey: ['/api/clinic'] }),
        client.invalidateQueries({ queryKey: ['/api/auth/user'] }),
      ]),
  });
}

export const useCreateCentre = () =>
  useCentreMutation(
    async (input: CentreCreateInput) => (await (await apiRequest('POST', '/api/centres', input)).json()) as Centre,
  );

export const useUpdateCentre = () =>
  useCentreMutation(
    async ({ id, change }: { id: string; change: CentreUpdate }) =>
      (await (await apiRequest('PUT', `/api/centres/${id}`, change)).json()) as Centre,
  );
