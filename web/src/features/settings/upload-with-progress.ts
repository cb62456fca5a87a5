import { uploadPercent } from './logo-file.ts';

export interface UploadAnswer {
  status: number;
  /** The storage's `message` when it answered with the API's JSON error shape. */
  message: string | null;
  /** Our own storage answers 200 { logoUrl }; an S3 presigned PUT answers with no JSON. */
  logoUrl: string | null;
}

function readAnswer(xhr: XMLHttpRequest): UploadAnswer {
  let body: { message?: unknown; logoUrl?: unknown } = {};
  try {
    body = JSON.parse(xhr.responseText) as typeof body;
  } catch {
    // Not JSON (S3 answers XML or nothing): only the status counts.
  }
  return {
    status: xhr.status,
    message: typeof body.message === 'string' ? body.message : null,
    logoUrl: typeof body.logoUrl === 'string' ? body.logoUrl : null,
  };
}

/**
 * Sends the raw file to a signed upload URL. XMLHttpRequest rather than fetch, because only it
 * reports upload progress. No Authorization header: the URL's signature is the authority, and
 * the session token must never reach a third-party store. Resolves with any answer; rejects
 * only when nothing came back (network failure, aborted).
 */
export function uploadWithProgress(
  method: string,
  url: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('Content-Type', file.type);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(uploadPercent(event.loaded, event.total));
    });
    xhr.addEventListener('load', () => resolve(readAnswer(xhr)));
    xhr.addEventListener('error', () => reject(new Error('Upload failed: network error')));
    xhr.addEventListener('abort', () => reject(new Error('Upload aborted')));
    xhr.send(file);
  });
}
