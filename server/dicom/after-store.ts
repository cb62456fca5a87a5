import type { Dataset } from 'dcmjs-dimse';
import type { CallingScanner, DicomDeps, StoreOutcome } from './dicom-store.ts';

/** What follows a kept object: an SR's measurements, an image's thumbnail (issue 32 §4, §5). */
export async function afterStore(
  _deps: DicomDeps,
  _scanner: CallingScanner,
  _dataset: Dataset,
  _outcome: Extract<StoreOutcome, { result: 'stored' | 'duplicate' }>,
): Promise<void> {}
