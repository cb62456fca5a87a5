import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../components/ui/state-message.tsx';
import { t } from '../../lib/i18n.ts';
import { navigateTo } from '../../lib/navigate.ts';
import { useRecordsReadOnly } from '../../lib/records-read-only.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import type { ReportDoctorField } from './form/doctor-field.ts';
import { GenerateReportDialog } from './form/generate-report-dialog.tsx';
import { ReportWizard } from './form/report-wizard.tsx';
import { signedCount } from './list/report-display.ts';
import { ReportsFilters } from './list/reports-filters.tsx';
import { ReportsPagination } from './list/reports-pagination.tsx';
import { ReportsStats } from './list/reports-stats.tsx';
import { ReportsTable } from './list/reports-table.tsx';
import { ReportPrintDialog } from './print/report-print-dialog.tsx';
import { ReportLoader } from './report-loader.tsx';
import { type FormFTarget, REPORT_PAGE_SIZE, type Report, type ReportSummary, useReportPage } from './reports-api.ts';

/**
 * Which editor is open: the wizard (create, or continue a draft) or the single-page dialog, for
 * the report with this id (loaded fresh by ReportLoader) or a new one (null).
 */
type EditorState =
  | { kind: 'wizard'; id: string | null }
  | { kind: 'dialog'; id: string | null; patientId?: string }
  | null;

/**
 * What the print preview shows: a row's report, loaded by id, or the report a finalize just
 * returned, which is already the saved version and so shows at once.
 */
type Printing = { id: string } | { report: Report } | null;

interface ReportsPageProps {
  doctorField: ReportDoctorField;
  /** Form F for an obstetric report; the Form F feature supplies it through the app. */
  openFormF: (report: FormFTarget) => void;
}

const SEARCH_DEBOUNCE_MS = 300;

/**
 * Reports (spec §2): filters, stat cards, the report rows, pagination and the editors. Opened as
 * /reports?patientId=… from a patient, it lists that patient's reports and opens the
 * Generate Medical Report dialog for them.
 */
export function ReportsPage({ doctorField, openFormF }: ReportsPageProps) {
  useDocumentTitle('Reports');
  const readOnly = useRecordsReadOnly();
  const searchString = useSearch();
  // Read once: the dialog opens for the patient the page was opened for, not on later URL changes.
  const [patientId, setPatientId] = useState(() => new URLSearchParams(searchString).get('patientId') ?? '');
  // Read-only (lapsed subscription): the list opens filtered, but no report is started.
  const [editor, setEditor] = useState<EditorState>(() =>
    patientId && !readOnly ? { kind: 'dialog', id: null, patientId } : null,
  );
  const [printing, setPrinting] = useState<Printing>(null);
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

  const openEdit = (row: ReportSummary) =>
    // A draft carries on in the wizard, where it is auto-saved; a saved report opens in the dialog.
    setEditor({ kind: row.status === 'draft' ? 'wizard' : 'dialog', id: row.id });
  const closeEditor = () => setEditor(null);
  const closePrint = () => setPrinting(null);
  const EditorView = editor?.kind === 'wizard' ? ReportWizard : GenerateReportDialog;
  const editorProps = {
    doctorField,
    onClose: closeEditor,
    onFinalized: (report: Report) => setPrinting({ report }),
  };
  const printDialog = (report: Report) => (
    <ReportPrintDialog report={report} onClose={closePrint} openFormF={openFormF} />
  );

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('Reports')}</h1>
          <p className="mt-1 text-slate-600">{t('Write, finalize and print ultrasound reports')}</p>
        </div>
        {readOnly ? null : (
          <Button onClick={() => setEditor({ kind: 'wizard', id: null })}>
            <Plus aria-hidden="true" className="size-4" />
            {t('Create Report')}
          </Button>
        )}
      </div>

      <ReportsStats
        total={total}
        filtered={filtered}
        onPage={reports.length}
        page={query.data?.page ?? page}
        totalPages={totalPages}
        signedOnPage={signedCount(reports)}
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
              {t("Showing one patient's reports: show all")}
            </Button>
          ) : null}
        </div>
        {query.isPending ? (
          <LoadingMessage>{t('Loading reports...')}</LoadingMessage>
        ) : query.isError ? (
          <ErrorMessage>{t('Failed to fetch reports')}</ErrorMessage>
        ) : reports.length === 0 ? (
          <EmptyMessage>
            {filtered ? (
              <>
                <p className="font-medium">{t('No reports found')}</p>
                <p className="text-sm text-slate-600">{t('Try adjusting your search terms')}</p>
              </>
            ) : (
              <>
                <p className="font-medium">{t('No reports created yet')}</p>
                <p className="text-sm text-slate-600">{t('Start by creating your first medical report')}</p>
              </>
            )}
          </EmptyMessage>
        ) : (
          <ReportsTable
            reports={reports}
            onPrint={(row) => setPrinting({ id: row.id })}
            onFormF={openFormF}
            onEdit={readOnly ? undefined : openEdit}
          />
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

      {editor?.id ? (
        <ReportLoader key={editor.id} id={editor.id} onClose={closeEditor}>
          {(report) => <EditorView report={report} {...editorProps} />}
        </ReportLoader>
      ) : editor ? (
        <EditorView
          report={null}
          initialPatientId={editor.kind === 'dialog' ? editor.patientId : undefined}
          {...editorProps}
        />
      ) : null}
      {printing && 'report' in printing ? printDialog(printing.report) : null}
      {printing && 'id' in printing ? (
        <ReportLoader key={printing.id} id={printing.id} onClose={closePrint}>
          {printDialog}
        </ReportLoader>
      ) : null}
    </div>
  );
}
