import type { Readable } from 'node:stream';

/**
 * Reads a request body into memory, stopping as soon as it passes `maxBytes`, so an oversized
 * upload costs at most maxBytes + one chunk whatever Content-Length claims.
 */
export async function readCappedBody(stream: Readable, maxBytes: number): Promise<Buffer | 'too-large'> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    total += buffer.length;
    // Not destroyed: the 413 must reach the browser, which a reset connection would hide. The
    // answer carries Connection: close, so the unread rest goes with the connection.
    if (total > maxBytes) return 'too-large';
    chunks.push(buffer);
  }
  return Buffer.concat(chunks, total);
}
