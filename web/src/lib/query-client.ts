import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client.ts';

/** Defaults of spec §9: fresh 5 min, kept 10 min, no retries, no refetch on focus/mount/reconnect. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'returnNull' }),
      staleTime: 5 * 60_000,
      gcTime: 10 * 60_000,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
      refetchOnReconnect: false,
      refetchInterval: false,
    },
    mutations: { retry: false },
  },
});
