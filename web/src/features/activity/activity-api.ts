import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditApi } from '../../../../core/api/audit-api.ts';
import type { ActivityFilterValues } from '../../../../core/audit/activity-schemas.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { getAuthToken } from '../../lib/auth-token.ts';
import { callApi, urlOf } from '../../lib/call-api.ts';

export const ACTIVITY_PAGE_SIZE = 50;

export function useActivityPage(filter: ActivityFilterValues, page: number) {
  const query = { ...filter, page, limit: ACTIVITY_PAGE_SIZE };
  return useQuery({
    queryKey: [auditApi.events.path, urlOf(auditApi.events, { query })],
    queryFn: () => callApi(auditApi.events, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useActivityFilters() {
  return useQuery({
    queryKey: [auditApi.filters.path],
    queryFn: () => callApi(auditApi.filters),
  });
}

/** The endpoint needs the bearer token, which a plain link cannot send: fetched, then a Blob download. */
export async function downloadActivityCsv(filter: ActivityFilterValues): Promise<void> {
  const response = await fetch(urlOf(auditApi.csv, { query: filter }), {
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
