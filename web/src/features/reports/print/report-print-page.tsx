import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { reportsApi } from '../../../../../core/api/reports-api.ts';
import { pageMarginsMm } from '../../../../../core/print/print-settings.ts';
import { DownloadPdfButton } from '../../../components/print/download-pdf-button.tsx';
import { PrintPageFrame } from '../../../components/print/print-page-frame.tsx';
import { printWhenFontsLoad } from '../../../components/print/print-when-fonts-load.ts';
import { FullScreenSpinner } from '../../../components/ui/spinner.tsx';
import { ErrorMessage } from '../../../components/ui/state-message.tsx';
import { urlOf } from '../../../lib/call-api.ts';
import { t } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { usePrintSettings } from '../../../lib/use-print-settings.ts';
import { usePrintedKeyImages } from '../form/key-images/key-images-api.ts';
import { useClinic, usePatient, useReport, useReportVerification } from '../reports-api.ts';
import { SendReportButton } from '../send/send-report-button.tsx';
import { reportPageCss } from './print-constants.ts';
import { ReportSheet } from './report-sheet.tsx';

/**
 * /reports/:id/print: the report alone on an A4 sheet, outside the app shell, so printing shows
 * nothing else. Opened by the print dialog with ?autoprint=1, which prints once everything loaded.
 */
export function ReportPrintPage({ id }: { id: string }) {
  const report = useReport(id);
  const patient = usePatient(report.data?.patientId ?? null);
  const clinic = useClinic();
  const print = usePrintSettings();
  const verification = useReportVerification(report.data?.id ?? null, report.data?.status);
  const autoprint = new URLSearchParams(useSearch()).get('autoprint') === '1';
  // The key images print too: an automatic print waits for them to load.
  const keyImages = usePrintedKeyImages(report.data?.id ?? null);
  const ready = Boolean(
    report.data &&
      patient.data &&
      !clinic.isPending &&
      !print.isPending &&
      verification.fetchStatus === 'idle' &&
      keyImages.ready,
  );
  useDocumentTitle(report.data ? t('Report {id}', { id: report.data.reportId }) : t('Report'));
  const patientLine =
    report.data && patient.data
      ? `Patient: ${patient.data.firstName} ${patient.data.lastName} · ID: ${patient.data.patientId} · Report: ${report.data.reportId}`
      : null;

  useEffect(() => (autoprint && ready ? printWhenFontsLoad() : undefined), [autoprint, ready]);

  if (report.isPending) return <FullScreenSpinner />;
  return (
    <PrintPageFrame
      pageCss={reportPageCss(patientLine, pageMarginsMm(print.settings))}
      backHref="/reports"
      backLabel={t('Back to Reports')}
      canPrint={ready}
      actions={
        report.data ? (
          <>
            <SendReportButton report={report.data} />
            <DownloadPdfButton
              url={urlOf(reportsApi.pdf, { params: { id: report.data.id } })}
              fileName={`report-${report.data.reportId}.pdf`}
            />
          </>
        ) : null
      }
    >
      {report.isError ? (
        <ErrorMessage>{t('Failed to load the report. Please try again later.')}</ErrorMessage>
      ) : report.data ? (
        <ReportSheet report={report.data} onClose={() => window.close()} />
      ) : (
        <div className="py-16 text-center">
          <h1 className="text-xl font-semibold text-slate-900">{t('Report Not Found')}</h1>
          <p className="mt-2 text-slate-700">{t('Check the link, or open the report from the Reports page.')}</p>
        </div>
      )}
    </PrintPageFrame>
  );
}
