import { Writable } from 'node:stream';

/** Larger objects are refused (a 50-frame cine is ~20 MB); the bytes past this are not kept. */
export const MAX_OBJECT_BYTES = 512 * 1024 * 1024;

/** Collects one C-STORE's bytes up to MAX_OBJECT_BYTES; past that it only counts them. */
export class CappedCollector extends Writable {
  chunks: Buffer[] = [];
  bytes = 0;
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void) {
    this.bytes += chunk.length;
    if (this.bytes <= MAX_OBJECT_BYTES) this.chunks.push(chunk);
    else this.chunks = [];
    callback();
  }
}
