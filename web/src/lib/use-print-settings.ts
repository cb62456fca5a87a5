import { useQuery } from '@tanstack/react-query';
import { clinicApi } from '../../../core/api/clinic-api.ts';
import { DEFAULT_PRINT_SETTINGS } from '../../../core/print/print-settings.ts';
import { callApiOrNull } from './call-api.ts';

export const PRINT_SETTINGS_KEY = [clinicApi.printSettings.path] as const;

/**
 * Plain paper or letterhead (issue 19 §4), read by every print page; the settings page writes it.
 * While it loads, or if it cannot, the sheet prints on plain paper.
 */
export function usePrintSettings() {
  const query = useQuery({
    queryKey: PRINT_SETTINGS_KEY,
    queryFn: ({ signal }) => callApiOrNull(clinicApi.printSettings, undefined, signal),
    staleTime: 5 * 60_000,
    retry: 1,
  });
  return { ...query, settings: query.data ?? DEFAULT_PRINT_SETTINGS };
}
