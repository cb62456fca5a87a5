import type { Readable } from 'node:stream';
import { and, asc, eq } from 'drizzle-orm';
import { EXPORT_MESSAGES } from '../../../core/exports/export-schemas.ts';
import { listTables } from '../../../db/backup/database-catalog.ts';
import { connectDedicated } from '../../../db/client.ts';
import { patients } from '../../../db/schema/patients.ts';
import { payments } from '../../../db/schema/payments.ts';
import { pcpndtForms } from '../../../db/schema/pcpndt-forms.ts';
import { reports } from '../../../db/schema/reports.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { notFound } from '../../lib/http-errors.ts';
import { type RequestMeta, recordMemberAction } from '../audit/record-audit.ts';
import { getClinic } from '../clinics/clinic-service.ts';
import { renderFormFPdf } from '../formf/formf-pdf.ts';
import { renderReceiptPdf } from '../payments/receipt-pdf.ts';
import { renderReportPdf } from '../reports/report-pdf.ts';
import { EXPORT_DATASETS } from './export-datasets.ts';
import { countDicomObjects, countWithheldImages, withheldReadmeLines } from './export-dicom.ts';
import { exportReadme } from './export-readme.ts';
import { type ExportDocument, exportZipStream } from './export-zip.ts';

/**
 * One patient's records as a ZIP, for a DPDP Act access request (s.11): her details, studies,
 * reports with their versions, Form F with amendments and edits, payments, and the activity-log
 * entries about her record, her studies' DICOM objects, plus the PDFs of her finalized reports, Form F records and receipts
 * as the clinic prints them. Streamed straight to the response (objects one at a time); audited.
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
  if (!patient) throw notFound(EXPORT_MESSAGES.patientNotFound);
  await recordMemberAction(
    deps.db,
    scope,
    { action: 'patient.export', entityType: 'patient', entityId: patientId },
    meta,
    deps.clock.now(),
  );
  const client = await connectDedicated(deps.db, 'portal patient export');
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await client.query('SET LOCAL statement_timeout = 0');
    const tables = await listTables(client);
    const now = deps.clock.now();
    const clinic = await getClinic(deps, scope);
    const withheld = await countWithheldImages(client, scope.clinicId, patientId);
    const stream = exportZipStream(
      {
        client,
        clinicId: scope.clinicId,
        patientId,
        cipher: deps.fieldCipher,
        datasets: EXPORT_DATASETS,
        tableColumns: new Map(tables.map((t) => [t.name, t.columns])),
        // Her studies' images and SRs too: they are her data as much as the report is.
        dicom: { stores: deps.dicomStorage, objects: await countDicomObjects(client, scope.clinicId, patientId) },
      },
      (counts, dicom) =>
        exportReadme(`Records of patient ${patient.patientId}`, now, counts, clinic, dicom) +
        withheldReadmeLines(withheld).join('\r\n'),
      await patientDocuments(deps, scope, patientId),
    );
    stream.once('close', () => void client.end().catch(() => {}));
    return { stream, fileName: `patient-${patient.patientId}-records.zip` };
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
}

/**
 * The patient's printed documents: finalized reports, Form F records and payment receipts. Made
 * before the ZIP starts (a patient has a handful), each named by its human id.
 */
async function patientDocuments(deps: AppDeps, scope: RequestScope, patientId: string): Promise<ExportDocument[]> {
  const [reportRows, formRows, paymentRows] = await Promise.all([
    deps.db
      .select({ id: reports.id })
      .from(reports)
      .where(
        and(eq(reports.clinicId, scope.clinicId), eq(reports.patientId, patientId), eq(reports.status, 'finalized')),
      )
      .orderBy(asc(reports.createdAt)),
    deps.db
      .select({ id: pcpndtForms.id })
      .from(pcpndtForms)
      .where(and(eq(pcpndtForms.clinicId, scope.clinicId), eq(pcpndtForms.patientId, patientId)))
      .orderBy(asc(pcpndtForms.createdAt)),
    deps.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.clinicId, scope.clinicId), eq(payments.patientId, patientId)))
      .orderBy(asc(payments.createdAt)),
  ]);
  const made = [
    ...reportRows.map((row) => () => renderReportPdf(deps, scope, row.id)),
    ...formRows.map((row) => () => renderFormFPdf(deps, scope, row.id)),
    ...paymentRows.map((row) => () => renderReceiptPdf(deps, scope, row.id)),
  ];
  const documents: ExportDocument[] = [];
  for (const render of made) {
    const { pdf, fileName } = await render();
    documents.push({ fileName, render: async () => pdf });
  }
  return documents;
}
