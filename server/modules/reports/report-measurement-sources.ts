import { and, eq } from 'drizzle-orm';
import {
  type MachineFetus,
  type MeasurementSource,
  type MeasurementSourceClaim,
  type ReportFieldHolder,
  resolveSources,
} from '../../../core/dicom/measurement-sources.ts';
import type { Db } from '../../../db/client.ts';
import { studyMeasurements } from '../../../db/schema/dicom.ts';

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
  const asked = claims === undefined ? before.map(({ fetus, key }) => ({ fetus, key })) : (claims ?? []);
  if (!studyId || asked.length === 0) return null;
  const sources = resolveSources(asked, columns, await machineFetuses(db, clinicId, studyId), before);
  return sources.length ? sources : null;
}
