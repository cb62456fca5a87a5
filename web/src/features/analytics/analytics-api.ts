import { useQuery } from '@tanstack/react-query';
import type { AnalyticsGrain } from '../../../../core/analytics/analytics-range.ts';
import type { Analytics } from '../../../../core/analytics/analytics-schemas.ts';
import { analyticsApi } from '../../../../core/api/analytics-api.ts';
import { callApi } from '../../lib/call-api.ts';

export type { Analytics };

/** `centre`: '' for the current centre, a centre id or 'all' (organisation admins, issue 18). */
export function useAnalytics(from: string, to: string, granularity: AnalyticsGrain, centre: string, enabled: boolean) {
  return useQuery({
    queryKey: [analyticsApi.get.path, from, to, granularity, centre],
    // An empty centre is left out of the query: the session's current centre.
    queryFn: () => callApi(analyticsApi.get, { query: { from, to, granularity, centre: centre || undefined } }),
    enabled,
    staleTime: 30_000,
    refetchOnMount: true,
    // The previous range stays on screen while the next one loads, instead of a blank page.
    placeholderData: (previous) => previous,
  });
}
