import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ActivityFilterValues, ActivityPage, ActivityUsers } from '../../../../core/audit/activity-schemas.ts';
import { ApiRequestError, apiRequest } from '../../lib/api-client.ts';
import { getAuthToken } from '../../lib/auth-token.ts';

export const ACTIVITY_PAGE_SIZE = 50;

function filterParams(filter: ActivityFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  return params;
}

async function getJson<T>(url: string): Promise<T> {
  return (await (await apiRequest('GET', url)).json()) as T;
}

export function useActivityPage(filter: ActivityFilterValues, page: number) {
  const params = filterParams(filter);
  params.set('page', String(page));
  params.set('limit', String(ACTIVITY_PAGE_SIZE));
  const url = `/api/audit-events?${params.toString()}`;
  return useQuery<ActivityPage>({
    queryKey: ['/api/audit-events', url],
    queryFn: () => getJson(url),
    placeholderData: keepPreviousData,
  });
}

export function useActivityFilters() {
  return useQuery<ActivityUsers>({
    queryKey: ['/api/audit-events/filters'],
    queryFn: () => getJson('/api/audit-events/filters'),
  });
}

/** The endpoint needs the bearer token, which a plain link cannot send: fetched, then a Blob download. */
export async function downloadActivityCsv(filter: ActivityFilterValues): Promise<void> {
  const response = await fetch(`/api/audit-events.csv?${filterParams(filter).toString()}`, {
    headers: { Authorization: `Bearer ${getAuthToken() ?? ''}` },
    credentials: 'include',
  });
  if (!response.ok) throw new ApiRequestError(response.status, await response.text());
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'activity.csv';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
