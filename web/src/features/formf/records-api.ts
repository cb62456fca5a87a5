import { useQuery } from '@tanstack/react-query';
import { formfApi } from '../../../../core/api/formf-api.ts';
import { pcpndtFilingsApi } from '../../../../core/api/pcpndt-filings-api.ts';
import type { Evidence, EvidenceKind } from '../../../../core/formf/referral-evidence.ts';
import type {
  PendingFiling,
  RegisterFilingInput,
  RegisterFilingState,
} from '../../../../core/formf/register-filing.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { getAuthToken } from '../../lib/auth-token.ts';
import { callApi, urlOf } from '../../lib/call-api.ts';
import { fetchBlobWithSession } from '../../lib/download-authenticated.ts';
import { queryClient } from '../../lib/query-client.ts';
import { FORMF_KEY } from './formf-api.ts';

export type { Evidence, EvidenceKind, PendingFiling, RegisterFilingInput, RegisterFilingState };

const evidenceKey = (formId: string) => [...FORMF_KEY, formId, 'attachments'] as const;
/** The filings' prefix: one invalidation refreshes a month's filing and the pending reminder. */
export const FILINGS_KEY = ['pcpndt-filings'] as const;

/** A file endpoint's bytes with the session's token (one implementation, in lib). */
export { fetchBlobWithSession as fetchAuthenticatedBlob };

/** Fetches an authenticated file and hands it to the browser as a download. */
export async function downloadAuthenticated(url: string, fileName: string): Promise<void> {
  const blobUrl = URL.createObjectURL(await fetchBlobWithSession(url));
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
  urlOf(formfApi.attachment, { params: { id: formId, attachmentId: id } });

export function useEvidence(formId: string | null) {
  return useQuery({
    queryKey: evidenceKey(formId ?? ''),
    queryFn: () => callApi(formfApi.attachments, { params: { id: formId ?? '' } }),
    enabled: formId !== null,
    refetchOnMount: true,
  });
}

/** Sends the file's bytes as they are; the server decides what they are and re-encodes images. */
export async function attachEvidence(formId: string, kind: EvidenceKind, file: File): Promise<Evidence> {
  // The raw bytes are the body, which callApi (JSON) does not send.
  const url = urlOf(formfApi.attach, { params: { id: formId }, query: { kind, fileName: file.name } });
  const response = await fetch(url, {
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
  const evidence = formfApi.attach.responses[201].parse(await response.json());
  await queryClient.invalidateQueries({ queryKey: evidenceKey(formId) });
  return evidence;
}

export async function removeEvidence(formId: string, id: string): Promise<void> {
  await callApi(formfApi.removeAttachment, { params: { id: formId, attachmentId: id } });
  await queryClient.invalidateQueries({ queryKey: evidenceKey(formId) });
}

export function useFiling(month: string) {
  return useQuery({
    queryKey: [...FILINGS_KEY, month],
    queryFn: () => callApi(pcpndtFilingsApi.get, { params: { month } }),
    refetchOnMount: true,
  });
}

export async function saveFiling(month: string, input: RegisterFilingInput): Promise<RegisterFilingState> {
  const saved = await callApi(pcpndtFilingsApi.record, { params: { month }, body: input });
  await queryClient.invalidateQueries({ queryKey: FILINGS_KEY });
  return saved;
}

export function usePendingFiling(enabled: boolean) {
  return useQuery({
    queryKey: [...FILINGS_KEY, 'pending'],
    queryFn: () => callApi(pcpndtFilingsApi.pending),
    enabled,
    staleTime: 5 * 60_000,
    refetchOnMount: true,
  });
}

export const formsCsvUrl = (month: string) => urlOf(formfApi.formsCsv, { query: { month } });
export const inspectionPackUrl = (month: string) => urlOf(formfApi.inspectionPack, { query: { month } });
