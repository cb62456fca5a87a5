import { ArrowLeft, Printer } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { FullScreenSpinner } from '../../../components/ui/spinner.tsx';
import { ErrorMessage } from '../../../components/ui/state-message.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useClinic, usePatient, useReport } from '../reports-api.ts';
import { REPORT_PAGE_CSS } from './print-constants.ts';
import { ReportSheet } from './report-sheet.tsx';

/**
 * /reports/:id/print: the report alone on an A4 sheet, outside the app shell, so printing shows
 * nothing else. Opened by the print dialog with ?autoprint=1, which prints once everything loaded.
 */
export function ReportPrintPage({ id }: { id: string }) {
  const report = useReport(id);
  const patient = usePatient(report.data?.patientId ?? null);
  const clinic = useClinic();
  const autoprint = new URLSearchParams(useSearch()).get('autoprint') === '1';
  const ready = Boolean(report.data && patient.data && !clinic.isPending);
  useDocumentTitle(report.data ? `Report ${report.data.reportId}` : 'Report');

  useEffect(() => {
    if (autoprint && ready) window.print();
  }, [autoprint, ready]);

  if (report.isPending) return <FullScreenSpinner />;
  return (
    <div className="min-h-dvh bg-slate-100 py-6 print:bg-white print:py-0">
      <style>{REPORT_PAGE_CSS}</style>
      <div className="mx-auto mb-4 flex w-[210mm] max-w-[calc(100%-2rem)] items-center justify-between gap-3 print:hidden">
        <Link href="/reports" className={buttonClasses('ghost', 'sm')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Reports
        </Link>
        {ready ? (
          <Button onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            Print
          </Button>
        ) : null}
      </div>
      <main className="mx-auto min-h-[297mm] w-[210mm] max-w-[calc(100%-2rem)] bg-white p-[15mm] shadow-md print:min-h-0 print:w-auto print:max-w-none print:p-0 print:shadow-none">
        {report.isError ? (
          <ErrorMessage>Failed to load the report. Please try again later.</ErrorMessage>
        ) : report.data ? (
          <ReportSheet report={report.data} onClose={() => window.close()} />
        ) : (
          <div className="py-16 text-center">
            <h1 className="text-xl font-semibold text-slate-900">Report Not Found</h1>
            <p className="mt-2 text-slate-700">Check the link, or open the report from the Reports page.</p>
          </div>
        )}
      </main>
    </div>
  );
}
