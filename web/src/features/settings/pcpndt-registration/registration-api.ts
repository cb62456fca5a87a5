import { useQuery } from '@tanstack/react-query';
import { pcpndtRegistrationApi as api } from '../../../../../core/api/pcpndt-registration-api.ts';
import type { Registration } from '../../../../../core/pcpndt-registration/registration-schemas.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { getAuthToken } from '../../../lib/auth-token.ts';
import { queryFnOf, urlOf } from '../../../lib/call-api.ts';
import { queryClient } from '../../../lib/query-client.ts';

export const REGISTRATION_KEY = ['pcpndt-registration'] as const;

/** The centre's PC-PNDT registration: read by everyone (the report's machine picker, the dashboard). */
export function useRegistration() {
  return useQuery({ queryKey: REGISTRATION_KEY, queryFn: queryFnOf(api.get) });
}

export const refreshRegistration = () => queryClient.invalidateQueries({ queryKey: REGISTRATION_KEY });

/** The certificate's scan as raw bytes (callApi sends JSON only), as Form F evidence is sent. */
export async function uploadCertificateScan(file: File): Promise<Registration> {
  const response = await fetch(urlOf(api.uploadScan, { query: { fileName: file.name } }), {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${getAuthToken() ?? ''}`,
      'Content-Type': 'application/octet-stream',
      Accept: 'application/json',
    },
    credentials: 'include',
    body: file,
  });
  if (!response.ok) throw new ApiRequestError(response.status, await response.text());
  const saved = api.uploadScan.responses[201].parse(await response.json());
  queryClient.setQueryData(REGISTRATION_KEY, saved);
  return saved;
}
