import { and, eq, inArray } from 'drizzle-orm';
import { REPORT_MESSAGES } from '../../../core/messages.ts';
import type { ReportPcpndtFacts } from '../../../core/pcpndt-registration/report-print-facts.ts';
import type { Db } from '../../../db/client.ts';
import { dicomObjects } from '../../../db/schema/dicom.ts';
import { reports } from '../../../db/schema/reports.ts';
import { notFound } from '../../lib/http-errors.ts';
import { findCertificate, machineLabel } from './registration-queries.ts';

/**
 * The machines that sent each study's images or structured reports while their serial number
 * was not among the centre's registered machines (issue 32 item 7). The flag is the one stored
 * when the object arrived (server/dicom/dicom-store.ts): registering the machine later does not
 * make that scan's machine registered at the time.
 */
export async function unregisteredMachinesOfStudies(
  db: Db,
  clinicId: string,
  studyIds: readonly (string | null)[],
): Promise<Map<string, string[]>> {
  const ids = [...new Set(studyIds.filter((id): id is string => id !== null))];
  const byStudy = new Map<string, string[]>();
  if (!ids.length) return byStudy;
  const rows = await db
    .selectDistinct({
      studyId: dicomObjects.studyId,
      manufacturer: dicomObjects.manufacturer,
      model: dicomObjects.model,
      serial: dicomObjects.deviceSerialNumber,
    })
    .from(dicomObjects)
    .where(
      and(
        eq(dicomObjects.clinicId, clinicId),
        inArray(dicomObjects.studyId, ids),
        eq(dicomObjects.unregisteredMachine, true),
      ),
    );
  for (const row of rows) {
    if (!row.studyId) continue;
    const label = [row.manufacturer, row.model, row.serial ? `(S/N ${row.serial})` : null].filter(Boolean).join(' ');
    const labels = byStudy.get(row.studyId) ?? [];
    if (!labels.includes(label)) labels.push(label);
    byStudy.set(row.studyId, labels.sort());
  }
  return byStudy;
}

/** What a report prints about the registration (core/pcpndt-registration/report-print-facts.ts). */
export async function reportPcpndtFacts(db: Db, clinicId: string, reportId: string): Promise<ReportPcpndtFacts> {
  const [report] = await db
    .select({ machineId: reports.machineId, studyId: reports.studyId })
    .from(reports)
    .where(and(eq(reports.clinicId, clinicId), eq(reports.id, reportId)));
  if (!report) throw notFound(REPORT_MESSAGES.notFound);
  const [certificate, machine, unregistered] = await Promise.all([
    findCertificate(db, clinicId),
    machineLabel(db, clinicId, report.machineId),
    unregisteredMachinesOfStudies(db, clinicId, [report.studyId]),
  ]);
  return {
    registrationMissing: certificate === null,
    machine,
    unregisteredMachines: report.studyId ? (unregistered.get(report.studyId) ?? []) : [],
  };
}
