import { useQuery } from '@tanstack/react-query';
import type { AnalyticsGrain } from '../../../../core/analytics/analytics-range.ts';
import type { Analytics } from '../../../../core/analytics/analytics-schemas.ts';
import { apiRequest } from '../../lib/api-client.ts';

export type { Analytics };

export function useAnalytics(from: string, to: string, granularity: AnalyticsGrain, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/analytics', from, to, granularity],
    queryFn: async () => {
      const params = new URLSearchParams({ from, to, granularity });
      return (await (await apiRequest('GET', `/api/analytics?${params}`)).json()) as Analytics;
    },
    enabled,
    staleTime: 30_000,
    refetchOnMount: true,
    // The previous range stays on screen while the next one loads, instead of a blank page.
    placeholderData: (previous) => previous,
  });
}
