import { ApiRequestError } from './api-client.ts';
import { getAuthToken } from './auth-token.ts';

/**
 * Fetches a file from the API and hands it to the browser as a download. The endpoints need the
 * bearer token, which a plain link cannot send, so the file travels as a Blob.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${getAuthToken() ?? ''}` },
    credentials: 'include',
  });
  if (!response.ok) throw new ApiRequestError(response.status, await response.text());
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over; revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
}
