import { and, eq, inArray } from 'drizzle-orm';
import {
  type MachineFetus,
  type MeasurementSource,
  type MeasurementSourceClaim,
  PHOTO_SOURCE_NAME,
  type ReportFieldHolder,
  resolveSources,
} from '../../../core/dicom/measurement-sources.ts';
import type { Db } from '../../../db/client.ts';
import { studyMeasurements } from '../../../db/schema/dicom.ts';
import { measurementPhotos } from '../../../db/schema/measurement-photos.ts';

/** The study's SR measurements per fetus, as the wizard read them (GET /api/studies/:id/measurements). */
async function machineFetuses(db: Db, clinicId: string, studyId: string): Promise<MachineFetus[]> {
  const rows = await db
    .select()
    .from(studyMeasurements)
    .where(and(eq(studyMeasurements.clinicId, clinicId), eq(studyMeasurements.studyId, studyId)));
  const fetuses = new Map<string, MachineFetus>();
  for (const row of rows) {
    const fetus = fetuses.get(row.fetusLabel) ?? { label: row.fetusLabel, values: {} };
    fetus.values[row.key] = {
      value: Number(row.value),
      unit: row.unit,
      scanner: row.scannerName,
      receivedAt: row.receivedAt.toISOString(),
    };
    fetuses.set(row.fetusLabel, fetus);
  }
  return [...fetuses.values()];
}

/**
 * The `measurement_sources` a save stores: decided here from the study's measurements and the
 * saved values, never taken from the browser. A save that names no sources (undefined) keeps the
 * fields of the last one, so an editor that does not know about scanners cannot erase them.
 */
export async function measurementSourcesForSave(
  db: Db,
  clinicId: string,
  studyId: string | null,
  claims: readonly MeasurementSourceClaim[] | null | undefined,
  columns: ReportFieldHolder,
  previous: unknown,
): Promise<MeasurementSource[] | null> {
  const before = Array.isArray(previous) ? (previous as MeasurementSource[]) : [];
  const asked =
    claims === undefined ? before.map(({ fetus, key, photoId }) => ({ fetus, key, photoId })) : (claims ?? []);
  if (!studyId || asked.length === 0) return null;
  const fromScanner = asked.filter((claim) => !claim.photoId);
  const sources = fromScanner.length
    ? resolveSources(
        fromScanner,
        columns,
        await machineFetuses(db, clinicId, studyId),
        before.filter((s) => !s.photoId),
      )
    : [];
  sources.push(...(await photoSources(db, clinicId, studyId, asked, columns, before)));
  return sources.length ? sources : null;
}

/**
 * Values ticked from a measurement photo (issue 35 item 3) are sourced like a scanner's, from
 * what the server read off that photo of this study, never from a value the browser sent; a
 * photo of another study or clinic gives no source.
 */
async function photoSources(
  db: Db,
  clinicId: string,
  studyId: string,
  asked: readonly MeasurementSourceClaim[],
  columns: ReportFieldHolder,
  before: readonly MeasurementSource[],
): Promise<MeasurementSource[]> {
  const photoIds = [...new Set(asked.flatMap((claim) => (claim.photoId ? [claim.photoId] : [])))];
  if (photoIds.length === 0) return [];
  const photos = await db
    .select({ id: measurementPhotos.id, values: measurementPhotos.values, createdAt: measurementPhotos.createdAt })
    .from(measurementPhotos)
    .where(
      and(
        eq(measurementPhotos.clinicId, clinicId),
        eq(measurementPhotos.studyId, studyId),
        inArray(measurementPhotos.id, photoIds),
      ),
    );
  return photos.flatMap((photo) => {
    const read = (photo.values ?? {}) as Record<string, { value: number; unit: string } | undefined>;
    const values: MachineFetus['values'] = {};
    for (const [key, v] of Object.entries(read))
      if (v) values[key] = { ...v, scanner: PHOTO_SOURCE_NAME, receivedAt: photo.createdAt.toISOString() };
    const claims = asked.filter((claim) => claim.photoId === photo.id);
    const previous = before.filter((s) => s.photoId === photo.id);
    return resolveSources(claims, columns, [{ label: 'A', values }], previous).map((s) => ({
      ...s,
      photoId: photo.id,
    }));
  });
}
