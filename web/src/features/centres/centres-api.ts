import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../../core/api/auth-api.ts';
import { centresApi } from '../../../../core/api/centres-api.ts';
import { clinicApi } from '../../../../core/api/clinic-api.ts';
import type { Centre, CentreCreateInput, CentreUpdate } from '../../../../core/centres/centre-schemas.ts';
import { callApi } from '../../lib/call-api.ts';
import { CENTRES_KEY } from '../../lib/use-centres.ts';

// Under CENTRES_KEY, so a change to the centres refreshes the overview too.
const OVERVIEW_KEY = [centresApi.list.path, 'overview'] as const;

export function useCentresOverview() {
  return useQuery({
    queryKey: OVERVIEW_KEY,
    queryFn: async () => (await callApi(centresApi.overview)).centres,
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
    mutationFn: (centreId: string) => callApi(centresApi.switchCentre, { body: { centreId } }),
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
        client.invalidateQueries({ queryKey: [clinicApi.get.path] }),
        client.invalidateQueries({ queryKey: [authApi.currentUser.path] }),
      ]),
  });
}

export const useCreateCentre = () =>
  useCentreMutation((input: CentreCreateInput) => callApi(centresApi.create, { body: input }));

export const useUpdateCentre = () =>
  useCentreMutation(({ id, change }: { id: string; change: CentreUpdate }) =>
    callApi(centresApi.update, { params: { id }, body: change }),
  );
