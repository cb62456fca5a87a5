import { useQuery } from '@tanstack/react-query';
import { scannersApi } from '../../../../../core/api/scanners-api.ts';
import { queryFnOf } from '../../../lib/call-api.ts';
import { queryClient } from '../../../lib/query-client.ts';

export const SCANNERS_KEY = ['scanners'] as const;

/** Settings → Scanners: the centre's machines and what to enter on them (the listener's AE title and port). */
export function useScanners() {
  return useQuery({ queryKey: SCANNERS_KEY, queryFn: queryFnOf(scannersApi.list) });
}

export const refreshScanners = () => queryClient.invalidateQueries({ queryKey: SCANNERS_KEY });
