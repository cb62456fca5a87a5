import type { Dataset } from 'dcmjs-dimse';
import { and, eq, sql } from 'drizzle-orm';
import { isImageClass, isSrClass } from '../../core/dicom/dicom-classes.ts';
import { extractMeasurements } from '../../core/dicom/sr-measurements.ts';
import { dicomObjects, studyMeasurements } from '../../db/schema/dicom.ts';
import type { CallingScanner, DicomDeps, StoreOutcome } from './dicom-store.ts';
import { writeRenditions } from './image-renditions.ts';
import { decodeFirstFrame } from './pixel-decode.ts';

const text = (value: unknown) =>
  typeof value === 'string' ? value : Array.isArray(value) ? String(value[0] ?? '') : '';

/**
 * What follows a kept object: an SR of a matched study fills the study's measurements per fetus
 * (the wizard offers them for the draft's empty fields; nothing is finalized here). The same SR
 * sent again writes the same values; a report field the doctor changed is the report's, not these.
 */
export async function afterStore(
  deps: DicomDeps,
  scanner: CallingScanner,
  dataset: Dataset,
  outcome: Extract<StoreOutcome, { result: 'stored' | 'duplicate' }>,
): Promise<void> {
  const elements = dataset.getElements();
  if (outcome.result === 'stored' && isImageClass(text(elements.SOPClassUID))) {
    await makePreview(deps, scanner, dataset, outcome.objectId);
    return;
  }
  if (!outcome.studyId || !isSrClass(text(elements.SOPClassUID))) return;
  const measurements = extractMeasurements(elements, text(elements.Manufacturer));
  if (measurements.length === 0) return;
  const now = deps.clock.now();
  await deps.db
    .insert(studyMeasurements)
    .values(
      measurements.map((m) => ({
        clinicId: scanner.clinicId,
        studyId: outcome.studyId as string,
        fetusLabel: m.fetus,
        key: m.key,
        value: String(m.value),
        unit: m.unit,
        scannerName: scanner.name,
        sopInstanceUid: text(elements.SOPInstanceUID),
        receivedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [
        studyMeasurements.clinicId,
        studyMeasurements.studyId,
        studyMeasurements.fetusLabel,
        studyMeasurements.key,
      ],
      set: {
        value: sql`excluded.value`,
        unit: sql`excluded.unit`,
        scannerName: sql`excluded.scanner_name`,
        sopInstanceUid: sql`excluded.sop_instance_uid`,
        receivedAt: sql`excluded.received_at`,
      },
    });
  deps.log('dicom sr measurements kept', { count: measurements.length });
}

/**
 * An image's first frame as a thumbnail and a print-size JPEG. One that cannot be decoded (a
 * transfer syntax without a codec here, damaged pixel data) stays stored with no preview: the
 * wizard says "No preview", and the scanner still gets success for an object that was kept.
 */
async function makePreview(deps: DicomDeps, scanner: CallingScanner, dataset: Dataset, objectId: string) {
  const elements = dataset.getElements();
  const frame = decodeFirstFrame(elements, dataset.getTransferSyntaxUid());
  if (!frame) {
    deps.log('dicom image kept without a preview', { transferSyntax: dataset.getTransferSyntaxUid() });
    return;
  }
  // Beside the object, in the store that kept it (a new object always goes to the current one).
  const keys = await writeRenditions(deps.storage.current, scanner.clinicId, text(elements.SOPInstanceUID), frame);
  await deps.db
    .update(dicomObjects)
    .set(keys)
    .where(and(eq(dicomObjects.clinicId, scanner.clinicId), eq(dicomObjects.id, objectId)));
}
