import { useQuery } from '@tanstack/react-query';
import type { Evidence, EvidenceKind } from '../../../../core/formf/referral-evidence.ts';
import type {
  PendingFiling,
  RegisterFilingInput,
  RegisterFilingState,
} from '../../../../core/formf/register-filing.ts';
import { ApiRequestError, apiRequest } from '../../lib/api-client.ts';
import { getAuthToken } from '../../lib/auth-token.ts';
import { queryClient } from '../../lib/query-client.ts';
import { FORMF_KEY } from './formf-api.ts';

export type { Evidence, EvidenceKind, PendingFiling, RegisterFilingInput, RegisterFilingState };

const evidenceKey = (formId: string) => [...FORMF_KEY, formId, 'attachments'] as const;
export const FILINGS_KEY = ['/api/pcpndt-filings'] as const;

async function getJson<T>(url: string): Promise<T> {
  return (await (await apiRequest('GET', url)).json()) as T;
}

/** A file endpoint's bytes: it needs the bearer token, which a plain link or <img> cannot send. */
export async function fetchAuthenticatedBlob(url: string): Promise<Blob> {
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${getAuthToken() ?? ''}` },
    credentials: 'include',
  });
  if (!response.ok) throw new ApiRequestError(response.status, await response.text());
  return response.blob();
}

/** Fetches an authenticated file and hands it to the browser as a download. */
export async function downloadAuthenticated(url: string, fileName: string): Promise<void> {
  const blobUrl = URL.createObjectURL(await fetchAuthenticatedBlob(url));
  const link = document.createElement('a');
  link.href = blobUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over; revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(blobUrl), 1000);
}

export const evidenceFileUrl = (formId: string, id: string) =>
  `/api/pcpndt-forms/${encodeURIComponent(formId)}/attachments/${encodeURIComponent(id)}`;

export function useEvidence(formId: string | null) {
  return useQuery({
    queryKey: evidenceKey(formId ?? ''),
    queryFn: () => getJson<Evidence[]>(`/api/pcpndt-forms/${encodeURIComponent(formId ?? '')}/attachments`),
    enabled: formId !== null,
    refetchOnMount: true,
  });
}

/** Sends the file's bytes as they are; the server decides what they are and re-encodes images. */
export async function attachEvidence(formId: string, kind: EvidenceKind, file: File): Promise<Evidence> {
  const query = new URLSearchParams({ kind, fileName: file.name });
  const response = await fetch(`/api/pcpndt-forms/${encodeURIComponent(formId)}/attachments?${query}`, {
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
  const evidence = (await response.json()) as Evidence;
  await queryClient.invalidateQueries({ queryKey: evidenceKey(formId) });
  return evidence;
}

export async function removeEvidence(formId: string, id: string): Promise<void> {
  await apiRequest('DELETE', evidenceFileUrl(formId, id));
  await queryClient.invalidateQueries({ queryKey: evidenceKey(formId) });
}

export function useFiling(month: string) {
  return useQuery({
    queryKey: [...FILINGS_KEY, month],
    queryFn: () => getJson<RegisterFilingState>(`/api/pcpndt-filings/${encodeURIComponent(month)}`),
    refetchOnMount: true,
  });
}

export async function saveFiling(month: string, input: RegisterFilingInput): Promise<RegisterFilingState> {
  const response = await apiRequest('PUT', `/api/pcpndt-filings/${encodeURIComponent(month)}`, input);
  const saved = (await response.json()) as RegisterFilingState;
  await queryClient.invalidateQueries({ queryKey: FILINGS_KEY });
  return saved;
}

export function usePendingFiling(enabled: boolean) {
  return useQuery({
    queryKey: [...FILINGS_KEY, 'pending'],
    queryFn: () => getJson<PendingFiling>('/api/pcpndt-filings/pending'),
    enabled,
    staleTime: 5 * 60_000,
    refetchOnMount: true,
  });
}

export const formsCsvUrl = (month: string) => `/api/pcpndt-forms/forms.csv?month=${encodeURIComponent(month)}`;
export const inspectionPackUrl = (month: string) =>
  `/api/pcpndt-forms/inspection-pack.zip?month=${encodeURIComponent(month)}`;
