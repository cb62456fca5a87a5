import { useQuery } from '@tanstack/react-query';
import { subscriptionsApi } from '../../../core/api/subscriptions-api.ts';
import type { ActiveSubscription } from '../../../core/subscriptions/subscription-schemas.ts';
import { callApiOrNull } from './call-api.ts';

export type { ActiveSubscription };

export const ACTIVE_SUBSCRIPTION_KEY = [subscriptionsApi.active.path] as const;

/** The clinic's subscription with its usage (spec §7); null when the clinic has none. */
export function useActiveSubscription(enabled: boolean) {
  return useQuery({
    queryKey: ACTIVE_SUBSCRIPTION_KEY,
    queryFn: ({ signal }) => callApiOrNull(subscriptionsApi.active, undefined, signal),
    enabled,
    staleTime: 2 * 60_000,
    gcTime: 5 * 60_000,
    refetchInterval: 5 * 60_000,
    refetchOnReconnect: true,
    retry: 1,
  });
}
