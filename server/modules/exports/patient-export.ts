import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { listTables } from '../../../db/backup/database-catalog.ts';
import { connectDedicated } from '../../../db/client.ts';
import { patients } from '../../../db/schema/patients.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { notFound } from '../../lib/http-errors.ts';
import { type RequestMeta, recordAudit } from '../audit/record-audit.ts';
import { EXPORT_DATASETS } from './export-datasets.ts';
import { exportReadme } from './export-readme.ts';
import { exportZipStream } from './export-zip.ts';

/**
 * One patient's records as a ZIP, for a DPDP Act access request (s.11): her details, studies,
 * reports with their versions, Form F with amendments and edits, payments, and the activity-log
 * entries about her record. Small, so streamed straight to the response; audited.
 */
export async function exportPatient(
  deps: AppDeps,
  scope: RequestScope,
  patientId: string,
  meta: RequestMeta,
): Promise<{ stream: Readable; fileName: string }> {
  const [patient] = await deps.db
    .select({ patientId: patients.patientId })
    .from(patients)
    .where(and(eq(patients.clinicId, scope.clinicId), eq(patients.id, patientId)));
  if (!patient) throw notFound('Patient not found');
  await recordAudit(
    deps.db,
    {
      action: 'patient.export',
      outcome: 'success',
      clinicId: scope.clinicId,
      actorUserId: scope.userId,
      entityType: 'patient',
      entityId: patientId,
    },
    meta,
    deps.clock.now(),
  );
  const client = await connectDedicated(deps.db, 'portal patient export');
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await client.query('SET LOCAL statement_timeout = 0');
    const tables = await listTables(client);
    const now = deps.clock.now();
    const stream = exportZipStream(
      {
        client,
        clinicId: scope.clinicId,
        patientId,
        cipher: deps.fieldCipher,
        datasets: EXPORT_DATASETS,
        tableColumns: new Map(tables.map((t) => [t.name, t.columns])),
      },
      (counts) => exportReadme(`Records of patient ${patient.patientId}`, now, counts),
    );
    stream.once('close', () => void client.end().catch(() => {}));
    return { stream, fileName: `patient-${patient.patientId}-records.zip` };
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
}
