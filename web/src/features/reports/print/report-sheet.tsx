import { currentDisplayClock } from '../../../../../core/format/dates.ts';
import { buildReportPrintModel } from '../../../../../core/reports/print/report-print-model.ts';
import type { Report } from '../../../../../core/reports/report-schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/state-message.tsx';
import { t } from '../../../lib/i18n.ts';
import { useReportTemplate } from '../../../lib/templates-api.ts';
import { usePrintSettings } from '../../../lib/use-print-settings.ts';
import { usePrintedKeyImages } from '../form/key-images/key-images-api.ts';
import { useClinic, usePatient, useReportVerification } from '../reports-api.ts';
import { KeyImagePages } from './key-image-pages.tsx';
import { ReportDocument } from './report-document.tsx';
import { useReportPcpndtFacts } from './use-report-pcpndt-facts.ts';

/**
 * The report with its patient and clinic loaded: 'Loading Report' while the patient loads,
 * 'Patient Not Found' when the patient is gone (spec §2). Without the clinic record the
 * header falls back to defaults, and without the verification code the sheet prints without
 * its QR code, rather than blocking the print.
 */
export function ReportSheet({ report, onClose }: { report: Report; onClose: () => void }) {
  const patient = usePatient(report.patientId);
  const clinic = useClinic();
  const verification = useReportVerification(report.id, report.status);
  const print = usePrintSettings();
  const pcpndt = useReportPcpndtFacts(report.id, report.status);
  // The template and version the report was written with: a report prints the same forever.
  const template = useReportTemplate(report.templateId, report.templateVersion);
  const printed = usePrintedKeyImages(report.id);
  if (
    patient.isPending ||
    clinic.isPending ||
    pcpndt.isPending ||
    !template ||
    (verification.isPending && verification.fetchStatus !== 'idle')
  )
    return <LoadingMessage>{t('Loading Report')}</LoadingMessage>;
  if (patient.isError) return <ErrorMessage>{t('Failed to fetch patient')}</ErrorMessage>;
  if (!patient.data) {
    const id = report.patientCode || report.patientId;
    return (
      <div role="alert" className="space-y-3 py-10 text-center">
        <h2 className="text-lg font-semibold text-slate-900">{t('Patient Not Found')}</h2>
        <p className="text-slate-700">{t('Patient {id} not found', { id })}</p>
        <Button variant="secondary" onClick={onClose}>
          {t('Close')}
        </Button>
      </div>
    );
  }
  const model = buildReportPrintModel({
    report,
    patient: patient.data,
    clinic: clinic.data ?? null,
    now: new Date(),
    verification: verification.data ?? null,
    template,
    pcpndt: pcpndt.data ?? null,
    bilingualHeadings: print.settings.bilingualHeadings,
    clock: clinic.data?.clock ?? currentDisplayClock(),
  });
  return (
    <>
      <ReportDocument model={model} layout={print.settings.layout} />
      <KeyImagePages keyImages={printed.keyImages} blobs={printed.blobs} reportId={report.id} />
    </>
  );
}
