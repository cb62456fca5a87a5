import { Writable } from 'node:stream';
import dimse from 'dcmjs-dimse';
import { part10Of } from './part10.ts';

const { Dataset } = dimse;

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

/** The bytes each collected dataset arrived as, in its transfer syntax: kept as they are. */
const received = new WeakMap<object, { bytes: Buffer; transferSyntaxUid: string }>();

/**
 * The dataset of one collected C-STORE, for an SCP's createDatasetFromStoreWritableStream.
 * Unreadable input (truncated, a length past the end, too big) becomes an empty dataset, which
 * C-STORE refuses: it must never throw inside the protocol machine.
 */
export function datasetOfCollected(
  writable: Writable,
  context: InstanceType<typeof dimse.association.PresentationContext>,
): InstanceType<typeof Dataset> {
  const collector = writable as CappedCollector;
  try {
    if (collector.bytes > MAX_OBJECT_BYTES) throw new Error('too large');
    const bytes = Buffer.concat(collector.chunks);
    collector.chunks = [];
    const transferSyntaxUid = context.getAcceptedTransferSyntaxUid() ?? '';
    const dataset = new Dataset(bytes, transferSyntaxUid);
    received.set(dataset, { bytes, transferSyntaxUid });
    return dataset;
  } catch {
    return new Dataset({});
  }
}

/**
 * A collected dataset as a Part 10 file of the bytes the scanner sent (part10.ts), for writing it
 * without dcmjs encoding it again; null for a dataset that was not collected here.
 */
export function receivedPart10(dataset: InstanceType<typeof Dataset>): Buffer[] | null {
  const wire = received.get(dataset);
  if (!wire) return null;
  return part10Of(
    {
      sopClassUid: String(dataset.getElement('SOPClassUID') ?? ''),
      sopInstanceUid: String(dataset.getElement('SOPInstanceUID') ?? ''),
      transferSyntaxUid: wire.transferSyntaxUid,
    },
    wire.bytes,
  );
}
