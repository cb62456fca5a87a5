import { buildReportPrintModel } from '../../../core/reports/print/report-print-model.ts';
import type { AppDeps, RequestScope } from '../../app-deps.ts';
import { loadLogoBytes } from '../../pdf/logo-bytes.ts';
import { getClinic } from '../clinics/clinic-service.ts';
import { getPatient } from '../patients/patient-service.ts';
import { reportPcpndtFacts } from '../pcpndt-registration/unregistered-machines.ts';
import { getPrintSettings } from '../print-settings/print-settings-service.ts';
import { keyImagesForPrint } from '../study-images/key-image-service.ts';
import { getTemplate } from '../templates/template-service.ts';
import { ensureReportVerification } from '../verification/verification-service.ts';
import { drawReportPdf } from './report-pdf-layout.ts';
import { getReport } from './report-service.ts';

/**
 * The report as a PDF file, from the same print model as the print page: the clinic's header
 * and logo (or nothing, on letterhead), the QR code of the version's verification, and the
 * page numbers. Scoped like the report itself: another clinic's id is not found (404).
 * Also what the sending of reports (issue 19 §3) attaches or links to.
 */
export async function renderReportPdf(
  deps: AppDeps,
  scope: RequestScope,
  reportId: string,
  options: { withKeyImages: boolean } = { withKeyImages: true },
): Promise<{ pdf: Buffer; fileName: string }> {
  const report = await getReport(deps, scope, reportId);
  const [patient, clinic, settings, verification, template, keyImages, pcpndt] = await Promise.all([
    getPatient(deps, scope, report.patientId),
    getClinic(deps, scope),
    getPrintSettings(deps.db, scope),
    ensureReportVerification(deps, scope, reportId),
    // The template and version it was written with, so the PDF prints what the print page shows.
    getTemplate(deps, scope, report.templateId, report.templateVersion),
    // Issue 32 §5: none for an obstetric report whose images the doctor has not confirmed.
    // Images are for the clinic's members: a patient's shared link gets the report without them.
    options.withKeyImages ? keyImagesForPrint(deps, scope, reportId) : null,
    // Registration missing, the machine used, an unregistered machine (issue 29 §4, issue 32 item 7).
    reportPcpndtFacts(deps.db, scope.clinicId, reportId),
  ]);
  const now = deps.clock.now();
  const logo =
    settings.layout === 'plain' ? await loadLogoBytes(deps.logoStorage, deps.config.dataDir, clinic.logoUrl) : null;
  const model = buildReportPrintModel({
    report,
    patient,
    clinic,
    now,
    verification,
    template,
    pcpndt,
    // The clinic's choices (issue 34): her language after each heading, the signing time's clock.
    bilingualHeadings: settings.bilingualHeadings,
    clock: clinic.clock,
  });
  const pdf = await drawReportPdf(model, settings, logo, now, keyImages);
  return { pdf, fileName: `report-${report.reportId}.pdf` };
}
