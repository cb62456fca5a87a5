import { useQuery } from '@tanstack/react-query';
import { fetchJsonOrNull } from './api-client.ts';

export const ACTIVE_SUBSCRIPTION_KEY = ['/api/subscriptions/active'] as const;

export interface ActiveSubscription {
  status: string;
  endDate: string | null;
  planId: string | null;
  planName: string | null;
}

/** The clinic's subscription as read for gating (spec §7); null when the clinic has none. */
export function useActiveSubscription(enabled: boolean) {
  return useQuery({
    queryKey: ACTIVE_SUBSCRIPTION_KEY,
    queryFn: ({ signal }) => fetchJsonOrNull<ActiveSubscription>('/api/subscriptions/active', signal),
    enabled,
    staleTime: 2 * 60_000,
    gcTime: 5 * 60_000,
    refetchInterval: 5 * 60_000,
    refetchOnReconnect: true,
    retry: 1,
  });
}
