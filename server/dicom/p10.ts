import dimse from 'dcmjs-dimse';

type Dataset = InstanceType<typeof dimse.Dataset>;
type P10Reader = { _fromP10Buffer: (buffer: Buffer, options?: Record<string, unknown>) => Dataset };

/**
 * A DICOM Part 10 file (preamble, meta group, dataset) read by dcmjs-dimse, as the bridge uploads
 * what a scanner stored. Anything unreadable is null, never a throw: the caller answers 400.
 */
export function datasetFromP10(bytes: Buffer): Dataset | null {
  if (bytes.length < 132 || bytes.toString('latin1', 128, 132) !== 'DICM') return null;
  try {
    const dataset = (dimse.Dataset as unknown as P10Reader)._fromP10Buffer(bytes);
    return dataset.getTransferSyntaxUid() ? dataset : null;
  } catch {
    return null;
  }
}
