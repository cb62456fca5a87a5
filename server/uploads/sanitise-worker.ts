import { parentPort } from 'node:worker_threads';
import { sanitiseUpload } from './sanitise-upload.ts';

/**
 * The upload sanitiser in a worker thread (issue 28): decoding a 25-megapixel PNG and encoding
 * it again takes seconds of CPU, which on the event loop stalled every other request, health
 * checks included. One job a message; the answer carries the job's id back.
 */
export interface SanitiseJob {
  id: number;
  bytes: Uint8Array;
  allowPdf: boolean;
}

parentPort?.on('message', (job: SanitiseJob) => {
  const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  try {
    parentPort?.postMessage({ id: job.id, result: sanitiseUpload(bytes, { allowPdf: job.allowPdf }) });
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
