import { currentDisplayDigits, inDigits } from '../../../core/format/digits.ts';
import { ApiRequestError } from './api-client.ts';
import { getAuthToken } from './auth-token.ts';

/**
 * Downloads a file endpoint that needs the bearer token (a plain link cannot send it): fetched,
 * then handed to the browser under the name the server gives in Content-Disposition.
 */
export async function downloadWithSession(url: string, fallbackName: string): Promise<void> {
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${getAuthToken() ?? ''}` },
    credentials: 'include',
  });
  if (!response.ok) throw new ApiRequestError(response.status, await response.text());
  const blobUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = blobUrl;
  link.download = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over; revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(blobUrl), 1000);
}

/** A file endpoint's bytes with the session's bearer token (an <img> or a link cannot send it). */
export async function fetchBlobWithSession(url: string): Promise<Blob> {
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${getAuthToken() ?? ''}` },
    credentials: 'include',
  });
  if (!response.ok) throw new ApiRequestError(response.status, await response.text());
  return response.blob();
}

/** 12.3 MB, 850 kB: sizes of backups and exports. */
export function formatFileSize(bytes: number): string {
  return inDigits(fileSizeText(bytes), currentDisplayDigits());
}

function fileSizeText(bytes: number): string {
  if (bytes >= 1e9) return `${(bytes / 1e9).toFixed(1)} GB`;
  if (bytes >= 1e6) return `${(bytes / 1e6).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1e3))} kB`;
}
