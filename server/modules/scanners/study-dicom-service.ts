import { and, asc, eq } from 'drizzle-orm';
import type { StudyMeasurements } from '../../../core/dicom/study-dicom-schemas.ts';
import { SCANNER_MESSAGES } from '../../../core/messages.ts';
import { dicomObjects, studyMeasurements } from '../../../db/schema/dicom.ts';
import { studies } from '../../../db/schema/studies.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { notFound } from '../../lib/http-errors.ts';

export async function listStudyMeasurements(
  deps: AppDeps,
  scope: RequestScope,
  id: string,
): Promise<StudyMeasurements> {
  const [study] = await deps.db
    .select({ id: studies.id })
    .from(studies)
    .where(and(eq(studies.clinicId, scope.clinicId), eq(studies.id, id)));
  if (!study) throw notFound(SCANNER_MESSAGES.studyNotFound);
  const rows = await deps.db
    .select()
    .from(studyMeasurements)
    .where(and(eq(studyMeasurements.clinicId, scope.clinicId), eq(studyMeasurements.studyId, id)))
    .orderBy(asc(studyMeasurements.fetusLabel), asc(studyMeasurements.key));
  const fetuses = new Map<string, StudyMeasurements['fetuses'][number]>();
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
  const machines = await deps.db
    .selectDistinct({
      manufacturer: dicomObjects.manufacturer,
      model: dicomObjects.model,
      serial: dicomObjects.deviceSerialNumber,
    })
    .from(dicomObjects)
    .where(
      and(
        eq(dicomObjects.clinicId, scope.clinicId),
        eq(dicomObjects.studyId, id),
        eq(dicomObjects.unregisteredMachine, true),
      ),
    );
  const unregisteredMachines = machines.map((m) =>
    [m.manufacturer, m.model, m.serial ? `S/N ${m.serial}` : null].filter(Boolean).join(' '),
  );
  return { fetuses: [...fetuses.values()], unregisteredMachines };
}
