import { useQuery } from '@tanstack/react-query';
import type { AnalyticsGrain } from '../../../../core/analytics/analytics-range.ts';
import type { Analytics } from '../../../../core/analytics/analytics-schemas.ts';
import { apiRequest } from '../../lib/api-client.ts';

export type { Analytics };

/** `centre`: '' for the current centre, a centre id or 'all' (organisation admins, issue 18). */
export function useAnalytics(from: string, to: string, granularity: AnalyticsGrain, centre: string, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/analytics', from, to, granularity, centre],
    queryFn: async () => {
      const params = new URLSearchParams({ from, to, granularity, ...(centre ? { centre } : {}) });
      return (await (await apiRequest('GET', `/api/analytics?${params}`)).json()) as Analytics;
    },
    enabled,
    staleTime: 30_000,
    refetchOnMount: true,
    // The previous range stays on screen while the next one loads, instead of a blank page.
    placeholderData: (previous) => previous,
  });
}
