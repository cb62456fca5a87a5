import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import {
  MEASUREMENT_PHOTO_MESSAGES as M,
  MEASUREMENT_PHOTO_MAX_BYTES,
  type MeasurementPhoto,
} from '../../../core/ocr/measurement-photo-schemas.ts';
import { parseMeasurementLines } from '../../../core/ocr/parse-measurement-text.ts';
import { measurementPhotos } from '../../../db/schema/measurement-photos.ts';
import { studies } from '../../../db/schema/studies.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { storageLimitBytes, storedBytes } from '../../dicom/dicom-storage-usage.ts';
import { badRequest, HttpError, notFound, paymentRequired } from '../../lib/http-errors.ts';
import { OcrBusyError, readImageLines } from '../../ocr/ocr-engine.ts';
import { sanitiseUploadOffLoop } from '../../uploads/sanitise-pool.ts';
import { STORED_FILE_TYPES } from '../../uploads/sanitise-upload.ts';
import { type RequestMeta, recordMemberAction } from '../audit/record-audit.ts';

export const photoTooLarge = () => new HttpError(413, M.tooLarge, undefined, { connection: 'close' });

async function assertOwnStudy(deps: AppDeps, scope: RequestScope, studyId: string) {
  const [study] = await deps.db
    .select({ id: studies.id })
    .from(studies)
    .where(and(eq(studies.clinicId, scope.clinicId), eq(studies.id, studyId)));
  if (!study) throw notFound(M.studyNotFound);
}

type Row = typeof measurementPhotos.$inferSelect;
const present = (row: Row, leftOut: number): MeasurementPhoto => ({
  id: row.id,
  studyId: row.studyId,
  createdAt: row.createdAt.toISOString(),
  values: row.values as MeasurementPhoto['values'],
  leftOut,
});

/**
 * Reads a photo of a scanner's measurement page and keeps it with the study. The study is
 * checked before anything is decoded; the bytes are re-encoded (no EXIF: a phone's location
 * and owner do not ride along) before OCR sees them and before they are stored. What is stored
 * with the photo is the parsed values only: a line naming a sex is dropped by the parser and
 * never written anywhere (PC-PNDT).
 */
export async function readMeasurementPhoto(
  deps: AppDeps,
  scope: RequestScope,
  studyId: string,
  bytes: Buffer,
  meta: RequestMeta,
): Promise<MeasurementPhoto> {
  await assertOwnStudy(deps, scope, studyId);
  if (bytes.length > MEASUREMENT_PHOTO_MAX_BYTES) throw photoTooLarge();
  const clean = await sanitiseUploadOffLoop(bytes, { allowPdf: false });
  if (!clean.ok && clean.problem === 'too-many-pixels') throw badRequest(M.tooManyPixels, 'file');
  if (!clean.ok || clean.kind === 'pdf') throw badRequest(M.invalidImage, 'file');
  const limit = await storageLimitBytes(deps.db, scope.clinicId);
  if (limit !== null && (await storedBytes(deps.db, scope.clinicId)) + clean.bytes.length > limit)
    throw paymentRequired(M.storageFull, { reason: 'plan_limit', limit: 'storage' });

  let parsed: ReturnType<typeof parseMeasurementLines>;
  try {
    parsed = parseMeasurementLines(await readImageLines(clean.bytes));
  } catch (error) {
    if (error instanceof OcrBusyError) throw new HttpError(503, M.busy, undefined, { 'retry-after': '30' });
    throw error;
  }

  const id = randomUUID();
  const type = STORED_FILE_TYPES[clean.kind];
  const storageKey = join('measurement-photos', scope.clinicId, `${id}.${type.extension}`);
  const path = join(deps.config.dataDir, storageKey);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(`${path}.part`, clean.bytes);
  await rename(`${path}.part`, path);
  const now = deps.clock.now();
  try {
    const row = await deps.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(measurementPhotos)
        .values({
          id,
          clinicId: scope.clinicId,
          studyId,
          storageKey,
          contentType: type.contentType,
          sizeBytes: clean.bytes.length,
          values: parsed.values,
          uploadedBy: scope.userId,
          createdAt: now,
        })
        .returning();
      if (!inserted) throw new Error('measurement photo insert returned nothing');
      await recordMemberAction(
        tx,
        scope,
        {
          action: 'study.measurement_photo.read',
          entityType: 'study',
          entityId: studyId,
          // Counts only: the values are patient data and stay in their own table.
          details: {
            photoId: id,
            bytes: clean.bytes.length,
            valuesRead: Object.keys(parsed.values).length,
            leftOut: parsed.droppedLines,
          },
        },
        meta,
        now,
      );
      return inserted;
    });
    return present(row, parsed.droppedLines);
  } catch (error) {
    // Nothing half-written: a photo whose row was not saved does not stay on disk.
    await unlink(path).catch(() => undefined);
    throw error;
  }
}

/** The photo's bytes and type, only from the caller's clinic and the named study; else 404. */
export async function loadMeasurementPhoto(deps: AppDeps, scope: RequestScope, studyId: string, photoId: string) {
  const [row] = await deps.db
    .select({ storageKey: measurementPhotos.storageKey, contentType: measurementPhotos.contentType })
    .from(measurementPhotos)
    .where(
      and(
        eq(measurementPhotos.clinicId, scope.clinicId),
        eq(measurementPhotos.studyId, studyId),
        eq(measurementPhotos.id, photoId),
      ),
    );
  if (!row) throw notFound(M.photoNotFound);
  const bytes = await readFile(join(deps.config.dataDir, row.storageKey)).catch(() => null);
  if (!bytes) throw notFound(M.photoNotFound);
  return { bytes, contentType: row.contentType };
}
