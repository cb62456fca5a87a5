import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../components/ui/state-message.tsx';
import { navigateTo } from '../../lib/navigate.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import type { ReportDoctorField } from './form/doctor-field.ts';
import { GenerateReportDialog } from './form/generate-report-dialog.tsx';
import { ReportWizard } from './form/report-wizard.tsx';
import { ReportsFilters } from './list/reports-filters.tsx';
import { ReportsPagination } from './list/reports-pagination.tsx';
import { ReportsStats } from './list/reports-stats.tsx';
import { ReportsTable } from './list/reports-table.tsx';
import { ReportPrintDialog } from './print/report-print-dialog.tsx';
import { REPORT_PAGE_SIZE, type Report, useReportPage } from './reports-api.ts';

/** Which editor is open: the wizard (create, or continue a draft) or the single-page dialog. */
type Editor =
  | { kind: 'wizard'; report: Report | null }
  | { kind: 'dialog'; report: Report | null; patientId?: string }
  | null;

interface ReportsPageProps {
  doctorField: ReportDoctorField;
  /** Form F for an obstetric report; the Form F feature supplies it through the app. */
  openFormF: (report: Report) => void;
}

const SEARCH_DEBOUNCE_MS = 300;

/**
 * Reports (spec §2): filters, stat cards, the report rows, pagination and the editors. Opened as
 * /reports?patientId=… from a patient, it lists that patient's reports and opens the
 * Generate Medical Report dialog for them.
 */
export function ReportsPage({ doctorField, openFormF }: ReportsPageProps) {
  useDocumentTitle('Reports');
  const searchString = useSearch();
  // Read once: the dialog opens for the patient the page was opened for, not on later URL changes.
  const [patientId, setPatientId] = useState(() => new URLSearchParams(searchString).get('patientId') ?? '');
  const [editor, setEditor] = useState<Editor>(() => (patientId ? { kind: 'dialog', report: null, patientId } : null));
  const [printing, setPrinting] = useState<Report | null>(null);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('all');
  const [reportType, setReportType] = useState('all');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const query = useReportPage({ page, search: debounced, status, reportType, patientId: patientId || undefined });

  const reports = query.data?.reports ?? [];
  const total = query.data?.total ?? 0;
  const totalPages = query.data?.totalPages ?? 1;
  const filtered = debounced.trim() !== '' || status !== 'all' || reportType !== 'all' || patientId !== '';
  // Every filter change goes back to page 1 (spec §2).
  const filter = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };

  const openEdit = (report: Report) =>
    // A draft carries on in the wizard, where it is auto-saved; a saved report opens in the dialog.
    setEditor(report.status === 'draft' ? { kind: 'wizard', report } : { kind: 'dialog', report });

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Reports</h1>
          <p className="mt-1 text-slate-600">Write, finalize and print ultrasound reports</p>
        </div>
        <Button onClick={() => setEditor({ kind: 'wizard', report: null })}>
          <Plus aria-hidden="true" className="size-4" />
          Create Report
        </Button>
      </div>

      <ReportsStats
        total={total}
        filtered={filtered}
        onPage={reports.length}
        page={query.data?.page ?? page}
        totalPages={totalPages}
        signedOnPage={reports.filter((report) => report.status === 'signed').length}
      />

      <Card>
        <div className="space-y-3 border-b border-slate-200 px-4 py-4 sm:px-6">
          <ReportsFilters
            search={search}
            status={status}
            reportType={reportType}
            onSearch={filter(setSearch)}
            onStatus={filter(setStatus)}
            onReportType={filter(setReportType)}
          />
          {patientId ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setPatientId('');
                setPage(1);
                navigateTo('/reports', { replace: true });
              }}
            >
              <X aria-hidden="true" className="size-4" />
              Showing one patient's reports: show all
            </Button>
          ) : null}
        </div>
        {query.isPending ? (
          <LoadingMessage>Loading reports...</LoadingMessage>
        ) : query.isError ? (
          <ErrorMessage>Failed to fetch reports</ErrorMessage>
        ) : reports.length === 0 ? (
          <EmptyMessage>
            {filtered ? (
              <>
                <p className="font-medium">No reports found</p>
                <p className="text-sm text-slate-600">Try adjusting your search terms</p>
              </>
            ) : (
              <>
                <p className="font-medium">No reports created yet</p>
                <p className="text-sm text-slate-600">Start by creating your first medical report</p>
              </>
            )}
          </EmptyMessage>
        ) : (
          <ReportsTable reports={reports} onPrint={setPrinting} onFormF={openFormF} onEdit={openEdit} />
        )}
        {reports.length > 0 ? (
          <ReportsPagination
            page={page}
            totalPages={totalPages}
            pageSize={REPORT_PAGE_SIZE}
            shown={reports.length}
            total={total}
            onPage={setPage}
          />
        ) : null}
      </Card>

      {editor?.kind === 'wizard' ? (
        <ReportWizard
          report={editor.report}
          doctorField={doctorField}
          onClose={() => setEditor(null)}
          onFinalized={setPrinting}
        />
      ) : null}
      {editor?.kind === 'dialog' ? (
        <GenerateReportDialog
          report={editor.report}
          initialPatientId={editor.patientId}
          doctorField={doctorField}
          onClose={() => setEditor(null)}
          onFinalized={setPrinting}
        />
      ) : null}
      {printing ? (
        <ReportPrintDialog report={printing} onClose={() => setPrinting(null)} openFormF={openFormF} />
      ) : null}
    </div>
  );
}
